#!/usr/bin/env bash
# Splits a callgrind profile of the benchmarks into the UIKit double's part and the rest.
#
# Usage: scripts/callgrind-double-share.sh <callgrind.out> [events] [prefix of the double's symbols]
#
# The double's part is the inclusive cost of every call from code outside the double (the
# library's ScrollStackCore and ScrollStack modules, the benchmark runner) into the double
# (ScrollStackUIKitDouble), less the inclusive cost of every call from the double back into that
# code (UIKit calling the library's overrides: `layoutSubviews`, `didMoveToWindow`, a delegate).
# What is left is the library's own work and the runtime work it causes: on a device, UIKit
# takes the double's place and the rest runs as it is. Divide by `events` (default 1) to get a
# figure per event. Approximate in two ways, both of which count toward the library: the runtime
# calls the double's `deinit`s from a release the library makes, and a recursive call's
# inclusive cost is as callgrind reports it.
#
# The double is recognised by its functions' mangled names, which start with `$s` and its module
# (`22ScrollStackUIKitDouble`). The third argument replaces that prefix (an extended regular
# expression matched after `$s`), to split a profile of an older build the same way: the
# headless host's mini-UIKit was `19ScrollStackHeadless0B0O(4View|...)C`.
set -euo pipefail
profile=${1:?"usage: $0 <callgrind.out> [events] [prefix of the double's symbols]"}
events=${2:-1}
double_prefix=${3:-22ScrollStackUIKitDouble}
callgrind_annotate --tree=calling --inclusive=yes --threshold=100 "$profile" | awk -v events="$events" \
  -v double_pattern="^[?][?][?]:[$]s${double_prefix}" '
  function module(name) {
    if (name ~ double_pattern) return "double"
    if (name ~ /^[?][?][?]:[$]s(15ScrollStackCore|11ScrollStack|21ScrollStackBenchmarks|19ScrollStackHeadless)/)
      return "library"
    return "runtime"
  }
  /PROGRAM TOTALS/ { total = $1; gsub(",", "", total); next }
  /^ *[0-9,]+ \([ 0-9.]+%\) +[*>] / {
    cost = $1; gsub(",", "", cost)
    rest = $0; sub(/^ *[0-9,]+ \([ 0-9.]+%\) +/, "", rest)
    marker = substr(rest, 1, 1); name = rest; sub(/^[*>] +/, "", name)
    if (marker == "*") { caller = module(name); next }
    callee = module(name)
    if (caller != "double" && callee == "double") into += cost
    if (caller == "double" && callee == "library") back += cost
  }
  END {
    if (total == 0) { print "no profile data" > "/dev/stderr"; exit 1 }
    double = into - back
    printf "total %.0f, UIKit double %.0f (%.1f %%), library and runtime %.0f (per event: %.0f, %.0f, %.0f)\n",
      total, double, 100 * double / total, total - double, total / events, double / events, (total - double) / events
  }'
