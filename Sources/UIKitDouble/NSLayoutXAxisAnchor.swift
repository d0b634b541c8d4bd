// Horizontal layout anchors (H16:NSLayoutAnchor.h).

/// A horizontal edge or center (leading, trailing, left, right, centerX): constrained only to
/// other horizontal anchors.
@MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
}
