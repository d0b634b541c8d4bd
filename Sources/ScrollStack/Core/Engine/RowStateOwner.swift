import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - RowStateOwner

/// Receives a row's notice that one of its layout settings changed.
@MainActor
protocol RowStateOwner: AnyObject {
  func rowSettingsDidChange(_ state: RowState)
  /// Runs the layout pass that row setting changes left pending, if any.
  func layoutIfNeeded()
  /// Whether the separator of the row at `index` is drawn, `autoHideLastRowSeparator` included.
  func isSeparatorVisible(at index: Int) -> Bool
  func report(_ kind: StackDiagnostic.Kind, _ operation: String, _ message: String)
  /// The object the engine serves (the platform's stack), when the platform set it.
  var ownerObject: AnyObject? { get }
}
