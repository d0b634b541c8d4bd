import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// A hidden row clips its content, which keeps its measured size: the content's own required
/// constraints never meet a zero length (UIKit logs "Unable to simultaneously satisfy
/// constraints" and breaks one), and nothing inside it squashes while the row collapses.
@Suite @MainActor struct HiddenRowContentTests {
  /// A view whose one subview is pinned to its edges and is 80 points tall (required).
  private func contentWithRequiredHeight() -> (content: UIView, inner: UIView) {
    let content = UIView()
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: content.topAnchor),
      inner.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      inner.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      inner.heightAnchor.constraint(equalToConstant: 80),
    ])
    return (content, inner)
  }

  @Test func hidingARowLeavesItsContentsConstraintsSatisfied() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let (content, inner) = contentWithRequiredHeight()
    let row = fixture.stack.addRow(view: content)
    fixture.layout()
    #expect(row?.frame.height == 80)
    #if !canImport(UIKit)
      AutoLayoutDiagnostics.reset()
      AutoLayoutDiagnostics.handler = { _ in }
    #endif

    fixture.stack.setRowHidden(index: 1, isHidden: true)
    fixture.layout()

    #expect(row?.frame.height == 0)
    #expect(content.frame.height == 80)
    #expect(inner.frame.height == 80)
    #if !canImport(UIKit)
      #expect(AutoLayoutDiagnostics.messages.isEmpty)
      AutoLayoutDiagnostics.reset()
    #endif
  }

  @Test func aRowCollapsingInsideAnAnimationKeepsItsContentWhole() {
    let fixture = StackFixture()
    let (content, inner) = contentWithRequiredHeight()
    fixture.stack.addRow(view: content)
    fixture.addFixedRows(1)
    fixture.layout()

    fixture.stack.setRowHidden(index: 0, isHidden: true, animated: true)
    fixture.layout()

    // The row is collapsing (its frame animates to 0 length); the content never does.
    #expect(fixture.stack.rows[0].frame.height == 0)
    #expect(content.frame.height == 80)
    #expect(inner.frame.height == 80)
    fixture.finishAnimations()
    #expect(content.frame.height == 80)

    fixture.stack.setRowHidden(index: 0, isHidden: false, animated: true)
    fixture.finishAnimations()
    #expect(fixture.stack.rows[0].frame.height == 80)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
  }
}
