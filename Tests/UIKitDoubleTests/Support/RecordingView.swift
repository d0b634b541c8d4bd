import ScrollStackUIKitDouble

/// A view that notes its hierarchy, window and layout callbacks in a log.
@MainActor final class RecordingView: UIView {
  /// Its name in the log.
  let name: String
  /// Where it notes calls.
  let log: EventLog
  /// Run inside `layoutSubviews()` (after the note).
  var onLayout: (() -> Void)?

  init(_ name: String, log: EventLog, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.record("\(name): willMoveToSuperview \(label(newSuperview))")
  }
  override func didMoveToSuperview() { log.record("\(name): didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) {
    log.record("\(name): willMoveToWindow \(newWindow == nil ? "nil" : "window")")
  }
  override func didMoveToWindow() { log.record("\(name): didMoveToWindow") }
  override func didAddSubview(_ subview: UIView) { log.record("\(name): didAddSubview \(label(subview))") }
  override func willRemoveSubview(_ subview: UIView) { log.record("\(name): willRemoveSubview \(label(subview))") }
  override func layoutSubviews() {
    log.record("\(name): layoutSubviews")
    onLayout?()
    super.layoutSubviews()
  }

  override func safeAreaInsetsDidChange() {
    let insets = safeAreaInsets
    log.record("\(name): safeAreaInsetsDidChange \(insets.top) \(insets.left) \(insets.bottom) \(insets.right)")
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log.record("\(name): traitCollectionDidChange")
  }
  override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
  /// What `canBecomeFirstResponder` returns; `false` by default.
  var acceptsFirstResponder = false
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name): touchesBegan")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name): touchesEnded")
  }

  private func label(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    return (view as? RecordingView)?.name ?? "view"
  }
}
