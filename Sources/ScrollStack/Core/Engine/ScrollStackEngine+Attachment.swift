import Foundation

// MARK: - ScrollStackEngine + Attachment

/// The attachment the user sets (``ScrollStackRowAttachment``) and the one in use: an
/// ``ScrollStackRowAttachment/automatic`` stack displays every row up to
/// ``ScrollStackRowAttachment/automaticWindowingThreshold`` rows and is windowed past it.
extension ScrollStackEngine {
  /// Sets the attachment the user asked for (``requestedRowAttachment``) and switches to what it
  /// resolves to: rows enter or leave the hierarchy at once to follow it, then the change ends
  /// like any other (layout if rows were measured, then the delegate's calls).
  package func setRowAttachment(_ attachment: ScrollStackRowAttachment) {
    guard attachment != requestedRowAttachment else { return }
    requestedRowAttachment = attachment
    let resolved = resolvedAttachment(forRowCount: rows.count)
    guard resolved != rowAttachment else { return }
    switchAttachment(to: resolved)
    endChange(layout: false)
  }

  /// What ``requestedRowAttachment`` means for a stack of `count` rows: itself, unless it is
  /// ``ScrollStackRowAttachment/automatic``, which is ``ScrollStackRowAttachment/all`` up to
  /// ``ScrollStackRowAttachment/automaticWindowingThreshold`` rows and
  /// ``ScrollStackRowAttachment/standard`` past it; once windowed, it stays so until the count
  /// falls to half the threshold (a stack that hovers around the threshold does not display and
  /// take out every row at each edit).
  func resolvedAttachment(forRowCount count: Int) -> ScrollStackRowAttachment {
    guard requestedRowAttachment == .automatic else { return requestedRowAttachment }
    let threshold = ScrollStackRowAttachment.automaticWindowingThreshold
    if rowAttachment == .all { return count > threshold ? .standard : .all }
    return count <= threshold / 2 ? .all : .standard
  }

  /// Before `count` rows are inserted into an ``ScrollStackRowAttachment/automatic`` stack that
  /// displays every row: windows it when they take it past the threshold, so that the new rows
  /// outside the window are never displayed. The rows displayed now leave at the insertion's
  /// window pass. O(1), or O(n) once when it switches.
  func prepareAttachment(forInserting count: Int) {
    guard case .automatic = requestedRowAttachment, rowAttachment == .all else { return }
    let resolved = resolvedAttachment(forRowCount: rows.count + count)
    if resolved != rowAttachment { switchAttachment(to: resolved) }
  }

  /// At the end of a change to an ``ScrollStackRowAttachment/automatic`` stack that is windowed:
  /// displays every row again once the rows fell to half the threshold. O(1), or O(n) once
  /// (n at most half the threshold) when it switches.
  func updateAutomaticAttachment() {
    guard case .automatic = requestedRowAttachment, rowAttachment != .all, !rowWindow.isUpdating else { return }
    let resolved = resolvedAttachment(forRowCount: rows.count)
    if resolved != rowAttachment { switchAttachment(to: resolved) }
  }

  /// Switches the attachment in use to `attachment` (``ScrollStackRowAttachment/all`` or
  /// windowed): to all, every row is displayed and measured at once; to a window, the displayed
  /// rows are listed, and the next window pass (the change's end) takes out those outside it.
  func switchAttachment(to attachment: ScrollStackRowAttachment) {
    let wasAll = rowAttachment == .all
    rowAttachment = attachment
    rowWindow.invalidate()
    if attachment == .all {
      rowWindow.displayed = []
      // A display's appearance callbacks may change the stack: each row is checked again (still
      // in the stack, mounted, not displayed), its state read once (each read is a call here:
      // the engine is not specialised for the row type).
      for row in rows {
        let state = row.rowState
        guard state.isContentMounted, !state.isDisplayed, index(ofRowWith: state) != nil else { continue }
        display(row)
      }
      // Every row is displayed now, so every row is measured, the content on screen kept still.
      // The rows are handed over whole (a copy of the array, shared until the stack changes):
      // `measureProvisionalRows` measures the provisional ones. Appending each to an array of
      // its own cost a run-time type lookup per row (the engine is not specialised for the row
      // type), and a `filter` closure an executor check per row.
      var hasProvisionalRow = false
      for row in rows where row.rowState.hasProvisionalLength {
        hasProvisionalRow = true
        break
      }
      if hasProvisionalRow { measureProvisionalRows(rows, visibleStart: visibleInterval.start) }
      return
    }
    if wasAll {
      for row in rows {
        let state = row.rowState
        if state.isDisplayed { rowWindow.displayed.append(WindowedRow(state: state, row: row)) }
      }
    }
  }
}
