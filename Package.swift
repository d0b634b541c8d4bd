// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ScrollStack",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    .library(name: "ScrollStack", targets: ["ScrollStack"])
  ],
  targets: [
    .target(name: "ScrollStack", path: "Sources/ScrollStack"),
    .testTarget(name: "ScrollStackTests", dependencies: ["ScrollStack"], path: "Tests/ScrollStackTests"),
  ],
  swiftLanguageModes: [.v6]
)
