import Foundation

@testable import ScrollStackCore

/// One call of `applyAdditionalSafeAreaInsets(_:animation:)`.
struct InsetChange: Equatable {
  var insets: StackEdgeInsets
  var animation: KeyboardAnimation?
}

/// One call of `applyContentOffset(_:animated:)`.
struct OffsetChange: Equatable {
  var offset: CGPoint
  var animated: Bool
}

/// A host that records every output and keeps a scroll geometry the tests can change.
@MainActor
final class RecordingKeyboardHost: KeyboardAvoidanceHost {
  var insetChanges: [InsetChange] = []
  var bounceChanges: [Bool] = []
  var offsetChanges: [OffsetChange] = []
  var geometry: ScrollViewGeometry?
  var firstResponder: ScrollRequestTarget?

  init(geometry: ScrollViewGeometry? = nil) {
    self.geometry = geometry
  }

  func applyAdditionalSafeAreaInsets(_ insets: StackEdgeInsets, animation: KeyboardAnimation?) {
    insetChanges.append(InsetChange(insets: insets, animation: animation))
  }

  func applyAlwaysBounceVertical(_ isOn: Bool) {
    bounceChanges.append(isOn)
  }

  func applyContentOffset(_ offset: CGPoint, animated: Bool) {
    offsetChanges.append(OffsetChange(offset: offset, animated: animated))
    geometry?.contentOffset = offset
  }

  func currentScrollGeometry() -> ScrollViewGeometry? { geometry }

  func currentFirstResponderTarget() -> ScrollRequestTarget? { firstResponder }
}

/// A view-like owner whose frame in the content the test moves at will.
@MainActor
final class TestOwner {
  var frameInScrollContent: CGRect?

  init(frame: CGRect?) {
    frameInScrollContent = frame
  }

  /// The whole owner, wherever it is when the request fires; nothing once it is released.
  var whole: ScrollRequestTarget {
    ScrollRequestTarget(ownerIdentity: ObjectIdentifier(self)) { [weak self] in self?.frameInScrollContent }
  }

  /// `rect` in the owner's own coordinates, resolved when the request fires.
  func rect(_ rect: CGRect) -> ScrollRequestTarget {
    ScrollRequestTarget(ownerIdentity: ObjectIdentifier(self)) { [weak self] in
      self?.frameInScrollContent.map { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
  }
}

/// An iPhone-sized scene: a 390 × 844 window, a 336-point docked keyboard, 34 points of home
/// indicator safe area.
@MainActor
struct KeyboardScene {
  static let window = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let homeIndicator: CGFloat = 34
  static let keyboardHeight: CGFloat = 336
  static let keyboardFrame = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
  /// The bottom inset a full-screen host gets for `keyboardFrame`.
  static let keyboardInset: CGFloat = 336 - 34

  let scheduler = ManualScheduler()
  let store = KeyboardFrameStore()
  let host: RecordingKeyboardHost
  let controller: KeyboardAvoidanceController
  private let log = DiagnosticLog()

  init(geometry: ScrollViewGeometry? = nil, placement: KeyboardHostPlacement? = KeyboardScene.fullScreen) {
    host = RecordingKeyboardHost(geometry: geometry)
    controller = KeyboardAvoidanceController(host: host, scheduler: scheduler, keyboardStore: store)
    controller.onDiagnostic = { [log] in log.entries.append($0) }
    if let placement { controller.placement = placement }
  }

  static let fullScreen = KeyboardHostPlacement.filling(window, inheritedSafeAreaBottom: homeIndicator)

  var diagnostics: [StackDiagnostic] { log.entries }
  var diagnosticKinds: [StackDiagnostic.Kind] { log.entries.map(\.kind) }

  func show(_ frame: CGRect? = KeyboardScene.keyboardFrame, kind: KeyboardEvent.Kind = .willShow) {
    store.post(KeyboardEvent(kind: kind, endFrame: frame))
  }

  func hide() {
    store.post(KeyboardEvent(kind: .willHide, endFrame: CGRect(x: 0, y: 844, width: 390, height: 336)))
  }

  /// Shows the standard keyboard and lets the filter deliver it.
  func showAndSettle() {
    show()
    scheduler.advance(by: 1)
  }
}

@MainActor
final class DiagnosticLog {
  var entries: [StackDiagnostic] = []
}
