// The test-support module re-exports the library (and through it the core and UIKit, or the UIKit
// double where there is no UIKit), so `import ScrollStackTestSupport` is all a screen test needs.
@_exported import ScrollStack
