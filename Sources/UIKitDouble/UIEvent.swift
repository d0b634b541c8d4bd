/// An event the touches belong to; the double's carries nothing.
@MainActor @preconcurrency open class UIEvent: NSObject {
}
