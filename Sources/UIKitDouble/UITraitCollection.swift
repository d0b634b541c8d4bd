// UITraitCollection (H16:UITraitCollection.h): not main-actor isolated, NS_SWIFT_SENDABLE.

/// The traits of an environment: size classes, display scale, text size and legibility weight
/// (Bold Text).
///
/// The double models these six traits only; a trait not given is unspecified (`.unspecified`,
/// display scale 0). Two collections are equal when their six traits are. Windows get the
/// traits of an iPhone in portrait (see `DoubleDevice`), and views and controllers inherit their
/// window's.
open class UITraitCollection: NSObject, @unchecked Sendable {
  // MARK: Values

  /// The width class; `.unspecified` unless given.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { horizontal }
  /// The height class; `.unspecified` unless given.
  open var verticalSizeClass: UIUserInterfaceSizeClass { vertical }
  /// Pixels per point; 0 (unspecified) unless given.
  open var displayScale: CGFloat { scale }
  /// The user's text size; `.unspecified` unless given.
  open var preferredContentSizeCategory: UIContentSizeCategory { contentSizeCategory }
  /// Whether the user turned Bold Text on (`.bold`) or not (`.regular`); `.unspecified` unless
  /// given.
  @available(iOS 13.0, *)
  open var legibilityWeight: UILegibilityWeight { legibility }
  /// The layout direction of the environment; `.unspecified` unless given (an iPhone's screen
  /// in the double: `.leftToRight`, see `DoubleDevice.setLayoutDirection(_:)`).
  @available(iOS 10.0, *)
  open var layoutDirection: UITraitEnvironmentLayoutDirection { direction }

  /// ``horizontalSizeClass``.
  let horizontal: UIUserInterfaceSizeClass
  /// ``verticalSizeClass``.
  let vertical: UIUserInterfaceSizeClass
  /// ``displayScale``.
  let scale: CGFloat
  /// ``preferredContentSizeCategory``.
  let contentSizeCategory: UIContentSizeCategory
  /// ``legibilityWeight``.
  let legibility: UILegibilityWeight
  /// ``layoutDirection``.
  let direction: UITraitEnvironmentLayoutDirection

  // MARK: Initializers

  /// Makes a collection from the five traits (the legibility weight unspecified unless given).
  init(
    horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, scale: CGFloat,
    contentSizeCategory: UIContentSizeCategory, legibility: UILegibilityWeight = .unspecified,
    direction: UITraitEnvironmentLayoutDirection = .unspecified
  ) {
    self.direction = direction
    self.horizontal = horizontal
    self.vertical = vertical
    self.scale = scale
    self.contentSizeCategory = contentSizeCategory
    self.legibility = legibility
    super.init()
  }

  /// A collection with every trait unspecified.
  public override convenience init() {
    self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, contentSizeCategory: .unspecified)
  }

  /// The traits of `traitCollections` combined: each trait from the last collection that
  /// specifies it.
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message:
      "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections"
  )
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    let merged = UITraitCollection.merging(traitCollections)
    self.init(
      horizontal: merged.horizontal, vertical: merged.vertical, scale: merged.scale,
      contentSizeCategory: merged.contentSizeCategory, legibility: merged.legibility, direction: merged.direction)
  }

  /// A collection with only the width class given.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0, contentSizeCategory: .unspecified)
  }

  /// A collection with only the height class given.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: .unspecified, vertical: verticalSizeClass, scale: 0, contentSizeCategory: .unspecified)
  }

  /// A collection with only the display scale given.
  public convenience init(displayScale scale: CGFloat) {
    self.init(horizontal: .unspecified, vertical: .unspecified, scale: scale, contentSizeCategory: .unspecified)
  }

  /// A collection with only the text size given.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, scale: 0, contentSizeCategory: preferredContentSizeCategory)
  }

  /// A collection with only the legibility weight (Bold Text) given.
  @available(iOS 13.0, *)
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, scale: 0, contentSizeCategory: .unspecified,
      legibility: legibilityWeight)
  }

  /// A collection with only the layout direction given.
  @available(iOS 10.0, *)
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, scale: 0, contentSizeCategory: .unspecified,
      direction: layoutDirection)
  }

  // MARK: Equality

  /// Whether `object` is a collection with the same five traits.
  @discardableResult open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return horizontal == other.horizontal && vertical == other.vertical && scale == other.scale
      && contentSizeCategory == other.contentSizeCategory && legibility == other.legibility
      && direction == other.direction
  }

  /// A hash of the five traits.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(horizontal)
    hasher.combine(vertical)
    hasher.combine(scale)
    hasher.combine(contentSizeCategory)
    hasher.combine(legibility)
    hasher.combine(direction)
    return hasher.finalize()
  }

  // MARK: Internal

  /// The traits of `collections` combined, later specified traits winning.
  static func merging(_ collections: [UITraitCollection]) -> UITraitCollection {
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var scale: CGFloat = 0
    var category = UIContentSizeCategory.unspecified
    var legibility = UILegibilityWeight.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    for collection in collections {
      if collection.horizontal != .unspecified { horizontal = collection.horizontal }
      if collection.vertical != .unspecified { vertical = collection.vertical }
      if collection.scale != 0 { scale = collection.scale }
      if collection.contentSizeCategory != .unspecified { category = collection.contentSizeCategory }
      if collection.legibility != .unspecified { legibility = collection.legibility }
      if collection.direction != .unspecified { direction = collection.direction }
    }
    return UITraitCollection(
      horizontal: horizontal, vertical: vertical, scale: scale, contentSizeCategory: category, legibility: legibility,
      direction: direction)
  }

  /// An iPhone's traits in portrait: compact width, regular height, scale 3, text size large,
  /// Bold Text off (legibility weight regular), laid out left to right.
  static let phonePortrait = UITraitCollection(
    horizontal: .compact, vertical: .regular, scale: 3, contentSizeCategory: .large, legibility: .regular,
    direction: .leftToRight)

  /// These traits with `vertical` as the height class and `contentSizeCategory` and `legibility`
  /// as given (each unchanged when `nil`).
  func replacing(
    vertical: UIUserInterfaceSizeClass? = nil, contentSizeCategory: UIContentSizeCategory? = nil,
    legibility: UILegibilityWeight? = nil, direction: UITraitEnvironmentLayoutDirection? = nil
  ) -> UITraitCollection {
    UITraitCollection(
      horizontal: horizontal, vertical: vertical ?? self.vertical, scale: scale,
      contentSizeCategory: contentSizeCategory ?? self.contentSizeCategory, legibility: legibility ?? self.legibility,
      direction: direction ?? self.direction)
  }
}
