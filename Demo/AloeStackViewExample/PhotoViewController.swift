#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// The photo on a screen of its own, without separators.
  public final class PhotoViewController: ScrollStackController {
    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Photo"
      stackView.hidesSeparatorsByDefault = true
      guard let image = UIImage(named: "lobster-dog") else { return }
      let photo = UIImageView(image: image)
      photo.contentMode = .scaleAspectFit
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: image.size.height / image.size.width)
        .isActive = true
      stackView.addRow(photo)
    }
  }
#endif
