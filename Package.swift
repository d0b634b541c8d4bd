// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ScrollStack",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    .library(name: "ScrollStack", targets: ["ScrollStack"]),
    .executable(name: "Demo", targets: ["Demo"]),
  ],
  targets: [
    .target(name: "ScrollStack", path: "Sources/ScrollStack"),
    // The terminal Demo: its logic (screen, renderers, tour) lives in DemoKit so tests can drive
    // it; the executable only parses arguments and runs the loop. Demo/iOS is not a target.
    .target(name: "DemoKit", dependencies: ["ScrollStack"], path: "Demo/Terminal/DemoKit"),
    .executableTarget(name: "Demo", dependencies: ["DemoKit"], path: "Demo/Terminal/Main"),
    // `swift run -c release Benchmarks`: ours against a naive reference (see Benchmarks/README.md);
    // built in CI, never run there. MallocProbe reads malloc's statistics for the memory figure.
    .target(name: "MallocProbe", path: "Benchmarks/MallocProbe"),
    .executableTarget(name: "Benchmarks", dependencies: ["ScrollStack", "MallocProbe"], path: "Benchmarks/Runner"),
    .testTarget(name: "ScrollStackTests", dependencies: ["ScrollStack"], path: "Tests/ScrollStackTests"),
    .testTarget(name: "DemoKitTests", dependencies: ["DemoKit"], path: "Tests/DemoKitTests"),
  ],
  swiftLanguageModes: [.v6]
)
