#!/usr/bin/env bash
# Type-checks ScrollStack against the real Apple SDKs with this machine's Linux swiftc.
#
#   iOS   (iPhoneOS 17.0 SDK, arm64-apple-ios13.0): the library's modules (ScrollStackCore, the
#         UIKit layer as ScrollStack, ScrollStackTestSupport), Demo/iOS,
#         Demo/AloeStackViewExample (AloeStackView's example app, ported with the import and the
#         class names changed; it uses UIKit types the UIKit double does not have, so only here),
#         Tests/UIKitVocabulary (the seed, ScrollStackController and AloeStackView vocabularies and
#         the README's UIKit example) and a name probe.
#   macOS (macOS 14.0 SDK, arm64-apple-macos10.15): the library's modules (the UIKit layer on
#         the UIKit double, ScrollStackUIKitDouble, there), the terminal Demo (ScrollStackDemoKit and the ScrollStackDemo
#         executable), the ScrollStackBenchmarks executable (and its C target,
#         ScrollStackMallocProbe, with clang) and a name probe: every target a Mac user's
#         `swift build` builds.
#
# The name probe is a user's file, generated from the library's own interfaces, that imports
# Foundation, Combine, UIKit (iOS) and ScrollStack (or ScrollStackTestSupport, which re-exports
# ScrollStack and the UIKit double, on macOS) and names every public top-level type of those modules and of
# ScrollStackCore unqualified: a name that collides with one of those frameworks is an
# "ambiguous for type lookup" error. SwiftUI's interface in these SDKs does not load with this
# compiler (it was built by Swift 5.9), so names are compared with SwiftUI's as text instead.
#
# Every module is compiled in Swift 6 mode with -emit-module (which runs the region-isolation
# checks that -typecheck skips). The library's modules are compiled with library evolution and
# emit their textual interface, verified by compiling it back (-enable-library-evolution
# -emit-module-interface-path -verify-emitted-module-interface), as a binary framework
# (XCFramework) of them is built. The module ScrollStack declares a class ScrollStack, which
# shadows the module's name in its interface ("'ScrollStackRow' is not a member type of class
# 'ScrollStack.ScrollStack'"): the interfaces name modules by alias
# (-alias-module-names-in-module-interface), as a framework's build must.
#
# Prints one summary line per platform and fails on any error or warning. The only diagnostics
# not counted are those the compiler prints for an empty file with the same flags (this toolchain
# warns that the macOS SDK's sysroot is named 'macOS').
#
# Where no SDK is on the machine (../shared/tools/ios-sdk/prepare.sh exits 3) it prints
# "SKIPPED: no Apple SDK on this machine" and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."

prepare=../shared/tools/ios-sdk/prepare.sh
if [ ! -x "$prepare" ] && [ ! -f "$prepare" ]; then
  echo "SKIPPED: no Apple SDK on this machine ($prepare not found)"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-swift-version 6 -parse-as-library)
# The library's modules share the package's name, so that `package` declarations cross them as
# they do under SwiftPM.
package_flags=(-package-name scrollstack)
failed=0

# Loads SDK, RESOURCE_DIR and SWIFTC_SDK_FLAGS for $1; returns 3 when no SDK copy is available.
load_sdk() {
  local assignments status=0
  assignments=$(bash "$prepare" "$1") || status=$?
  if [ "$status" -ne 0 ]; then return "$status"; fi
  eval "$assignments"
  read -r -a sdk_flags <<<"$SWIFTC_SDK_FLAGS"
}

