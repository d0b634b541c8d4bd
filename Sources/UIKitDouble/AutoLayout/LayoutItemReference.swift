// A constraint's or an anchor's reference to its item that reads nil once the item is freed,
// without being a weak reference.

/// A reference to a layout item (a view or a layout guide), unretained and cleared by the item's
/// `deinit`, so that it reads `nil` once the item is freed, as a weak reference would (UIKit's is
/// `unowned(unsafe)` and dangles; the double must not crash). It is not a weak reference because
/// a weak reference gives its object a side table in Swift's runtime, and every later retain and
/// release of that object takes the slow path: each constrained view (a row and its content)
/// would pay that wherever it is passed around. One per item, made when a constraint or an anchor
/// first refers to the item (``UIView/layoutItemReference``,
/// ``UILayoutGuide/layoutItemReference``).
final class LayoutItemReference {
  // MARK: Lifecycle

  /// A reference to `item` (its `deinit` must call ``clear()``).
  init(_ item: AnyObject) {
    storage = Unmanaged.passUnretained(item)
    isView = item is UIView
  }

  // MARK: Internal

  /// The item, or `nil` once it has been freed.
  var item: AnyObject? { storage?.takeUnretainedValue() }

  /// Whether the item is still there (``item`` is not `nil`), read without retaining it.
  var hasItem: Bool { storage != nil }

  /// The superview of the item when it is a view, unretained (see `UIView.superviewReference`);
  /// nil for a guide, a freed item or a view without a superview. Reads no reference count.
  @MainActor var viewSuperviewReference: Unmanaged<UIView>? {
    guard isView, let storage else { return nil }
    return Unmanaged<UIView>.fromOpaque(storage.toOpaque())._withUnsafeGuaranteedRef { $0.superviewReference }
  }

  /// The view the item lays out in: the view itself, or a layout guide's owning view; nil once
  /// the item is freed (as `NSLayoutConstraint.view(of:)` answers for the item).
  @MainActor var layoutView: UIView? {
    guard let storage else { return nil }
    guard isView else { return (storage.takeUnretainedValue() as? UILayoutGuide)?.owningView }
    return unsafeDowncast(storage.takeUnretainedValue(), to: UIView.self)
  }

  /// Whether the item may be `view` or in its subtree: `false` for a view outside it or a freed
  /// item, `true` for a view inside it and for a layout guide (whose owning view is not read
  /// here). Reads only stored state: no retain, no open member.
  @MainActor func mayBeInSubtree(of view: UIView) -> Bool {
    guard let storage else { return false }
    guard isView else { return true }
    return Unmanaged<UIView>.fromOpaque(storage.toOpaque())._withUnsafeGuaranteedRef { $0.hasAncestor(view) }
  }

  /// Forgets the item: called by the item's `deinit` (nonisolated, hence `nonisolated(unsafe)`
  /// storage; the double runs on the main thread only).
  func clear() { storage = nil }

  /// The reference to `item`, a view or a layout guide; `nil` for `nil` or anything else.
  @MainActor static func to(_ item: AnyObject?) -> LayoutItemReference? {
    if let view = item as? UIView { return view.layoutItemReference }
    if let guide = item as? UILayoutGuide { return guide.layoutItemReference }
    return nil
  }

  // MARK: Private

  /// The item, unretained (cleared by its `deinit`).
  @exclusivity(unchecked) nonisolated(unsafe) private var storage: Unmanaged<AnyObject>?
  /// Whether the item is a view (else a layout guide).
  private let isView: Bool
}
