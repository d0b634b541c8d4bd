#!/usr/bin/env bash
# Builds the library targets with library evolution (`-enable-library-evolution`), as a binary
# framework (XCFramework) of them is built: ScrollStackCore, the UIKit double
# (ScrollStackUIKitDouble), the UIKit layer on it (ScrollStack) and ScrollStackTestSupport.
# (scripts/check-apple-sdks.sh compiles the library with library evolution against the real
# iPhoneOS SDK, where the UIKit layer uses UIKit.)
#
# Uses its own scratch path (.build-evolution), so the ordinary build in .build is untouched:
# library evolution is for a binary framework only; `swift build` and the benchmarks stay as they
# are.
#
# Fails on any error and on any warning but the one this Linux toolchain prints for its own
# Foundation and Dispatch, which are not built with library evolution ("module 'Foundation' was
# not compiled with library evolution support"; the Apple SDKs' modules are).
set -euo pipefail
cd "$(dirname "$0")/.."

output=$(mktemp)
trap 'rm -f "$output"' EXIT
status=0
for target in ScrollStackCore ScrollStackUIKitDouble ScrollStack ScrollStackTestSupport; do
  swift build -Xswiftc -enable-library-evolution --scratch-path .build-evolution --target "$target" \
    >>"$output" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then break; fi
done

diagnostics=$(grep -E '^[^ ].*(error|warning): ' "$output" \
  | grep -vE "warning: module '(Foundation|Dispatch)' was not compiled with library evolution support" \
  | sed "s|^$PWD/||" | sort -u || true)
if [ "$status" -ne 0 ] || [ -n "$diagnostics" ]; then
  if [ -n "$diagnostics" ]; then echo "$diagnostics"; else tail -n 20 "$output"; fi
  echo "Library evolution build failed (swift build exited $status)." >&2
  exit 1
fi
echo "Library evolution build passed: ScrollStackCore, ScrollStackUIKitDouble, ScrollStack, ScrollStackTestSupport," \
  "0 errors, 0 warnings."
