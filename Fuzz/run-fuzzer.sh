#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/FuzzTarget.swift) with ASan and runs it.
#
#   Fuzz/run-fuzzer.sh [SECONDS] [extra libFuzzer flags...]
#
# SECONDS defaults to 60. Environment:
#   FUZZ_BUILD_DIR  build and work directory (default Fuzz/.build, git-ignored)
#   FUZZ_MAX_LEN    -max_len for generated inputs (default 4096)
#   FUZZ_BUILD_ONLY=1  build, write the seed corpus, and stop
# Crashes and invariant violations are written to $FUZZ_BUILD_DIR/artifacts/.
# Reproduce one with:  $FUZZ_BUILD_DIR/duobar-fuzz $FUZZ_BUILD_DIR/artifacts/crash-…
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
build="${FUZZ_BUILD_DIR:-$here/.build}"
seconds="${1:-60}"
if [ $# -gt 0 ]; then shift; fi
max_len="${FUZZ_MAX_LEN:-4096}"

swiftc="${SWIFTC:-swiftc}"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -wmo)

mkdir -p "$build/modules" "$build/corpus" "$build/seeds" "$build/artifacts"
cd "$root"

# Each package module is compiled as its own Swift module (so `import DuobarModel`
# and access control work as in the package), instrumented for coverage, then linked.
build_module() {
    local name="$1"; shift
    "$swiftc" "${flags[@]}" -I "$build/modules" -module-name "$name" \
        -emit-module -emit-module-path "$build/modules/$name.swiftmodule" \
        -c -o "$build/modules/$name.o" "$@"
}
echo "building into $build" >&2
build_module DuobarScanner Sources/DuobarScanner/*.swift
build_module DuobarModel Sources/DuobarModel/*.swift
build_module DuobarRules Rules/*.swift
"$swiftc" "${flags[@]}" -I "$build/modules" -module-name DuobarFuzz -c -o "$build/modules/FuzzTarget.o" Fuzz/FuzzTarget.swift
# lld links the ASan runtime without gold's warnings; fall back to the default linker.
link=()
if [ -x "$(dirname "$(command -v "$swiftc")")/ld.lld" ]; then link=(-use-ld=lld); fi
"$swiftc" -sanitize=fuzzer,address -g ${link[@]+"${link[@]}"} \
    "$build/modules/DuobarScanner.o" "$build/modules/DuobarModel.o" "$build/modules/DuobarRules.o" \
    "$build/modules/FuzzTarget.o" -o "$build/duobar-fuzz"

# Seed corpus: every rule's triggering and non-triggering example, and the sample apps.
rm -f "$build/seeds"/*
DUOBAR_FUZZ_WRITE_SEEDS="$build/seeds" "$build/duobar-fuzz"
find Samples -name '*.swift' | while read -r f; do
    cp "$f" "$build/seeds/sample-$(echo "$f" | tr '/' '_')"
done
echo "seed corpus: $(ls "$build/seeds" | wc -l) files" >&2

if [ "${FUZZ_BUILD_ONLY:-0}" = 1 ]; then exit 0; fi

# New interesting inputs go to the first directory (corpus); seeds are read only.
# Swift's own backtracer would race libFuzzer's crash handler; let libFuzzer and ASan report.
export SWIFT_BACKTRACE=enable=no
exec "$build/duobar-fuzz" \
    -max_total_time="$seconds" \
    -max_len="$max_len" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -dict="$here/swift.dict" \
    -artifact_prefix="$build/artifacts/" \
    -print_final_stats=1 \
    "$@" \
    "$build/corpus" "$build/seeds"
