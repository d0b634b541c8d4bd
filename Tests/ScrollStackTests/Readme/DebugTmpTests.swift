import ScrollStackTestSupport
import Testing

@Suite @MainActor struct DebugTmpTests {
  @Test func debugScroll() {
    let messages = (0..<100).map { _ -> UIView in
      let view = UIView()
      view.heightAnchor.constraint(equalToConstant: 88).isActive = true
      return view
    }
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    stack.addRows(views: messages)
    stack.layoutIfNeeded()
    print("A", stack.contentSize, stack.contentOffset, stack.bounds, stack.adjustedContentInset, stack.displayedRows.count, stack.visibleRows.count)
    stack.scrollToRow(index: 50, at: .initial)
    print("B", stack.contentSize, stack.contentOffset, stack.bounds, stack.displayedRows.first?.index as Any, stack.visibleRows.first?.index as Any)
    stack.layoutIfNeeded()
    print("C", stack.contentSize, stack.contentOffset, stack.bounds, stack.displayedRows.first?.index as Any, stack.visibleRows.first?.index as Any)
    #expect(Bool(true))
  }
}
