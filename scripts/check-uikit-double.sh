#!/usr/bin/env bash
# Checks that the UIKit double (Sources/UIKitDouble, SwiftPM target ScrollStackUIKitDouble)
# declares nothing public that the real iPhoneOS 17.0 SDK's UIKit does not have with the same
# signature, isolation and availability, with this machine's Linux swiftc.
#
# The double is compiled (Swift 5 language mode, complete concurrency checking, as SwiftPM builds
# it) under the module name UIKit, so that one probe file, `import UIKit`, compiles against both.
# Its symbol graph (-emit-symbol-graph) lists every public and open declaration it makes: types,
# nested types, initializers, methods, properties, static members, enum cases, operators,
# protocol requirements, global functions and constants. scripts/uikit-double-probe.py writes
# from it, one function or class a line, probes of each (see Sources/UIKitDouble/README.md):
#
#   Types.swift  `let _: Never.Type = UIView.insertSubview(_:at:)`, `... = v.frame`,
#                `... = UIView.init(frame:)`, `... = UIView.self`: the error prints the complete
#                type (parameters, optionality, throws, `@MainActor`, `@Sendable`) or says the
#                declaration does not exist;
#   Uses.swift   from a nonisolated function, the member read (isolation), called with only the
#                arguments that have no default (defaults, isolation, `@discardableResult`), its
#                setter used, the type written out (`let _: (UIView) -> @MainActor (...) -> R =
#                ...`, which picks the overload where the SDK has several), an optional property
#                used as non-optional (implicitly unwrapped or not), a subclass of each open
#                class, each superclass and protocol conformance;
#   Overrides.swift  a subclass overriding each open member and each designated or required
#                initializer (open or public, settable or not, nonisolated, designated or
#                convenience, the required initializers a subclass must provide).
#
# Each file is compiled twice in Swift 6 mode with -emit-module (-typecheck skips checks that
# -emit-module runs): against the SDK (-target arm64-apple-ios13.0) and against the double. The
# diagnostics (module names left out) must be the same on each line; a declaration the SDK lacks
# is "has no member"/"cannot find" on the SDK's side only, a different type prints differently.
# A canary line first and last in each file must give its error on both sides (a compile that
# stops early reports nothing and would compare equal). Declarations the generator cannot probe
# (generic methods, subscripts, variadic parameters, associated types) are failures too.
#
# Not checked: enum raw values (the compiler cannot print them), `weak`/`unowned(unsafe)`/
# `@NSCopying` storage, `@objc`ness.
#
# Differences not counted, where Linux cannot say what the SDK says (Sources/UIKitDouble/README.md):
#   - an `@objc optional` requirement, which the double declares as a plain requirement with a
#     default implementation: its type must be exactly the double's made optional;
#   - iOS availability and deprecation the double declares as the SDK does (a Linux target
#     ignores them): the SDK's "only available in iOS N" / "deprecated in iOS N" for a
#     declaration whose @available says N;
#   - where the SDK overloads a name the double declares once (`UITableView.register`), the
#     ambiguous unapplied reference; the written-out type still has to match one overload;
#   - the entries of scripts/uikit-double-allowlist.txt, each with its reason; an entry that no
#     longer matches a difference fails the check, so the list stays exact.
#
# Then it proves it bites: copies of the double with `insertSubview(_:at:)` taking a UInt, with
# `setNeedsLayout()` nonisolated, and with a public member UIKit does not have, must each fail for
# that declaration.
#
# Prints "UIKit double vs iPhoneOS 17.0 SDK: N declarations probed, 0 differences", or each
# difference (declaration, SDK diagnostic, double diagnostic) and exits 1. About 2 minutes on two
# busy cores with a warm module cache (the double and its three copies are each compiled once). Where no SDK is on the machine (../shared/tools/ios-sdk/prepare.sh exits 3) it
# prints "SKIPPED: no Apple SDK on this machine" and exits 0.
#
# `scripts/check-uikit-double.sh DIR` checks the double in DIR instead (e.g. a branch's, from
# `git archive BRANCH Sources/UIKitDouble | tar -x -C /tmp/x`), without the bite checks.
set -euo pipefail
cd "$(dirname "$0")/.."

prepare=../shared/tools/ios-sdk/prepare.sh
if [ ! -f "$prepare" ]; then
  echo "SKIPPED: no Apple SDK on this machine ($prepare not found)"
  exit 0
fi
status=0
assignments=$(bash "$prepare" iPhoneOS17.0.sdk) || status=$?
if [ "$status" -eq 3 ]; then
  echo "SKIPPED: no Apple SDK on this machine"
  exit 0
elif [ "$status" -ne 0 ]; then
  echo "prepare.sh failed (exit $status) for iPhoneOS17.0.sdk" >&2
  exit "$status"
fi
eval "$assignments"
read -r -a sdk_flags <<<"$SWIFTC_SDK_FLAGS"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
probe=scripts/uikit-double-probe.py
allow_list=scripts/uikit-double-allowlist.txt
double_flags=(-parse-as-library -swift-version 5 -strict-concurrency=complete -package-name scrollstack)
probe_flags=(-parse-as-library -swift-version 6 -module-name UIKitDoubleProbe)

