import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEvent + Delivery

extension ScrollStackEvent {
  /// Hands the event to `observer`, as a call from `stack`. Row additions and removals are not
  /// delegate calls (the engine reports them through `onChangeRow`): they are ignored here.
  @MainActor
  package func deliver<Observer: ScrollStackObserver>(to observer: Observer, from stack: Observer.Stack)
  where Observer.Row == Row {
    switch self {
    case .didScroll(let offset):
      observer.scrollStackDidScroll(stack, offset: offset)
    case .rowDidBecomeVisible(let row, let index, let state):
      observer.scrollStackRowDidBecomeVisible(stack, row: row, index: index, state: state)
    case .rowDidBecomeHidden(let row, let index, let state):
      observer.scrollStackRowDidBecomeHidden(stack, row: row, index: index, state: state)
    case .didUpdateLayout:
      observer.scrollStackDidUpdateLayout(stack)
    case .contentSizeDidChange(let from, let to):
      observer.scrollStackContentSizeDidChange(stack, from: from, to: to)
    case .didEndScrollingAnimation:
      observer.scrollStackDidEndScrollingAnimation(stack)
    case .rowDidChange:
      break
    }
  }
}
