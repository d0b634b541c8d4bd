import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - AloeExampleScreen

/// AloeStackView's example screen (Example/…/MainViewController.swift), built with
/// AloeStackView's calls on the UIKit double: the views the double lacks stand in for the
/// example's (a `Tappable` row for the switch row, plain views with an aspect ratio for the photos),
/// and AloeStackView's look is set first, as docs/Migrating-from-AloeStackView.md says.
/// `Demo/AloeStackViewExample` is the port itself, type-checked against the iOS SDK.
@MainActor
final class AloeExampleScreen: ScrollStackController {
  // MARK: Internal

  let descriptionLabel = UILabel()
  let switchRow = AloeTappableRowView("switch")
  let hiddenRows = (1...5).map { _ in UILabel() }
  let expandingRow = AloeTappableRowView("expanding")
  let photos = ScrollStack()
  let photo = UIView()
  /// The photos tapped, by number (1 to 10 for the horizontal stack's, 0 for the last row's).
  var tappedPhotos: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    stackView.backgroundColor = UIColor(white: 1, alpha: 1)
    stackView.rowInset = UIEdgeInsets(top: 12, left: 15, bottom: 12, right: 15)
    stackView.automaticallyHidesLastSeparator = true
    descriptionLabel.numberOfLines = 0
    descriptionLabel.text = "This simple app shows some ways you can use AloeStackView to lay out a screen in your app."
    stackView.addRow(descriptionLabel)
    var isOn = false
    switchRow.onDidTapView = { [unowned self] in
      isOn.toggle()
      stackView.setRowsHidden(hiddenRows, isHidden: !isOn, animated: true)
    }
    stackView.addRow(switchRow)
    addHiddenRows()
    expandingRow.growth = 20
    stackView.addRow(expandingRow)
    addHorizontalStack()
    addHeading("Handle user interaction")
    photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.5).isActive = true
    stackView.addRow(photo)
    stackView.setTapHandler(forRow: photo) { [unowned self] _ in tappedPhotos.append(0) }
  }

  // MARK: Private

  private func addHiddenRows() {
    for (number, label) in zip(1..., hiddenRows) { label.text = "Hidden row \(number)" }
    stackView.addRows(hiddenRows)
    stackView.hideRows(hiddenRows)
    var inset = stackView.rowInset
    inset.left *= 2
    stackView.setInset(forRows: hiddenRows, inset: inset)
    let separatorInset = UIEdgeInsets(top: 0, left: stackView.separatorInset.left * 2, bottom: 0, right: 0)
    stackView.setSeparatorInset(forRows: Array(hiddenRows.dropLast()), inset: separatorInset)
  }

  private func addHeading(_ title: String) {
    let titleLabel = UILabel()
    titleLabel.text = title
    stackView.addRow(titleLabel)
    stackView.hideSeparator(forRow: titleLabel)
    var titleInset = stackView.rowInset
    titleInset.bottom = 4
    stackView.setInset(forRow: titleLabel, inset: titleInset)
    let captionLabel = UILabel()
    captionLabel.text = "(Try it!)"
    stackView.addRow(captionLabel)
    stackView.hideSeparator(forRow: captionLabel)
    var captionInset = stackView.rowInset
    captionInset.top = 0
    stackView.setInset(forRow: captionLabel, inset: captionInset)
  }

  private func addHorizontalStack() {
    addHeading("Use a horizontal layout")
    photos.axis = .horizontal
    photos.hidesSeparatorsByDefault = true
    let outer = stackView.rowInset
    photos.rowInset = UIEdgeInsets(top: outer.top, left: outer.left / 2, bottom: outer.bottom, right: outer.right / 2)
    photos.heightAnchor.constraint(equalToConstant: 120).isActive = true
    stackView.addRow(photos)
    stackView.setInset(forRow: photos, inset: .zero)
    for number in 1...10 {
      let photo = UIView()
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.75).isActive = true
      photos.addRow(photo)
      photos.setTapHandler(forRow: photo) { [unowned self] _ in tappedPhotos.append(number) }
    }
  }
}
