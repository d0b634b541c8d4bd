// UIImage (X from H16:UIImage.h).

// MARK: - UIImage

/// An image: no pixels in the double. Not main-actor isolated: `NS_SWIFT_SENDABLE` (X).
open class UIImage: NSObject, @unchecked Sendable {
}
