// Controls and content views used by the iOS example (X from H16 headers; DOCS for UIAction,
// UIControl.addAction, UIBarButtonItem).

@MainActor @preconcurrency open class UIMenuElement: NSObject {
  public struct Attributes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

@MainActor @preconcurrency open class UIMenu: UIMenuElement {}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor @preconcurrency open class UIAction: UIMenuElement {
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { fatalError() }
}

@MainActor @preconcurrency open class UIControl: UIView {
}

extension UIControl {

  public struct State: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}

extension UIButton {
  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }
}

@MainActor @preconcurrency open class UIButton: UIControl {
  @available(iOS 14.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }
}

public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

@MainActor @preconcurrency open class UILabel: UIView {
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

public enum UIKeyboardType: Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
}

public enum UIReturnKeyType: Int, @unchecked Sendable {
  case `default` = 0
  case go = 1
  case next = 4
  case done = 9
}

public struct UITextContentType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  nonisolated public static let name = UITextContentType(rawValue: "name")
  nonisolated public static let emailAddress = UITextContentType(rawValue: "email")
  nonisolated public static let newPassword = UITextContentType(rawValue: "new-password")
}

extension UITextField {
  public enum BorderStyle: Int, @unchecked Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }
}

@MainActor @preconcurrency open class UITextField: UIControl {
  open var placeholder: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var font: UIFont? {
    get { fatalError() }
    set { fatalError() }
  }
  open var borderStyle: UITextField.BorderStyle {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var delegate: (any UITextFieldDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }  // weak in the SDK
  // UITextInputTraits requirements, declared on the class here.
  open var keyboardType: UIKeyboardType {
    get { fatalError() }
    set { fatalError() }
  }
  open var returnKeyType: UIReturnKeyType {
    get { fatalError() }
    set { fatalError() }
  }
  open var textContentType: UITextContentType! {
    get { fatalError() }
    set { fatalError() }
  }
  open var isSecureTextEntry: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// Every requirement is `@objc optional` in the SDK; plain requirements with defaults here.
@MainActor @preconcurrency public protocol UITextFieldDelegate: NSObjectProtocol {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
}

@MainActor @preconcurrency open class UITextView: UIScrollView {
  open var text: String! {
    get { fatalError() }
    set { fatalError() }
  }
  open var font: UIFont? {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // The SDK redeclares `delegate` as `(any UITextViewDelegate)?`; Swift cannot override a
  // property's type, so the inherited `UIScrollViewDelegate` one stands in.
}

/// Every requirement is `@objc optional` in the SDK; plain requirements with defaults here.
@MainActor @preconcurrency public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewDidChange(_ textView: UITextView) {}
}

extension UIStackView {

  public enum Alignment: Int, @unchecked Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
  }
}

@MainActor @preconcurrency open class UIStackView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
  open func addArrangedSubview(_ view: UIView) { fatalError() }
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError() }
    set { fatalError() }
  }
  open var alignment: UIStackView.Alignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var spacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}
