// iOS only: if a target ever includes this folder, it compiles to nothing without UIKit.
#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// A sign-up form in a `ScrollingContentViewController`: it scrolls when it does not fit, and
  /// the focused field stays above the keyboard.
  final class SignUpViewController: ScrollingContentViewController, UITextFieldDelegate {
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let passwordField = UITextField()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Sign up"
      view.backgroundColor = .systemBackground

      let content = UIView()
      let heading = UILabel()
      heading.text = "Create your account"
      heading.font = .preferredFont(forTextStyle: .title1)
      heading.adjustsFontForContentSizeCategory = true
      heading.numberOfLines = 0
      configure(nameField, placeholder: "Name", contentType: .name, keyboard: .default)
      configure(emailField, placeholder: "Email", contentType: .emailAddress, keyboard: .emailAddress)
      configure(passwordField, placeholder: "Password", contentType: .newPassword, keyboard: .default)
      passwordField.isSecureTextEntry = true
      passwordField.returnKeyType = .done
      let form = UIStackView(arrangedSubviews: [heading, nameField, emailField, passwordField])
      // A closure-based button needs iOS 14; on iOS 13 the password field's Done key submits.
      if #available(iOS 14, *) {
        form.addArrangedSubview(
          UIButton(
            type: .system,
            primaryAction: UIAction(title: "Sign up") { [weak self] _ in
              self?.view.endEditing(true)
            }))
      }
      form.axis = .vertical
      form.spacing = 16
      form.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(form)
      NSLayoutConstraint.activate([
        form.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 24),
        form.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -24),
        form.topAnchor.constraint(equalTo: content.topAnchor, constant: 32),
        form.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -32),
      ])

      // Assigning the content view puts the scroll view in place.
      contentView = content
      contentView.backgroundColor = nil
      scrollView.keyboardDismissMode = .interactive
      scrollView.visibilityScrollMargin = 16
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      if textField === nameField {
        emailField.becomeFirstResponder()
      } else if textField === emailField {
        passwordField.becomeFirstResponder()
      } else {
        textField.resignFirstResponder()
      }
      return false
    }

    // MARK: Private

    private func configure(
      _ field: UITextField, placeholder: String, contentType: UITextContentType, keyboard: UIKeyboardType
    ) {
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.font = .preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      field.textContentType = contentType
      field.keyboardType = keyboard
      field.returnKeyType = .next
      field.delegate = self
      field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    }
  }
#endif
