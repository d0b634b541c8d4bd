/// An event the presses belong to; the double's carries nothing of its own.
@available(iOS 9.0, *)
@MainActor @preconcurrency open class UIPressesEvent: UIEvent {
}
