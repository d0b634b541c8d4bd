#!/usr/bin/env bash
# Type-checks, on Linux, the code that imports UIKit by that name: the UIKit layer
# (Sources/ScrollStack/UIKit), the iOS example (Demo/iOS) and Tests/UIKitVocabulary.
#
# `swift build` already compiles the UIKit layer here, against the UIKit double (the target
# ScrollStackUIKitDouble, Sources/UIKitDouble). This script compiles the double's sources under
# the module name UIKit instead and passes it with -I, so that `#if canImport(UIKit)` is true and
# the iOS branch of every file, the iOS example and a user's vocabulary file are compiled too:
# Swift 6 mode, warnings as errors. Nothing is linked or run.
#
# Each module is checked with -emit-module, not -typecheck: -typecheck stops before the SIL
# passes, which is where Swift 6's region-based data-race errors ("sending 'x' risks causing
# data races") are reported; -emit-module runs them.
#
# The double is compiled in the Swift 5 language mode with complete concurrency checking, as
# SwiftPM compiles it.
#
# Then it proves the check bites, with copies of the sources that must fail, each for its reason:
#   - a deliberate type error in a UIKit-layer file (the UIKit layer is compiled at all);
#   - a keyboard `userInfo` key (`UIResponder.keyboardFrameEndUserInfoKey`, main-actor isolated in
#     the SDK) read from a nonisolated function (the double carries the SDK's isolation).
# If a copy passes, or fails for another reason, this script fails.
#
# Not checked here: availability, and whatever the double cannot say as the SDK does (its
# README); scripts/check-apple-sdks.sh checks the same code against the real SDK.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -s)" != "Linux" ]; then
  echo "check-uikit.sh runs on Linux only (on macOS, build an iOS target with Xcode instead)." >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-parse-as-library -swift-version 6 -warnings-as-errors)
# The modules share the package's name, so that `package` declarations cross them as in SwiftPM.
module_flags=(-package-name scrollstack)
mapfile -t core_sources < <(find Sources/ScrollStack/Core -name '*.swift' | sort)
mapfile -t library_sources < <(find Sources/ScrollStack/UIKit -name '*.swift' | sort)
mapfile -t demo_sources < <(find Demo/iOS -name '*.swift' | sort)
mapfile -t vocabulary_sources < <(find Tests/UIKitVocabulary -name '*.swift' | sort)

mapfile -t double_sources < <(find Sources/UIKitDouble -name '*.swift' | sort)
echo "-- the UIKit double as module UIKit (${#double_sources[@]} files, Swift 5 language mode)"
swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 5 -strict-concurrency=complete \
  -warnings-as-errors "${module_flags[@]}" -emit-module-path "$work/UIKit.swiftmodule" "${double_sources[@]}"

echo "-- ScrollStackCore (${#core_sources[@]} files), then the UIKit layer against it (${#library_sources[@]} files)"
mkdir "$work/library"
swiftc -emit-module -wmo -module-name ScrollStackCore "${flags[@]}" "${module_flags[@]}" \
  -emit-module-path "$work/library/ScrollStackCore.swiftmodule" "${core_sources[@]}"
swiftc -emit-module -wmo -module-name ScrollStack "${flags[@]}" "${module_flags[@]}" -I "$work" -I "$work/library" \
  -emit-module-path "$work/library/ScrollStack.swiftmodule" "${library_sources[@]}"

echo "-- Demo/iOS against the library (${#demo_sources[@]} files)"
swiftc -emit-module -wmo -module-name ScrollStackExample "${flags[@]}" -I "$work" -I "$work/library" \
  -emit-module-path "$work/ScrollStackExample.swiftmodule" "${demo_sources[@]}"

echo "-- the seed vocabulary, named from a user's file (Tests/UIKitVocabulary)"
swiftc -emit-module -wmo -module-name SeedVocabulary "${flags[@]}" -I "$work" -I "$work/library" \
  -emit-module-path "$work/SeedVocabulary.swiftmodule" "${vocabulary_sources[@]}"

# Compiles a copy of the library, changed by $2 (a function given the copy's directory), and
# requires it to fail with an error matching $3 in the file $4 (relative to Sources/ScrollStack).
# $1 names the probe.
expect_rejected() {
  local name=$1 change=$2 diagnostic=$3 file=$4 copy="$work/$1" output
  cp -R Sources/ScrollStack "$copy"
  "$change" "$copy"
  mapfile -t copy_sources < <(find "$copy/UIKit" -name '*.swift' | sort)
  mkdir "$copy-module"
  if output=$(swiftc -emit-module -wmo -module-name ScrollStack "${flags[@]}" "${module_flags[@]}" -I "$work" \
    -I "$work/library" -emit-module-path "$copy-module/ScrollStack.swiftmodule" "${copy_sources[@]}" 2>&1); then
    echo "FAIL: the $name copy type-checked." >&2
    exit 1
  fi
  if ! grep -q "$name/$file:.*error: $diagnostic" <<<"$output"; then
    echo "FAIL: the $name copy failed, but not for the injected error:" >&2
    echo "$output" >&2
    exit 1
  fi
  echo "ok, the $name copy was rejected:"
  grep "error: $diagnostic" <<<"$output" | head -n 1 | sed "s|$work/||"
}

# Appends the line $2 to the file $1.
append_line() {
  printf '%s\n' "$2" >>"$1"
}

inject_type_error() {
  append_line "$1/UIKit/ScrollStack.swift" \
    'func deliberateTypeError() -> Int { "not an int" }  // injected by check-uikit.sh'
}

inject_isolation_error() {
  append_line "$1/UIKit/KeyboardNotificationObserver.swift" \
    'nonisolated func deliberateIsolationError() -> String { UIResponder.keyboardFrameEndUserInfoKey }'
}

echo "-- the check bites: copies with a deliberate mistake in a UIKit-layer file must fail"
expect_rejected type-error inject_type_error \
  "cannot convert return expression of type 'String'" UIKit/ScrollStack.swift
# A warning in Swift 6 against the SDK as against the stub (UIResponder is @preconcurrency);
# -warnings-as-errors makes it this error.
expect_rejected isolation-error inject_isolation_error \
  "main actor-isolated class property 'keyboardFrameEndUserInfoKey' can not be referenced from a nonisolated context" \
  UIKit/KeyboardNotificationObserver.swift
echo "UIKit type-check passed."
