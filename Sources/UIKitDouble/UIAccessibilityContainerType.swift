// UIAccessibilityContainerType (X from H16:UIAccessibilityContainer.h). Stored only.

/// What kind of container of accessibility elements a view is, for VoiceOver's navigation.
@available(iOS 11.0, *)
public enum UIAccessibilityContainerType: Int, @unchecked Sendable {
  /// Not a particular container (the default).
  case none = 0
  /// A table of data.
  case dataTable = 1
  /// A list.
  case list = 2
  /// A landmark.
  case landmark = 3
  /// A group of related elements: VoiceOver names the group (its label) when entering it, and
  /// offers the container's custom actions on each element in it.
  @available(iOS 13.0, *)
  case semanticGroup = 4
}
