// swift-tools-version:6.0
import PackageDescription

/// Where the UIKit layer compiles against the UIKit double instead of UIKit.
let platformsWithoutUIKit: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "ScrollStack",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    // The library: the UIKit stack, which re-exports the core and UIKit (on Linux and macOS, the
    // UIKit double the same code runs on there, in apps' screen tests).
    .library(name: "ScrollStack", targets: ["ScrollStack"]),
    // Helpers for users' screen tests: the screen driver, invariant checker, recording delegate,
    // reference model. No Testing or XCTest dependency: usable from either.
    .library(name: "ScrollStackTestSupport", targets: ["ScrollStackTestSupport"]),
    .executable(name: "ScrollStackDemo", targets: ["ScrollStackDemo"]),
  ],
  targets: [
    // Rules without a platform: the engine, visibility, keyboard and scroll-content logic.
    // Foundation and CoreGraphics only; the compiler keeps UIKit out.
    .target(name: "ScrollStackCore", path: "Sources/ScrollStack/Core"),
    // A double of the part of UIKit the library uses, with UIKit's names and signatures, for every
    // platform without UIKit: there the UIKit layer compiles against it, and every test runs it.
    .target(
      name: "ScrollStackUIKitDouble", path: "Sources/UIKitDouble", exclude: ["README.md"],
      swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency")]),
    .target(
      name: "ScrollStack",
      dependencies: [
        "ScrollStackCore",
        .target(name: "ScrollStackUIKitDouble", condition: .when(platforms: platformsWithoutUIKit)),
      ],
      path: "Sources/ScrollStack/UIKit"),
    .target(
      name: "ScrollStackTestSupport",
      dependencies: [
        "ScrollStack", .target(name: "ScrollStackUIKitDouble", condition: .when(platforms: platformsWithoutUIKit)),
      ], path: "Sources/ScrollStack/TestSupport"),
    // The terminal Demo: its logic (screen, renderers, tour) lives in ScrollStackDemoKit so tests
    // can drive it; the executable only parses arguments and runs the loop. Demo/iOS is not a target.
    // Every target's name starts with ScrollStack, so none clashes with a target of a package that
    // depends on this one (SwiftPM refuses two targets of the same name in one graph).
    // It runs on the UIKit stack on the UIKit double, whose clock, keyboard and device it drives.
    .target(
      name: "ScrollStackDemoKit",
      dependencies: [
        "ScrollStack", "ScrollStackTestSupport",
        .target(name: "ScrollStackUIKitDouble", condition: .when(platforms: platformsWithoutUIKit)),
      ], path: "Demo/Terminal/DemoKit"),
    .executableTarget(name: "ScrollStackDemo", dependencies: ["ScrollStackDemoKit"], path: "Demo/Terminal/Main"),
    // `swift run -c release ScrollStackBenchmarks`: ours against a naive reference (see
    // Benchmarks/README.md); built in CI, never run there. ScrollStackMallocProbe reads malloc's
    // statistics for the memory figure.
    .target(name: "ScrollStackMallocProbe", path: "Benchmarks/MallocProbe"),
    .executableTarget(
      name: "ScrollStackBenchmarks", dependencies: ["ScrollStack", "ScrollStackMallocProbe"],
      path: "Benchmarks/Runner"),
    // Core rules with no host, folder by folder as Sources/ScrollStack/Core.
    .testTarget(name: "ScrollStackCoreTests", dependencies: ["ScrollStackCore"], path: "Tests/ScrollStackCoreTests"),
    // The UIKit double against UIKit's documented behaviour.
    .testTarget(
      name: "ScrollStackUIKitDoubleTests", dependencies: ["ScrollStackUIKitDouble"], path: "Tests/UIKitDoubleTests"),
    // End to end on the UIKit stack (on the UIKit double here), by feature.
    .testTarget(
      name: "ScrollStackTests", dependencies: ["ScrollStack", "ScrollStackTestSupport", "ScrollStackCore"],
      path: "Tests/ScrollStackTests"),
    .testTarget(
      name: "ScrollStackDemoKitTests", dependencies: ["ScrollStackDemoKit", "ScrollStack"], path: "Tests/DemoKitTests"),
  ],
  swiftLanguageModes: [.v6]
)