# Compares the double in $1 (a directory of Swift files) with the SDK, in the scratch directory
# $2; prints the result, returns 1 on any difference.
check_double() {
  local double_dir=$1 scratch=$2 file
  mkdir -p "$scratch/double" "$scratch/symbols" "$scratch/probes"
  local sources
  mapfile -t sources < <(find "$double_dir" -name '*.swift' | sort)
  if ! swiftc -emit-module -module-name UIKit "${double_flags[@]}" -emit-module-path "$scratch/double/UIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$scratch/symbols" "${sources[@]}" >"$scratch/double.txt" 2>&1; then
    grep -E 'error: ' "$scratch/double.txt" >&2 || cat "$scratch/double.txt" >&2
    echo "the UIKit double in $double_dir did not compile" >&2
    return 1
  fi
  # (Called as `check_double ... || failed=1`, this function runs without errexit: check each step.)
  python3 "$probe" generate "$scratch/symbols" "$double_dir" "$scratch/probes" || return 1
  : >"$scratch/sdk-diagnostics.txt"
  : >"$scratch/double-diagnostics.txt"
  for file in Types Uses Overrides; do
    # Both fail (the type probes are errors by design); the diagnostics are the result.
    (cd "$scratch/probes" && swiftc -emit-module -target arm64-apple-ios13.0 "${sdk_flags[@]}" "${probe_flags[@]}" \
      -emit-module-path "$scratch/sdk-$file.swiftmodule" "$file.swift") >>"$scratch/sdk-diagnostics.txt" 2>&1 || true
    (cd "$scratch/probes" && swiftc -emit-module -I "$scratch/double" "${probe_flags[@]}" \
      -emit-module-path "$scratch/double-$file.swiftmodule" "$file.swift") >>"$scratch/double-diagnostics.txt" 2>&1 || true
  done
  local count differences status=0
  count=$(cat "$scratch/probes/count.txt")
  python3 "$probe" compare "$scratch/probes" "$scratch/sdk-diagnostics.txt" "$scratch/double-diagnostics.txt" \
    "$allow_list" >"$scratch/differences.txt" 2>&1 || status=$?
  cat "$scratch/differences.txt"
  differences=$(grep -cE '^(DIFFERENCE|STALE|NOT PROBED|CANARY|BAD)' "$scratch/differences.txt" || true)
  if [ "$status" -ne 0 ] && [ "$differences" -eq 0 ]; then
    echo "the comparison failed (exit $status)"
    differences=1
  fi
  echo "UIKit double vs iPhoneOS 17.0 SDK: $count declarations probed, $differences differences"
  [ "$differences" -eq 0 ]
}

# A copy of the double changed by $2 (a function given the copy's directory) must fail, with a
# difference naming the declaration $3. $1 names the copy.
expect_rejected() {
  local name=$1 change=$2 declaration=$3 copy="$work/$1"
  mkdir -p "$copy"
  cp -R Sources/UIKitDouble "$copy/UIKitDouble"
  "$change" "$copy/UIKitDouble"
  if check_double "$copy/UIKitDouble" "$copy/scratch" >"$copy/output.txt" 2>&1; then
    echo "FAIL: the $name copy passed." >&2
    return 1
  fi
  if ! grep -qF "DIFFERENCE $declaration" "$copy/output.txt"; then
    echo "FAIL: the $name copy failed, but not for $declaration:" >&2
    cat "$copy/output.txt" >&2
    return 1
  fi
  echo "ok, the $name copy was rejected:"
  grep -F -A2 "DIFFERENCE $declaration" "$copy/output.txt" | head -n 3
}

# insertSubview(_:at:) takes an Int in UIKit.
unsigned_index() {
  local target="$1/UIView.swift"
  local declaration='func insertSubview(_ view: UIView, at index: Int) { insertSubviewNow(view, at: index) }'
  grep -qF "$declaration" "$target" || {
    echo "expected $target to declare: $declaration" >&2
    exit 1
  }
  # The body converts, so that the copy compiles and only the signature differs.
  sed -i 's/func insertSubview(_ view: UIView, at index: Int) { insertSubviewNow(view, at: index) }/func insertSubview(_ view: UIView, at index: UInt) { insertSubviewNow(view, at: Int(index)) }/' \
    "$target"
}

# setNeedsLayout() is main-actor isolated in UIKit.
nonisolated_layout() {
  local target="$1/UIView.swift"
  grep -q '^  open func setNeedsLayout()' "$target" || {
    echo "expected $target to declare setNeedsLayout() as '  open func setNeedsLayout()'" >&2
    exit 1
  }
  sed -i 's/^  open func setNeedsLayout()/  nonisolated open func setNeedsLayout()/' "$target"
}

# UIKit has no UIView.deliberatelyMissing.
extra_member() {
  printf '%s\n' 'extension UIView {' '  /// Not UIKit API: injected by check-uikit-double.sh.' \
    '  public func deliberatelyMissing() {}' '}' >"$1/UIView+DeliberatelyMissing.swift"
}

failed=0
if [ $# -gt 0 ]; then
  # Another copy of the double (a branch's, say): checked alone, without the bite checks.
  check_double "$(cd "$1" && pwd)" "$work/given"
  exit
fi
check_double Sources/UIKitDouble "$work/current" || failed=1

echo "-- the check bites: copies of the double with a declaration UIKit does not have must fail"
expect_rejected unsigned-index unsigned_index 'UIView.insertSubview(_:at:) [type]' || failed=1
expect_rejected nonisolated-member nonisolated_layout 'UIView.setNeedsLayout() [type]' || failed=1
expect_rejected extra-member extra_member 'UIView.deliberatelyMissing() [type]' || failed=1

if [ "$failed" -ne 0 ]; then
  echo "UIKit double check failed." >&2
  exit 1
fi
echo "UIKit double check passed."
