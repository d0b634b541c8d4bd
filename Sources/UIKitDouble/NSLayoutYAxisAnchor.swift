// Vertical layout anchors (H16:NSLayoutAnchor.h).

/// A vertical edge or center (top, bottom, centerY): constrained only to other vertical anchors.
@MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
}