# Compiles a module; appends its diagnostics (less the baseline) to $work/<platform>.log.
# Usage: compile PLATFORM TARGET NAME OUTDIR [extra flags and sources...]
compile() {
  local platform=$1 target=$2 name=$3 outdir=$4
  shift 4
  mkdir -p "$outdir"
  local status=0
  swiftc -emit-module -wmo -target "$target" "${sdk_flags[@]}" "${flags[@]}" -module-name "$name" \
    -emit-module-path "$outdir/$name.swiftmodule" "$@" >"$work/out.txt" 2>&1 || status=$?
  grep -E '^[^ ].*(error|warning): ' "$work/out.txt" | grep -vxF -f "$work/$platform.baseline" \
    | sed "s|^$PWD/||; s|^$work/||" | sort -u >>"$work/$platform.log" || true
  # A compiler that fails without saying why (a crash, a missing input) still fails the check.
  if [ "$status" -ne 0 ] && ! grep -qE '^[^ ].*error: ' "$work/out.txt"; then
    echo "$name: error: swiftc exited $status without a diagnostic: $(tail -n 1 "$work/out.txt")" \
      >>"$work/$platform.log"
  fi
}

# The warnings the compiler prints for an empty file with these flags: the environment's, not ours.
baseline() {
  local platform=$1 target=$2
  echo 'let emptyProbe = 0' >"$work/empty.swift"
  swiftc -typecheck -target "$target" "${sdk_flags[@]}" "${flags[@]}" "$work/empty.swift" 2>&1 \
    | grep -E '^[^ ].*(error|warning): ' | sort -u >"$work/$platform.baseline" || true
  # grep -vxF -f with an empty pattern file would drop nothing, as intended, but needs the file.
  touch "$work/$platform.baseline"
}

# Writes a user's file that imports $3… and $2 and names every public top-level type found in the
# interface $1 unqualified (an empty extension of each: extensions need no generic arguments, and
# an ambiguous name fails to resolve).
write_name_probe() {
  local interface=$1 library=$2 output=$3
  shift 3
  {
    for module in "$@"; do echo "import $module"; done
    echo "import $library"
    echo
    # A type is named by extending it; an alias of a function type (which cannot be extended) by
    # an alias of it. Either way an ambiguous name is an error.
    local functions
    functions=$(function_type_aliases "$interface")
    top_level_names "$interface" | while read -r name; do
      if grep -qx "$name" <<<"$functions"; then
        echo "typealias NameProbe_$name = $name"
      else
        echo "extension $name {}"
      fi
    done
  } >"$output"
}

# The public top-level aliases of function types in the interface $1 (`UIActionHandler`), one a line.
function_type_aliases() {
  grep -E '^[^ /}].*\btypealias [A-Za-z_][A-Za-z0-9_]* = .*->' "$1" \
    | sed -E 's/.*\btypealias ([A-Za-z_][A-Za-z0-9_]*).*/\1/' | sort -u || true
}

# The library's top-level declarations behind an `@_spi` attribute: the synthesized interface
# lists them without it, and a user's file cannot see them (nor collide with them).
spi_names() {
  grep -rh -A2 '^@_spi' Sources/ScrollStack | grep -E '\b(class|struct|enum|protocol) ' \
    | sed -E 's/.*\b(class|struct|enum|protocol) ([A-Za-z_][A-Za-z0-9_]*).*/\2/' | sort -u
}

# The public top-level names in the interface $1, one a line (SPI declarations left out).
top_level_names() {
  grep -E '^[^ /}].*\b(class|struct|enum|protocol|typealias|actor) [A-Za-z_]' "$1" \
    | grep -vE '^(extension|import) ' \
    | sed -E 's/.*\b(class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*).*/\2/' | sort -u \
    | comm -23 - <(spi_names)
}

# Compares our public top-level names with SwiftUI's (read from the SDK's text interface).
check_swiftui_names() {
  local platform=$1 ours=$2 swiftui_interface
  swiftui_interface=$(find -L "$SDK/System/Library/Frameworks/SwiftUI.framework/Modules" -name '*.swiftinterface' \
    | sort | head -n 1)
  [ -n "$swiftui_interface" ] || return 0
  grep -E '^(@[^ ]+ )*(public|open) ((final|indirect) )?(class|struct|enum|protocol|typealias|actor) ' \
    "$swiftui_interface" \
    | sed -E 's/.*\b(class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*).*/\2/' \
    | sort -u >"$work/swiftui-names.txt"
  top_level_names "$ours" | comm -12 - "$work/swiftui-names.txt" \
    | sed "s/.*/error: ScrollStack's public type & has the name of a SwiftUI type (ambiguous in a file importing both)/" \
    >>"$work/$platform.log" || true
}

