import Foundation
import Testing

@testable import ScrollStackCore

/// `ScrollRequest`: the outcome of one request against a geometry, and the margin check. No host.
@Suite @MainActor struct ScrollRequestOutcomeTests {
  /// 100 × 200 viewport at the top of 100 × 1000 content.
  let geometry = ScrollViewGeometry(
    viewportSize: CGSize(width: 100, height: 200), contentSize: CGSize(width: 100, height: 1000))

  func outcome(_ rect: CGRect?, margin: CGFloat = 0) -> ScrollRequest.Outcome {
    let target = ScrollRequestTarget(ownerIdentity: nil) { rect }
    return ScrollRequest(target: .target(target), animated: false, margin: margin)
      .outcome(in: geometry, firstResponder: { nil })
  }

  @Test func targetBelowTheViewportScrollsJustEnoughWithItsMargin() {
    #expect(outcome(CGRect(x: 0, y: 500, width: 10, height: 20), margin: 8) == .scroll(to: CGPoint(x: 0, y: 328)))
  }

  @Test func visibleTargetChangesNothing() {
    #expect(outcome(CGRect(x: 0, y: 50, width: 10, height: 20)) == .none)
  }

  @Test func targetPartlyOutsideTheContentScrollsAsFarAsAllowed() {
    #expect(outcome(CGRect(x: 0, y: 990, width: 10, height: 40)) == .scroll(to: CGPoint(x: 0, y: 800)))
  }

  @Test func targetOutsideTheContentIsRejectedAndReported() {
    guard case .rejected(let diagnostic) = outcome(CGRect(x: 0, y: 2000, width: 10, height: 10)) else {
      Issue.record("expected a rejection")
      return
    }
    #expect(diagnostic.kind == .targetOutsideContent)
  }

  @Test func goneTargetIsRejectedAndReported() {
    guard case .rejected(let diagnostic) = outcome(nil) else {
      Issue.record("expected a rejection")
      return
    }
    #expect(diagnostic.kind == .targetOutsideContent)
  }

  @Test func unusableRectanglesAreRejectedAsInvalidSizes() {
    for rect in [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
      CGRect(x: 0, y: 1e12, width: 10, height: 10),
    ] {
      guard case .rejected(let diagnostic) = outcome(rect) else {
        Issue.record("expected a rejection for \(rect)")
        continue
      }
      #expect(diagnostic.kind == .invalidSize)
    }
  }

  @Test func firstResponderIsAskedForOnlyByAFirstResponderRequest() {
    var asked = 0
    let field = ScrollRequestTarget.contentRect(CGRect(x: 0, y: 400, width: 10, height: 10))
    let firstResponder: () -> ScrollRequestTarget? = {
      asked += 1
      return field
    }
    let plain = ScrollRequest(target: .target(.contentRect(.zero)), animated: true, margin: 0)
    #expect(plain.outcome(in: geometry, firstResponder: firstResponder) == .none)
    #expect(asked == 0)
    let focused = ScrollRequest(target: .firstResponder, animated: true, margin: 0)
    #expect(focused.outcome(in: geometry, firstResponder: firstResponder) == .scroll(to: CGPoint(x: 0, y: 210)))
    #expect(asked == 1)
  }

  @Test func noFirstResponderChangesNothingAndReportsNothing() {
    let request = ScrollRequest(target: .firstResponder, animated: true, margin: 0)
    #expect(request.outcome(in: geometry, firstResponder: { nil }) == .none)
  }

  @Test func unusableMarginsBecomeZeroWithADiagnostic() {
    for margin in [-4, CGFloat.nan, -.infinity, .infinity] {
      let checked = ScrollRequest.checkedMargin(margin, operation: "test")
      #expect(checked.margin == 0)
      #expect(checked.diagnostic?.kind == .invalidSize)
      #expect(checked.diagnostic?.operation == "test")
    }
    let usable = ScrollRequest.checkedMargin(8, operation: "test")
    #expect(usable.margin == 8)
    #expect(usable.diagnostic == nil)
  }
}
