// `import ScrollStack` brings the core with it: the row API, geometry, diagnostics, the keyboard
// core and the protocols every stack shares.
@_exported import ScrollStackCore

// And UIKit: on iOS the real one; on Linux and macOS the UIKit double the library runs on there,
// so that a screen's code and its tests read the same on every platform.
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import ScrollStackUIKitDouble
#endif
