#!/usr/bin/env bash
# Type-checks the UIKit layer (Sources/ScrollStack/UIKit) and the iOS example (Demo/iOS) on Linux.
#
# UIKit does not exist here, so Sources/UIKitDouble declares the part of its Swift interface we
# use (signatures from ../shared/reference/uikit-signatures.md, bodies fatalError()). Compiled
# into a module named UIKit and passed with -I, it makes `#if canImport(UIKit)` true, so the
# UIKit layer is compiled for real: Swift 6 mode, warnings as errors. Nothing is linked or run.
#
# Each module is checked with -emit-module, not -typecheck: -typecheck stops before the SIL
# passes, which is where Swift 6's region-based data-race errors ("sending 'x' risks causing
# data races") are reported; -emit-module runs them.
#
# The interface module itself is compiled in the Swift 5 language mode (with complete concurrency
# checking, warnings as errors but for the expected one below): there a stored `public static var`
# is allowed and behaves, for the Swift 6 modules importing it, like the mutable C globals the SDK
# imports as `static var` (`UIAccessibilityTraits.button`): reading one is an error unless the
# file does `@preconcurrency import UIKit`, as it is against the real SDK.
#
# Then it proves the check bites, with copies of the sources that must fail, each for its reason:
#   - a deliberate type error in a UIKit-layer file (the UIKit layer is compiled at all);
#   - a keyboard `userInfo` key (`UIResponder.keyboardFrameEndUserInfoKey`, main-actor isolated in
#     the SDK) read from a nonisolated function (the stub carries the SDK's isolation);
#   - `UIAccessibilityTraits.button` read without `@preconcurrency import UIKit` (the stub's mutable
#     globals behave like the SDK's).
# If a copy passes, or fails for another reason, this script fails.
#
# Not checked here: availability. The stub carries the SDK's `@available(iOS 14.0, *)` annotations,
# but a Linux target ignores iOS availability, and this toolchain has no iOS standard library to
# compile for an iOS target; scripts/check-apple-sdks.sh checks availability against the real SDK.
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

echo "-- UIKit interface module ($(ls Sources/UIKitDouble/*.swift | wc -l) files, Swift 5 language mode)"
# The one warning expected: the stored `static var`s standing in for the SDK's mutable C globals.
stub_flags=(-parse-as-library -swift-version 5 -strict-concurrency=complete -warnings-as-errors
  -Wwarning MutableGlobalVariable)
stub_output=$(swiftc -emit-module -module-name UIKit "${stub_flags[@]}" -emit-module-path "$work/UIKit.swiftmodule" \
  Sources/UIKitDouble/*.swift 2>&1) || {
  echo "$stub_output" >&2
  exit 1
}
if unexpected=$(grep -E '^[^ ].*(error|warning): ' <<<"$stub_output" | grep -v '\[#MutableGlobalVariable\]'); then
  echo "$unexpected" >&2
  exit 1
fi

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

# Inserts the line $2 before the `#endif` that must end the file $1.
inject_before_endif() {
  local target=$1 line=$2
  if [ "$(tail -n 1 "$target")" != "#endif" ]; then
    echo "expected $target to end with #endif" >&2
    exit 1
  fi
  sed '$d' "$target" >"$target.tmp"
  printf '%s\n#endif\n' "$line" >>"$target.tmp"
  mv "$target.tmp" "$target"
}

inject_type_error() {
  inject_before_endif "$1/UIKit/ScrollStack.swift" \
    '  func deliberateTypeError() -> Int { "not an int" }  // injected by check-uikit.sh'
}

inject_isolation_error() {
  inject_before_endif "$1/UIKit/KeyboardNotificationObserver.swift" \
    '  nonisolated func deliberateIsolationError() -> String { UIResponder.keyboardFrameEndUserInfoKey }'
}

drop_preconcurrency_import() {
  local target="$1/UIKit/RowAccessibilityTraits.swift"
  if ! grep -q '^  @preconcurrency import UIKit$' "$target"; then
    echo "expected $target to do '@preconcurrency import UIKit'" >&2
    exit 1
  fi
  sed 's/^  @preconcurrency import UIKit$/  import UIKit/' "$target" >"$target.tmp"
  mv "$target.tmp" "$target"
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
