#!/usr/bin/env bash
# Type-checks the UIKit layer (Sources/ScrollStack/UIKit) and the iOS example (Demo/iOS) on Linux.
#
# UIKit does not exist here, so Tests/UIKitInterface declares the part of its Swift interface we
# use (signatures from ../shared/reference/uikit-signatures.md, bodies fatalError()). Compiled
# into a module named UIKit and passed with -I, it makes `#if canImport(UIKit)` true, so the
# UIKit layer is compiled for real: Swift 6 mode, warnings as errors. Nothing is linked or run.
#
# Each module is checked with -emit-module, not -typecheck: -typecheck stops before the SIL
# passes, which is where Swift 6's region-based data-race errors ("sending 'x' risks causing
# data races") are reported; -emit-module runs them.
#
# Then it proves the check bites: a copy of the sources with a deliberate type error in a
# UIKit-layer file must fail to type-check, for that error. If the copy passes, the UIKit code is
# not being compiled and this script fails.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -s)" != "Linux" ]; then
  echo "check-uikit.sh runs on Linux only (on macOS, build an iOS target with Xcode instead)." >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-parse-as-library -swift-version 6 -warnings-as-errors)
mapfile -t library_sources < <(find Sources/ScrollStack -name '*.swift' | sort)
mapfile -t demo_sources < <(find Demo/iOS -name '*.swift' | sort)
mapfile -t vocabulary_sources < <(find Tests/UIKitVocabulary -name '*.swift' | sort)

echo "-- UIKit interface module ($(ls Tests/UIKitInterface/*.swift | wc -l) files)"
swiftc -emit-module -module-name UIKit "${flags[@]}" -emit-module-path "$work/UIKit.swiftmodule" \
  Tests/UIKitInterface/*.swift

echo "-- Sources/ScrollStack against it (${#library_sources[@]} files)"
mkdir "$work/library"
swiftc -emit-module -wmo -module-name ScrollStack "${flags[@]}" -I "$work" \
  -emit-module-path "$work/library/ScrollStack.swiftmodule" "${library_sources[@]}"

echo "-- Demo/iOS against the library (${#demo_sources[@]} files)"
swiftc -emit-module -wmo -module-name ScrollStackExample "${flags[@]}" -I "$work" -I "$work/library" \
  -emit-module-path "$work/ScrollStackExample.swiftmodule" "${demo_sources[@]}"

echo "-- the seed vocabulary, named from a user's file (Tests/UIKitVocabulary)"
swiftc -emit-module -wmo -module-name SeedVocabulary "${flags[@]}" -I "$work" -I "$work/library" \
  -emit-module-path "$work/SeedVocabulary.swiftmodule" "${vocabulary_sources[@]}"

echo "-- the check bites: a deliberate type error in a UIKit-layer file must fail"
cp -R Sources/ScrollStack "$work/broken"
target="$work/broken/UIKit/ScrollStack.swift"
if [ "$(tail -n 1 "$target")" != "#endif" ]; then
  echo "expected Sources/ScrollStack/UIKit/ScrollStack.swift to end with #endif" >&2
  exit 1
fi
sed '$d' "$target" >"$target.tmp"
printf '  func deliberateTypeError() -> Int { "not an int" }  // injected by check-uikit.sh\n#endif\n' >>"$target.tmp"
mv "$target.tmp" "$target"
mapfile -t broken_sources < <(find "$work/broken" -name '*.swift' | sort)
mkdir "$work/broken-module"
if output=$(swiftc -emit-module -wmo -module-name ScrollStack "${flags[@]}" -I "$work" \
  -emit-module-path "$work/broken-module/ScrollStack.swiftmodule" "${broken_sources[@]}" 2>&1); then
  echo "FAIL: the copy with a deliberate type error type-checked: the UIKit layer is not being compiled." >&2
  exit 1
fi
if ! grep -q "broken/UIKit/ScrollStack.swift:.*error: cannot convert return expression of type 'String'" <<<"$output"; then
  echo "FAIL: the broken copy failed, but not for the injected error:" >&2
  echo "$output" >&2
  exit 1
fi
echo "ok, the broken copy was rejected:"
grep "error:" <<<"$output" | head -n 1 | sed "s|$work/||"
echo "UIKit type-check passed."
