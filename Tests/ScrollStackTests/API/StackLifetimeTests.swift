import Foundation
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// The stack owns its engine and platform, the engine holds the platform strongly and the platform refers
/// to the stack without owning it: a stack the user lets go is freed, with its engine and platform,
/// whatever it went through.
@Suite @MainActor struct StackLifetimeTests {
  @Test func aStackThatWasFilledScrolledAndChangedIsFreedWithItsEngineAndHost() {
    weak var freedStack: ScrollStack?
    weak var freedEngine: ScrollStackEngine<ScrollStackRow>?
    weak var freedHost: UIKitScrollStackPlatform?
    weak var freedRow: ScrollStackRow?
    do {
      let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let views = (0..<50).map { _ in SizedView(intrinsicSize: CGSize(width: 320, height: 44)) }
      stack.addRows(views: views)
      stack.contentOffset = CGPoint(x: 0, y: 600)
      stack.removeRow(index: 3)
      stack.setRows(views: Array(views.prefix(20)))
      freedStack = stack
      freedEngine = stack.engine
      freedHost = stack.platform
      freedRow = stack.rows.first
      #expect(freedEngine != nil && freedHost != nil && freedRow != nil)
    }

    #expect(freedStack == nil)
    #expect(freedEngine == nil)
    #expect(freedHost == nil)
    #expect(freedRow == nil)
  }
}
