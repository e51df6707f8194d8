#!/usr/bin/env bash
# Counts the instructions duobar-lint executes (callgrind's Ir) on fixed generated inputs,
# with --jobs 1, so the cost of a change can be compared exactly. See Benchmarks/README.md.
#
#   Benchmarks/callgrind.sh                 build, generate the inputs, print the counts
#   Benchmarks/callgrind.sh --annotate 25   also list the 25 functions with the most Ir
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
GEN="$HERE/generate-corpus.py"

WORK=/tmp/duobar-callgrind
SIZE_MB=2
WORST_MB=0.5
SEED=1
BUILD=1
BIN=""
ANNOTATE=0

usage() {
    cat <<'EOF'
usage: Benchmarks/callgrind.sh [options]

Runs `valgrind --tool=callgrind duobar-lint --jobs 1` on three fixed inputs and prints the
instruction count (Ir) of each: process start (--version), an ordinary generated tree
(about 3 % of files with toolbars) and an all-toolbars tree (nothing skipped).
Counts are exact for a given binary and input: compare them before and after a change.

options:
  --work DIR        scratch folder (default /tmp/duobar-callgrind)
  --size-mb N       size of the ordinary input (default 2)
  --worst-mb N      size of the all-toolbars input (default 0.5)
  --seed N          generator seed (default 1)
  --binary PATH     measure this binary; implies --no-build
  --no-build        do not run scripts/build-release.sh first
  --annotate N      list the N functions with the most self Ir for each input
  -h, --help        this help
EOF
}

die() { echo "callgrind.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --work) WORK=$2; shift 2 ;;
        --size-mb) SIZE_MB=$2; shift 2 ;;
        --worst-mb) WORST_MB=$2; shift 2 ;;
        --seed) SEED=$2; shift 2 ;;
        --binary) BIN=$2; BUILD=0; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        --annotate) ANNOTATE=$2; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument $1" ;;
    esac
done

command -v valgrind >/dev/null || die "valgrind is not installed (apt-get install -y valgrind)"
mkdir -p "$WORK/out"
WORK=$(cd "$WORK" && pwd)
case "$WORK/" in "$ROOT"/*) die "--work must be outside the repository" ;; esac

if [ "$BUILD" = 1 ]; then
    "$ROOT/scripts/build-release.sh" >"$WORK/build.log" 2>&1 || { tail -n 20 "$WORK/build.log" >&2; die "swift build failed"; }
fi
[ -n "$BIN" ] || BIN="$ROOT/.build/release/duobar-lint"
[ -x "$BIN" ] || die "no binary at $BIN"

# The inputs are regenerated every time (a second or two): the generator is deterministic.
python3 "$GEN" --quiet --size-mb "$SIZE_MB" --seed "$SEED" --out "$WORK/ordinary"
python3 "$GEN" --quiet --size-mb "$WORST_MB" --seed "$SEED" --all-toolbars --out "$WORK/worst"
sha() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["sha256"][:16])' "$1/.duobar-bench-corpus.json"; }

# Swift seeds its hash tables from a random number per process; fixing the seed makes
# Set and Dictionary do the same work on every run, so the count is repeatable.
export SWIFT_DETERMINISTIC_HASHING=1
# Address-space randomisation moves the stack and the heap, which changes a few hundred
# instructions (alignment, environment copying) from run to run; turn it off where we can.
NORAND=()
if setarch -R true 2>/dev/null; then NORAND=(setarch -R); fi

# run NAME ARGS...: callgrind one run, print its Ir.
run() {
    local name=$1; shift
    local out="$WORK/out/$name.callgrind"
    rm -f "$out"
    "${NORAND[@]}" valgrind --tool=callgrind --callgrind-out-file="$out" "$BIN" "$@" >/dev/null 2>"$WORK/out/$name.log" || true
    [ -s "$out" ] || { cat "$WORK/out/$name.log" >&2; die "callgrind wrote nothing for $name"; }
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

START=$(run start --version)
ORD=$(run ordinary --jobs 1 "$WORK/ordinary")
WST=$(run worst --jobs 1 "$WORK/worst")

read -r ORD_FILES ORD_BYTES < <(python3 "$HERE/benchlib.py" stats "$WORK/ordinary")
read -r WST_FILES WST_BYTES < <(python3 "$HERE/benchlib.py" stats "$WORK/worst")

per_byte() { python3 -c "print(f'{($1-$START)/$2:.1f}')"; }
echo "binary: $BIN"
echo "inputs: seed $SEED; ordinary $ORD_FILES files, $ORD_BYTES bytes (sha256 $(sha "$WORK/ordinary")…);"
echo "        all-toolbars $WST_FILES files, $WST_BYTES bytes (sha256 $(sha "$WORK/worst")…)"
printf '%-34s %15s %14s\n' "run (--jobs 1)" "Ir" "Ir/byte*"
printf '%-34s %15s %14s\n' "start-up (--version)" "$START" "-"
printf '%-34s %15s %14s\n' "ordinary tree" "$ORD" "$(per_byte "$ORD" "$ORD_BYTES")"
printf '%-34s %15s %14s\n' "all-toolbars tree" "$WST" "$(per_byte "$WST" "$WST_BYTES")"
printf '%-34s %15s\n' "total" "$((START + ORD + WST))"
echo "* (Ir - start-up Ir) / bytes of Swift read"
echo "callgrind files: $WORK/out/*.callgrind (open with callgrind_annotate or kcachegrind)"

if [ "$ANNOTATE" -gt 0 ]; then
    demangle() { if command -v swift >/dev/null; then swift demangle --simplified 2>/dev/null || cat; else cat; fi; }
    for name in ordinary worst; do
        echo
        echo "== $name: top $ANNOTATE functions by self Ir (summed over the files they were inlined into)"
        callgrind_annotate --auto=no --inclusive=no --threshold=100 "$WORK/out/$name.callgrind" 2>/dev/null \
            | python3 "$HERE/benchlib.py" top "$ANNOTATE" | demangle | cut -c1-180
        echo "== $name: top $ANNOTATE functions by inclusive Ir"
        callgrind_annotate --auto=no --inclusive=yes --threshold=100 "$WORK/out/$name.callgrind" 2>/dev/null \
            | python3 "$HERE/benchlib.py" top "$ANNOTATE" --max | demangle | cut -c1-180
    done
fi
