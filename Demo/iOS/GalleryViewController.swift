// iOS only: if a target ever includes this folder, it compiles to nothing without UIKit.
#if canImport(UIKit)
  import ScrollStack
  import UIKit

  /// A fixed-size row of coloured tiles that scrolls sideways; tapping the row scrolls the stack
  /// to the top, and it highlights while touched.
  final class GalleryViewController: UIViewController, ScrollStackContainableController, ScrollStackRowHighlightable {
    private let colors: [UIColor] = [.systemBlue, .systemTeal, .systemGreen, .systemOrange, .systemPink]

    override func loadView() {
      let view = UIView()
      view.backgroundColor = .systemBackground
      let strip = UIScrollView()
      strip.showsHorizontalScrollIndicator = false
      strip.translatesAutoresizingMaskIntoConstraints = false
      let tiles = UIStackView(arrangedSubviews: colors.map(makeTile))
      tiles.axis = .horizontal
      tiles.spacing = 12
      tiles.translatesAutoresizingMaskIntoConstraints = false
      strip.addSubview(tiles)
      view.addSubview(strip)
      NSLayoutConstraint.activate([
        strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        strip.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
        strip.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
        tiles.leadingAnchor.constraint(equalTo: strip.contentLayoutGuide.leadingAnchor, constant: 16),
        tiles.trailingAnchor.constraint(equalTo: strip.contentLayoutGuide.trailingAnchor, constant: -16),
        tiles.topAnchor.constraint(equalTo: strip.contentLayoutGuide.topAnchor),
        tiles.bottomAnchor.constraint(equalTo: strip.contentLayoutGuide.bottomAnchor),
        tiles.heightAnchor.constraint(equalTo: strip.frameLayoutGuide.heightAnchor),
      ])
      self.view = view
    }

    // MARK: ScrollStackContainableController

    func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
      -> ScrollStack.ControllerSize?
    {
      axis == .horizontal ? .fixed(300) : .fixed(500)
    }

    // MARK: ScrollStackRowHighlightable

    func setIsHighlighted(_ isHighlighted: Bool) {
      view.backgroundColor = isHighlighted ? .tertiarySystemFill : .systemBackground
    }

    // MARK: Private

    private func makeTile(_ color: UIColor) -> UIView {
      let tile = UIView()
      tile.backgroundColor = color
      tile.widthAnchor.constraint(equalToConstant: 220).isActive = true
      return tile
    }
  }
#endif
