#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// AloeStackView's example screen, on ScrollStack: a description, a switch that shows and
  /// hides five rows with animation, a row that grows when tapped, a horizontal stack of
  /// tappable photos nested in a row, and a photo that opens a screen of its own. Written with
  /// AloeStackView's calls; the only changes from code written for AloeStackView are the import
  /// and the class names (`ScrollStackController` for `AloeStackViewController`, `ScrollStack`
  /// for `AloeStackView`).
  public final class MainViewController: ScrollStackController {
    // MARK: Public

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "AloeStackView Example"
      stackView.automaticallyHidesLastSeparator = true
      addDescription()
      addSwitch()
      addHiddenRows()
      stackView.addRow(ExpandingRowView())
      addHorizontalStack()
      addPhoto()
    }

    // MARK: Private

    private let hiddenRows = (1...5).map { _ in UILabel() }

    private var lobsterDog: UIImage? { UIImage(named: "lobster-dog") }

    private func addDescription() {
      let description = UILabel()
      description.font = UIFont.preferredFont(forTextStyle: .body)
      description.numberOfLines = 0
      description.text = "This simple app shows some ways you can use AloeStackView to lay out a screen in your app."
      stackView.addRow(description)
    }

    private func addSwitch() {
      let switchRow = SwitchRowView()
      switchRow.text = "Show and hide rows with animation"
      switchRow.switchDidChange = { [weak self] isOn in
        guard let self else { return }
        self.stackView.setRowsHidden(self.hiddenRows, isHidden: !isOn, animated: true)
      }
      stackView.addRow(switchRow)
    }

    /// Five small rows, hidden until the switch shows them, indented twice as far as the others.
    private func addHiddenRows() {
      for (number, label) in zip(1..., hiddenRows) {
        label.font = UIFont.preferredFont(forTextStyle: .caption2)
        label.text = "Hidden row \(number)"
      }
      stackView.addRows(hiddenRows)
      stackView.hideRows(hiddenRows)
      var inset = stackView.rowInset
      inset.left *= 2
      stackView.setInset(forRows: hiddenRows, inset: inset)
      let separatorInset = UIEdgeInsets(top: 0, left: stackView.separatorInset.left * 2, bottom: 0, right: 0)
      stackView.setSeparatorInset(forRows: Array(hiddenRows.dropLast()), inset: separatorInset)
    }

    /// A title and a caption without a separator between them, tighter than other rows.
    private func addHeading(_ title: String, caption: String) {
      let titleLabel = UILabel()
      titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
      titleLabel.numberOfLines = 0
      titleLabel.text = title
      stackView.addRow(titleLabel)
      stackView.hideSeparator(forRow: titleLabel)
      var titleInset = stackView.rowInset
      titleInset.bottom = 4
      stackView.setInset(forRow: titleLabel, inset: titleInset)

      let captionLabel = UILabel()
      captionLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
      captionLabel.textColor = .blue
      captionLabel.numberOfLines = 0
      captionLabel.text = caption
      stackView.addRow(captionLabel)
      stackView.hideSeparator(forRow: captionLabel)
      var captionInset = stackView.rowInset
      captionInset.top = 0
      stackView.setInset(forRow: captionLabel, inset: captionInset)
    }

    /// A horizontal stack, 120 points tall, of ten photos; tapping one shows an alert.
    private func addHorizontalStack() {
      addHeading("Use a horizontal layout", caption: "(Try scrolling horizontally!)")
      let photos = ScrollStack()
      photos.axis = .horizontal
      photos.hidesSeparatorsByDefault = true
      photos.showsHorizontalScrollIndicator = false
      let outer = stackView.rowInset
      photos.contentInset = UIEdgeInsets(top: 0, left: outer.left / 2, bottom: 0, right: outer.right / 2)
      photos.rowInset = UIEdgeInsets(top: outer.top, left: outer.left / 2, bottom: outer.bottom, right: outer.right / 2)
      photos.heightAnchor.constraint(equalToConstant: 120).isActive = true
      stackView.addRow(photos)
      stackView.setInset(forRow: photos, inset: .zero)

      guard let image = lobsterDog else { return }
      for number in 1...10 {
        let photo = photoView(of: image)
        photos.addRow(photo)
        photos.setTapHandler(forRow: photo) { [weak self] _ in
          let alert = UIAlertController(title: "Tapped on image \(number)", message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "Dismiss", style: .default))
          self?.present(alert, animated: true)
        }
      }
    }

    /// A photo that opens ``PhotoViewController`` when tapped.
    private func addPhoto() {
      addHeading("Handle user interaction", caption: "(Try tapping on the photo!)")
      guard let image = lobsterDog else { return }
      let photo = photoView(of: image)
      stackView.addRow(photo)
      stackView.setTapHandler(forRow: photo) { [weak self] _ in
        self?.navigationController?.pushViewController(PhotoViewController(), animated: true)
      }
    }

    /// An image view as tall as the image's aspect ratio makes it for its width.
    private func photoView(of image: UIImage) -> UIImageView {
      let photo = UIImageView(image: image)
      photo.isUserInteractionEnabled = true
      photo.contentMode = .scaleAspectFit
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: image.size.height / image.size.width)
        .isActive = true
      return photo
    }
  }
#endif
