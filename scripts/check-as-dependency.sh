#!/usr/bin/env bash
# Uses this package as a dependency, as a user's package does: writes a throwaway package in a
# temporary directory with a path dependency on this clone and its own targets named `Demo`,
# `DemoKit`, `Benchmarks`, `MallocProbe` and `DemoKitTests` (the names this package's executables
# and helper targets once had: SwiftPM refuses a graph in which two packages declare a target of
# the same name, "multiple packages declare targets with a conflicting name"), then builds the
# consumer's executable, which imports ScrollStack (on Linux, the UIKit layer on the UIKit double)
# and makes a stack.
#
# Only that target and what it needs (ScrollStackCore, ScrollStackUIKitDouble, ScrollStack) are
# built, in the
# consumer's own scratch directory; the package graph, with every target of both packages, is
# loaded and checked whatever is built. No network: the dependency is a local path, and this
# package has no dependencies of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# A path dependency's identity is its directory's name.
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')

consumer=$(mktemp -d)
trap 'rm -rf "$consumer"' EXIT
mkdir -p "$consumer/Sources/Demo" "$consumer/Sources/DemoKit" "$consumer/Sources/Benchmarks" \
  "$consumer/Sources/MallocProbe/include" "$consumer/Tests/DemoKitTests"
cat >"$consumer/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [.package(path: "$root")],
  targets: [
    .target(name: "DemoKit", dependencies: [.product(name: "ScrollStack", package: "$identity")]),
    .executableTarget(name: "Demo", dependencies: ["DemoKit"]),
    .target(name: "MallocProbe"),
    .executableTarget(name: "Benchmarks", dependencies: ["MallocProbe"]),
    .testTarget(name: "DemoKitTests", dependencies: ["DemoKit"]),
  ]
)
EOF
cat >"$consumer/Sources/DemoKit/ConsumerScreen.swift" <<'EOF'
import ScrollStack

/// A user's screen: a stack with one row.
@MainActor public func makeConsumerStack() -> ScrollStack {
  let stack = ScrollStack(frame: .zero)
  stack.addRow(view: UIView())
  return stack
}
EOF
cat >"$consumer/Sources/Demo/main.swift" <<'EOF'
import DemoKit

MainActor.assumeIsolated { print("rows: \(makeConsumerStack().rows.count)") }
EOF
echo 'int consumer_probe(void);' >"$consumer/Sources/MallocProbe/include/MallocProbe.h"
echo 'int consumer_probe(void) { return 0; }' >"$consumer/Sources/MallocProbe/MallocProbe.c"
echo 'print("benchmarks")' >"$consumer/Sources/Benchmarks/main.swift"
printf 'import DemoKit\nimport Testing\n\n@Test func consumerBuilds() {}\n' \
  >"$consumer/Tests/DemoKitTests/ConsumerTests.swift"

cd "$consumer"
status=0
output=$(swift build --product Demo 2>&1) || status=$?
if [ "$status" -ne 0 ]; then
  echo "$output" | grep -E 'error: ' | head -n 10 >&2 || echo "$output" | tail -n 10 >&2
  echo "A package with targets named Demo, DemoKit, Benchmarks, MallocProbe and DemoKitTests could not" \
    "use ScrollStack as a dependency (swift build exited $status)." >&2
  exit 1
fi
run=$("$(swift build --product Demo --show-bin-path)/Demo")
if [ "$run" != "rows: 1" ]; then
  echo "The consumer's executable printed '$run', not 'rows: 1'." >&2
  exit 1
fi
echo "As a dependency: a package with targets named Demo, DemoKit, Benchmarks, MallocProbe and DemoKitTests" \
  "builds against ScrollStack and runs ($run)."
