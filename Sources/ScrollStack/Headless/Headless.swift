import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless

/// The portable host: views, view controllers and a scroll stack that run anywhere Foundation
/// runs, Linux included, with no simulator.
///
/// Its API mirrors the UIKit layer's names and shapes, so a test reads like app code:
///
/// ```swift
/// let stackController = Headless.ScrollStackController()
/// stackController.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
/// let stack = stackController.scrollStack
/// stack.addRows(controllers: [WelcomeController(), NotesController()])
/// stack.contentOffset = CGPoint(x: 0, y: 400)
/// #expect(stack.visibleRows.count == 2)
/// ```
public enum Headless {}