# Prints the diagnostics of $1 (if any) and its one-line summary: "$2: N errors, N warnings ($3)".
summarize() {
  local platform=$1 label=$2 what=$3 errors warnings
  errors=$(grep -c 'error: ' "$work/$platform.log" || true)
  warnings=$(grep -c 'warning: ' "$work/$platform.log" || true)
  if [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then
    cat "$work/$platform.log"
    failed=1
  fi
  echo "$label: $errors errors, $warnings warnings ($what)"
}

# Probes the public names of ScrollStackCore, of the modules in probe_between (none by default) and of
# the module $4 (which re-exports them all), all in $3, next to the frameworks $5…; sets probe_count
# to the number of names probed.
probe_between=()
probe_public_names() {
  local platform=$1 target=$2 module_dir=$3 library=$4 module
  shift 4
  : >"$work/$platform-interface.swift"
  for module in ScrollStackCore "${probe_between[@]}" "$library"; do
    swift-synthesize-interface -module-name "$module" -I "$module_dir" -target "$target" "${sdk_flags[@]}" \
      -o "$work/$platform-$module.swift" 2>/dev/null
    cat "$work/$platform-$module.swift" >>"$work/$platform-interface.swift"
  done
  write_name_probe "$work/$platform-interface.swift" "$library" "$work/$platform-NameProbe.swift" "$@"
  compile "$platform" "$target" NameProbe "$work/$platform-probe" -I "$module_dir" "$work/$platform-NameProbe.swift"
  check_swiftui_names "$platform" "$work/$platform-interface.swift"
  probe_count=$(grep -c '^extension' "$work/$platform-NameProbe.swift")
}

# Compiles the library module $4 of platform $1 for target $2 into $3 with library evolution, its
# textual interface written and verified (compiled back into a module), as for a binary framework.
# Usage: compile_library PLATFORM TARGET OUTDIR NAME [extra flags and sources...]
compile_library() {
  local platform=$1 target=$2 module_dir=$3 name=$4
  shift 4
  compile "$platform" "$target" "$name" "$module_dir" "${package_flags[@]}" -enable-library-evolution \
    -emit-module-interface-path "$module_dir/$name.swiftinterface" -verify-emitted-module-interface \
    -Xfrontend -alias-module-names-in-module-interface "$@"
}

# Starts platform $1's log and baseline and compiles the library's modules for target $2 into $3
# (ScrollStackCore, then ScrollStack against it — on macOS against the UIKit double too — then
# ScrollStackTestSupport against ScrollStack), with library evolution; fails (returns 1) when one did not
# compile, so the modules that import them are skipped.
check_library() {
  local platform=$1 target=$2 module_dir=$3
  : >"$work/$platform.log"
  baseline "$platform" "$target"
  compile_library "$platform" "$target" "$module_dir" ScrollStackCore "${core_sources[@]}"
  probe_count=0
  [ -f "$module_dir/ScrollStackCore.swiftmodule" ] || return 1
  if [ "$platform" = macOS ]; then
    # No UIKit on macOS: the UIKit layer compiles against the UIKit double, which SwiftPM builds in
    # the Swift 5 language mode with complete concurrency checking.
    local library_flags=("${flags[@]}")
    flags=(-parse-as-library -swift-version 5 -strict-concurrency=complete)
    compile_library "$platform" "$target" "$module_dir" ScrollStackUIKitDouble "${double_sources[@]}"
    flags=("${library_flags[@]}")
  fi
  compile_library "$platform" "$target" "$module_dir" ScrollStack -I "$module_dir" "${uikit_sources[@]}"
  [ -f "$module_dir/ScrollStack.swiftmodule" ] || return 1
  compile_library "$platform" "$target" "$module_dir" ScrollStackTestSupport -I "$module_dir" \
    "${test_support_sources[@]}"
  [ -f "$module_dir/ScrollStack.swiftmodule" ] && [ -f "$module_dir/ScrollStackTestSupport.swiftmodule" ]
}

# Compiles the ScrollStackBenchmarks executable (its C target with clang, then the Swift runner
# against it).
check_benchmarks() {
  local platform=$1 target=$2 module_dir=$3
  mkdir -p "$work/malloc-probe"
  cp Benchmarks/MallocProbe/include/*.h "$work/malloc-probe/"
  printf 'module ScrollStackMallocProbe {\n  umbrella "."\n  export *\n}\n' >"$work/malloc-probe/module.modulemap"
  clang -fsyntax-only -target "$target" -isysroot "$SDK" -I Benchmarks/MallocProbe/include \
    Benchmarks/MallocProbe/*.c >"$work/out.txt" 2>&1 || true
  grep -E '^[^ ].*(error|warning): ' "$work/out.txt" | grep -v "using sysroot for" \
    | sed "s|^$PWD/||" | sort -u >>"$work/$platform.log" || true
  compile "$platform" "$target" ScrollStackBenchmarks "$work/$platform-benchmarks" -I "$module_dir" \
    -I "$work/malloc-probe" "${benchmark_sources[@]}"
}

mapfile -t library_sources < <(find Sources/ScrollStack -name '*.swift' | sort)
mapfile -t core_sources < <(find Sources/ScrollStack/Core -name '*.swift' | sort)
mapfile -t uikit_sources < <(find Sources/ScrollStack/UIKit -name '*.swift' | sort)
mapfile -t double_sources < <(find Sources/UIKitDouble -name '*.swift' | sort)
mapfile -t test_support_sources < <(find Sources/ScrollStack/TestSupport -name '*.swift' | sort)
mapfile -t ios_demo_sources < <(find Demo/iOS -name '*.swift' | sort)
mapfile -t aloe_example_sources < <(find Demo/AloeStackViewExample -name '*.swift' | sort)
mapfile -t vocabulary_sources < <(find Tests/UIKitVocabulary -name '*.swift' | sort)
mapfile -t demokit_sources < <(find Demo/Terminal/DemoKit -name '*.swift' | sort)
mapfile -t benchmark_sources < <(find Benchmarks/Runner -name '*.swift' | sort)

# --- iOS
status=0
load_sdk iPhoneOS17.0.sdk || status=$?
if [ "$status" -eq 3 ]; then
  echo "SKIPPED: no Apple SDK on this machine"
  exit 0
elif [ "$status" -ne 0 ]; then
  echo "prepare.sh failed (exit $status) for iPhoneOS17.0.sdk" >&2
  exit "$status"
fi
ios=arm64-apple-ios13.0
if check_library iOS "$ios" "$work/ios"; then
  compile iOS "$ios" ScrollStackExample "$work/ios-example" -I "$work/ios" "${ios_demo_sources[@]}"
  compile iOS "$ios" AloeStackViewExample "$work/ios-aloe-example" -I "$work/ios" "${aloe_example_sources[@]}"
  compile iOS "$ios" SeedVocabulary "$work/ios-vocabulary" -I "$work/ios" "${vocabulary_sources[@]}"
  probe_public_names iOS "$ios" "$work/ios" ScrollStack Foundation Combine UIKit
  # The engine is not API: a user's file that reaches for it must be refused.
  printf 'import ScrollStack\n@MainActor func reach(_ stack: ScrollStack) { _ = stack.engine }\n' \
    >"$work/EngineProbe.swift"
  if swiftc -typecheck -target "$ios" "${sdk_flags[@]}" "${flags[@]}" -I "$work/ios" "$work/EngineProbe.swift" \
    >"$work/engine-probe.txt" 2>&1; then
    echo "error: a user's file could read ScrollStack.engine (it must stay behind @_spi(Engine))" >>"$work/iOS.log"
  elif ! grep -q "'engine' is inaccessible due to '@_spi' protection level" "$work/engine-probe.txt"; then
    echo "error: the engine probe failed for another reason: $(grep -m1 'error: ' "$work/engine-probe.txt")" \
      >>"$work/iOS.log"
  fi
fi
summarize iOS "iOS 17.0 SDK, $ios" "library ${#library_sources[@]} files with library evolution, Demo/iOS, \
Demo/AloeStackViewExample, Tests/UIKitVocabulary, \
$probe_count public names probed with Foundation+Combine+UIKit and SwiftUI, engine hidden"

# --- macOS (from the same copy of the SDKs as iOS: a failure to prepare it fails the check)
mac=arm64-apple-macos10.15
status=0
load_sdk macOS14.0.sdk || status=$?
if [ "$status" -ne 0 ]; then
  echo "macOS 14.0 SDK, $mac: prepare.sh failed (exit $status): not checked" >&2
  exit 1
fi
if check_library macOS "$mac" "$work/mac"; then
  # The Demo drives the double's clock and keyboard through their `package` entry points.
  compile macOS "$mac" ScrollStackDemoKit "$work/mac" -I "$work/mac" "${package_flags[@]}" "${demokit_sources[@]}"
  # The executable's main.swift is top-level code: compiled without -parse-as-library.
  flags=(-swift-version 6)
  compile macOS "$mac" ScrollStackDemo "$work/mac-demo" -I "$work/mac" Demo/Terminal/Main/main.swift
  flags=(-swift-version 6 -parse-as-library)
  check_benchmarks macOS "$mac" "$work/mac"
  # ScrollStackTestSupport re-exports ScrollStack and the double: one probe names their types too.
  probe_between=(ScrollStack ScrollStackUIKitDouble)
  probe_public_names macOS "$mac" "$work/mac" ScrollStackTestSupport Foundation Combine
fi
summarize macOS "macOS 14.0 SDK, $mac" "library ${#library_sources[@]} files with library evolution, ScrollStackDemoKit, \
ScrollStackDemo, ScrollStackBenchmarks, $probe_count public names probed with Foundation+Combine and SwiftUI"

# --- the name probe bites: a module whose public names collide with Combine's must be rejected.
mkdir -p "$work/bite"
printf 'public protocol Scheduler {}\npublic struct ImmediateScheduler {}\n' >"$work/bite/Colliding.swift"
swiftc -emit-module -wmo -target "$mac" "${sdk_flags[@]}" "${flags[@]}" -module-name ScrollStack \
  -emit-module-path "$work/bite/ScrollStack.swiftmodule" "$work/bite/Colliding.swift" >/dev/null 2>&1
swift-synthesize-interface -module-name ScrollStack -I "$work/bite" -target "$mac" "${sdk_flags[@]}" \
  -o "$work/bite/interface.swift" 2>/dev/null
write_name_probe "$work/bite/interface.swift" ScrollStack "$work/bite/Probe.swift" Foundation Combine
if swiftc -typecheck -target "$mac" "${sdk_flags[@]}" "${flags[@]}" -I "$work/bite" "$work/bite/Probe.swift" \
  >"$work/bite/out.txt" 2>&1; then
  echo "FAIL: the name probe accepted a module whose names collide with Combine's" >&2
  failed=1
elif ! grep -q "ambiguous for type lookup" "$work/bite/out.txt"; then
  echo "FAIL: the name probe rejected the colliding module, but not for ambiguity:" >&2
  grep 'error: ' "$work/bite/out.txt" | head -n 3 >&2
  failed=1
else
  echo "ok, the name probe bites: 'Scheduler' and 'ImmediateScheduler' were ambiguous next to Combine's"
fi

if [ "$failed" -ne 0 ]; then
  echo "Apple SDK check failed." >&2
  exit 1
fi
echo "Apple SDK check passed."
