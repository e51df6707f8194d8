#!/usr/bin/env bash
# Benchmarks duobar-lint against ripgrep on a tree of Swift files. See Benchmarks/README.md.
#
#   Benchmarks/bench.sh                      synthetic 70 MB corpus in /tmp/duobar-bench
#   Benchmarks/bench.sh /path/to/real/tree   the same measures on a real tree
#   Benchmarks/bench.sh --save-output before.txt     (then, after a change:)
#   Benchmarks/bench.sh --compare-output before.txt
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
LIB="$HERE/benchlib.py"
GEN="$HERE/generate-corpus.py"

WORK=/tmp/duobar-bench
SIZE_MB=70
WORST_MB=10
SCANNER_MB=8
SEED=1
RUNS=5
WARMUP=1
ONEFILE_RUNS=20
PAIRS=21
BUILD=1
BIN=""
BUILT=""
SAVE=""
COMPARE=""
TREE=""
SECTIONS="identity tree worst scanner onefile rss scaling"

usage() {
    cat <<'EOF'
usage: Benchmarks/bench.sh [options] [TREE]

Without TREE, a synthetic corpus is generated (generate-corpus.py) and benchmarked.
With TREE (a folder of Swift files), that tree is benchmarked instead; the worst case
is still the generated all-toolbars corpus.

options:
  --work DIR             scratch folder, outside the repository (default /tmp/duobar-bench)
  --size-mb N            size of the synthetic corpus (default 70)
  --worst-mb N           size of the all-toolbars worst-case corpus (default 10)
  --scanner-mb N         size of the one big concatenated file (default 8)
  --seed N               generator seed (default 1)
  --runs N               hyperfine runs per command (default 5)
  --warmup N             hyperfine warm-up runs per command (default 1)
  --onefile-runs N       hyperfine runs for the one-file timings (default 20)
  --pairs N              also time the tree with duobar-lint and rg alternating, N pairs
                         (default 21; 0 to skip)
  --binary PATH          benchmark this binary; implies --no-build
  --no-build             do not build first (scripts/build-release.sh, for both products)
  --only LIST            comma-separated sections to run:
                         identity,tree,worst,scanner,onefile,rss,scaling
  --skip LIST            sections to leave out
  --save-output FILE     save the --jobs 1 output on the tree (text, stderr, exit status)
  --compare-output FILE  compare the --jobs 1 output on the tree with FILE; exit 3 if it differs
  -h, --help             this help
EOF
}

die() { echo "bench.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --work) WORK=$2; shift 2 ;;
        --size-mb) SIZE_MB=$2; shift 2 ;;
        --worst-mb) WORST_MB=$2; shift 2 ;;
        --scanner-mb) SCANNER_MB=$2; shift 2 ;;
        --seed) SEED=$2; shift 2 ;;
        --runs) RUNS=$2; shift 2 ;;
        --warmup) WARMUP=$2; shift 2 ;;
        --onefile-runs) ONEFILE_RUNS=$2; shift 2 ;;
        --pairs) PAIRS=$2; shift 2 ;;
        --binary) BIN=$2; BUILD=0; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        --only) SECTIONS=${2//,/ }; shift 2 ;;
        --skip) for s in ${2//,/ }; do SECTIONS=$(echo " $SECTIONS " | sed "s/ $s / /"); done; shift 2 ;;
        --save-output) SAVE=$2; shift 2 ;;
        --compare-output) COMPARE=$2; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        -*) usage >&2; die "unknown option $1" ;;
        *) [ -z "$TREE" ] || die "only one TREE"; TREE=$1; shift ;;
    esac
done

want() { case " $SECTIONS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
abspath() { (cd "$(dirname "$1")" && echo "$(pwd)/$(basename "$1")"); }
# Quote for hyperfine -N, which splits the command like a shell.
q() { printf "'%s'" "${1//\'/\'\\\'\'}"; }

for tool in hyperfine rg python3; do
    command -v "$tool" >/dev/null || die "$tool is not installed"
done
mkdir -p "$WORK/results" "$WORK/output"
WORK=$(cd "$WORK" && pwd)
case "$WORK/" in
    "$ROOT"/*) die "--work must be outside the repository ($ROOT)" ;;
esac
if [ -n "$SAVE" ]; then
    [ -d "$(dirname "$SAVE")" ] || die "no folder for --save-output: $(dirname "$SAVE")"
    SAVE=$(abspath "$SAVE")
fi
if [ -n "$COMPARE" ]; then
    [ -f "$COMPARE" ] || die "no such file: $COMPARE"
    COMPARE=$(abspath "$COMPARE")
fi
RES="$WORK/results"

# ------------------------------------------------------------------------------------------
# Build

if [ "$BUILD" = 1 ]; then
    echo "== scripts/build-release.sh (duobar-lint and duobar-bench)"
    { "$ROOT/scripts/build-release.sh" && "$ROOT/scripts/build-release.sh" --product duobar-bench; } >"$RES/build.log" 2>&1 || { tail -n 20 "$RES/build.log" >&2; die "swift build failed"; }
    tail -n 1 "$RES/build.log" | sed 's/^/   /'
    BUILT="built from the work tree of $ROOT"
fi
if [ -n "$BIN" ]; then
    BUILT="given with --binary"
else
    BIN="$ROOT/.build/release/duobar-lint"
    [ -n "$BUILT" ] || BUILT="the existing release build, not rebuilt"
fi
[ -x "$BIN" ] || die "no binary at $BIN (build it, or pass --binary)"
BIN=$(abspath "$BIN")
# The in-process timer is a development executable built beside the tool (not shipped in it).
BENCH="$(dirname "$BIN")/duobar-bench"
[ -x "$BENCH" ] || BENCH="$ROOT/.build/release/duobar-bench"

# ------------------------------------------------------------------------------------------
# Corpora

# generate DIR SIZE [--all-toolbars]: the generator keeps DIR when it wrote it with the same arguments.
generate() {
    python3 "$GEN" --reuse --size-mb "$2" --seed "$SEED" --out "$1" ${3:-} | sed 's/^/   /'
}

echo "== corpora"
if [ -z "$TREE" ]; then
    TREE="$WORK/corpus"
    generate "$TREE" "$SIZE_MB"
    LABEL="synthetic ${SIZE_MB} MB (seed $SEED)"
else
    [ -d "$TREE" ] || die "not a folder: $TREE"
    TREE=$(cd "$TREE" && pwd)
    LABEL="$TREE"
fi
read -r FILES BYTES < <(python3 "$LIB" stats "$TREE")
[ "$FILES" -gt 0 ] || die "no .swift files in $TREE"
MB=$(python3 -c "print(f'{$BYTES/1e6:.1f}')")
echo "   tree: $LABEL: $FILES files, $MB MB of Swift"

WORST="$WORK/worst"
if want worst; then generate "$WORST" "$WORST_MB" --all-toolbars; fi

# ------------------------------------------------------------------------------------------
# Header

LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
echo
echo "== setup"
echo "   binary:    $BIN ($BUILT)"
echo "   repo HEAD: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$ROOT" diff --quiet HEAD -- Sources Rules Package.swift 2>/dev/null || echo ' (work tree has local changes to Sources, Rules or Package.swift)')"
echo "   swift:     $(swift --version 2>/dev/null | sed -n 1p)"
echo "   tools:     $(hyperfine --version), $(rg --version 2>/dev/null | sed -n 1p)"
echo "   cores:     $(nproc); load average before: $LOAD_BEFORE"
echo "   hyperfine: --runs $RUNS --warmup $WARMUP (one-file: --runs $ONEFILE_RUNS --warmup 3)"
if awk -v l="${LOAD_BEFORE%% *}" -v n="$(nproc)" 'BEGIN { exit !(l > n / 2) }'; then
    echo "   WARNING: the machine is busy (load ${LOAD_BEFORE%% *} on $(nproc) cores): wall times are inflated;"
    echo "            the user+sys CPU columns and the callgrind count are the steadier measures."
fi

RG=(rg -l --no-ignore -g '*.swift' -g '!{Pods,Carthage,DerivedData,.build,checkouts}' -e toolbar -e BarButtonItem)
rg_cmd() { printf 'rg -l --no-ignore -g %s -g %s -e toolbar -e BarButtonItem %s' "'*.swift'" "'!{Pods,Carthage,DerivedData,.build,checkouts}'" "$(q "$1")"; }

SUMMARY="$RES/summary.txt"
: > "$SUMMARY"
note() { echo "$*" | tee -a "$SUMMARY"; }
STATUS=0

# ------------------------------------------------------------------------------------------
# Same output with 1 and 2 jobs; save or compare the output.

if want identity || [ -n "$SAVE" ] || [ -n "$COMPARE" ]; then
    echo
    echo "== output: --jobs 1 vs --jobs 2 (run inside the tree, paths relative)"
    OUT="$WORK/output"
    for j in 1 2; do
        set +e
        (cd "$TREE" && "$BIN" --jobs $j . >"$OUT/j$j.txt" 2>"$OUT/j$j.err"); echo $? >"$OUT/j$j.rc"
        (cd "$TREE" && "$BIN" --jobs $j --format json . >"$OUT/j$j.json" 2>/dev/null)
        set -e
    done
    { cat "$OUT/j1.txt"; echo "--- stderr"; cat "$OUT/j1.err"; echo "--- exit status $(cat "$OUT/j1.rc")"; } >"$OUT/saved-format.txt"
    if cmp -s "$OUT/j1.txt" "$OUT/j2.txt" && cmp -s "$OUT/j1.err" "$OUT/j2.err" && cmp -s "$OUT/j1.rc" "$OUT/j2.rc" \
        && cmp -s "$OUT/j1.json" "$OUT/j2.json"; then
        note "   identical output (text, stderr, exit status, JSON) with --jobs 1 and --jobs 2: yes ($(wc -l <"$OUT/j1.txt") findings; $(tail -n 1 "$OUT/j1.err"))"
    else
        note "   identical output with --jobs 1 and --jobs 2: NO; see diff $OUT/j1.txt $OUT/j2.txt"
        STATUS=1
    fi
    if [ -n "$SAVE" ]; then
        cp "$OUT/saved-format.txt" "$SAVE"
        note "   saved the --jobs 1 output to $SAVE"
    fi
    if [ -n "$COMPARE" ]; then
        if cmp -s "$OUT/saved-format.txt" "$COMPARE"; then
            note "   output identical to $COMPARE"
        else
            note "   output DIFFERS from $COMPARE:"
            { diff "$COMPARE" "$OUT/saved-format.txt" || true; } | head -n 20 | sed 's/^/     /' | tee -a "$SUMMARY"
            STATUS=3
        fi
    fi
fi

# ------------------------------------------------------------------------------------------
# The tree: default jobs, --jobs 1, ripgrep.

hf() { hyperfine -N -i --style basic --runs "$RUNS" --warmup "$WARMUP" "$@" >/dev/null 2>"$RES/hyperfine.err" \
         || { cat "$RES/hyperfine.err" >&2; die "hyperfine failed"; }; }
median() { python3 "$LIB" median "$1" "$2"; }
cpu() { python3 "$LIB" cpu "$1" "$2"; }
ratio() { python3 -c "print(f'{$1/$2:.2f}')"; }
rate() { python3 -c "print(f'{$1/1e6/$2:.1f}')"; }
# Best of 5 runs of a duobar-bench command, which prints "...: N MB/s".
best() { for _ in 1 2 3 4 5; do "$@"; done | sed -E 's/.*: ([0-9]+) MB\/s/\1/' | sort -n | tail -1; }
ms() { python3 -c "print(f'{$1*1000:.1f}')"; }

if want tree; then
    echo
    echo "== tree: $LABEL ($FILES files, $MB MB)"
    J="$RES/tree.json"
    hf --export-json "$J" \
        -n "duobar-lint (default jobs)" "$(q "$BIN") $(q "$TREE")" \
        -n "duobar-lint --jobs 1" "$(q "$BIN") --jobs 1 $(q "$TREE")" \
        -n "rg" "$(rg_cmd "$TREE")" \
        -n "rg -j1" "$(rg_cmd "$TREE") -j1"
    python3 "$LIB" table "$J" "$BYTES" --ref rg | tee -a "$SUMMARY"
    D=$(median "$J" "duobar-lint (default jobs)"); ONE=$(median "$J" "duobar-lint --jobs 1")
    R=$(median "$J" "rg"); R1=$(median "$J" "rg -j1")
    DC=$(cpu "$J" "duobar-lint (default jobs)"); ONEC=$(cpu "$J" "duobar-lint --jobs 1")
    note "   tree wall time: $(ms "$D") ms (default jobs), $(ms "$ONE") ms (--jobs 1); rg $(ms "$R") ms, rg -j1 $(ms "$R1") ms"
    note "   throughput: $(rate "$BYTES" "$D") MB/s (default jobs), $(rate "$BYTES" "$ONE") MB/s (--jobs 1); rg $(rate "$BYTES" "$R") MB/s"
    note "   ratio to rg (wall): $(ratio "$D" "$R")x (default jobs vs rg), $(ratio "$ONE" "$R1")x (--jobs 1 vs rg -j1)"
    note "   1 vs 2 jobs speedup: $(ratio "$ONE" "$D")x wall; CPU spent $(python3 -c "print(f'{$ONEC:.3f} s vs {$DC:.3f} s')") (user+sys)"
    if [ "$PAIRS" -gt 0 ]; then
        # hyperfine runs one command's runs, then the next's: on a machine whose speed drifts,
        # the ratio moves with the drift. Alternating the two cancels it.
        # rg_cmd's words, unquoted, as an argument list.
        RG_ARGS=(rg -l --no-ignore -g '*.swift' -g '!{Pods,Carthage,DerivedData,.build,checkouts}' -e toolbar -e BarButtonItem "$TREE")
        read -r PA PB PR PLO PHI < <(python3 "$LIB" pairs "$PAIRS" "$WARMUP" "$BIN" "$TREE" -- "${RG_ARGS[@]}")
        note "   interleaved ($PAIRS pairs, alternating, default jobs): duobar-lint $(ms "$PA") ms, rg $(ms "$PB") ms; ratio $(ratio "$PA" "$PB")x of medians, $PR""x median of pairs (range $PLO to $PHI)"
    fi
fi

# ------------------------------------------------------------------------------------------
# Worst case: every file declares toolbars, so every file is scanned and modelled.

if want worst; then
    read -r WFILES WBYTES < <(python3 "$LIB" stats "$WORST")
    echo
    echo "== worst case: all-toolbars corpus, $WFILES files, $(python3 -c "print(f'{$WBYTES/1e6:.1f}')") MB"
    J="$RES/worst.json"
    hf --export-json "$J" \
        -n "duobar-lint --jobs 1 (worst)" "$(q "$BIN") --jobs 1 $(q "$WORST")" \
        -n "duobar-lint (worst, default jobs)" "$(q "$BIN") $(q "$WORST")"
    python3 "$LIB" table "$J" "$WBYTES" | tee -a "$SUMMARY"
    W1=$(median "$J" "duobar-lint --jobs 1 (worst)"); W1C=$(cpu "$J" "duobar-lint --jobs 1 (worst)")
    note "   worst-case throughput per core (--jobs 1): $(rate "$WBYTES" "$W1") MB/s wall, $(rate "$WBYTES" "$W1C") MB/s of CPU time"
    note "     (the whole run: process start, walk, reading, pre-check, scan, model, rules, placing, sorting, printing)"
    # The work the issue's per-core target names, timed inside the process once the files
    # are in memory: scanner + model + every rule (best of 5), and the scanner alone.
    mapfile -t WLIST < <(find "$WORST" -name '*.swift' | sort)
    note "   scanner + model + all rules (duobar-bench pipeline, one core, best of 5): $(best "$BENCH" pipeline "${WLIST[@]}") MB/s"
    note "   scanner alone (duobar-bench scan, one core, best of 5): $(best "$BENCH" scan "${WLIST[@]}") MB/s"
fi

# ------------------------------------------------------------------------------------------
# Scanner: one big file. `tokens` scans and prints every token as a JSON line, so most of
# its time is formatting and writing JSON; a lint of the same one file runs read +
# pre-check + index + scan + model + rules with nothing skipped.

if want scanner; then
    BIG="$WORK/scanner/big.swift"
    mkdir -p "$WORK/scanner"
    BIGBYTES=$(python3 "$LIB" concat "$TREE" "$BIG" "$SCANNER_MB")
    TOKENS=$("$BIN" tokens "$BIG" | wc -l)
    echo
    echo "== scanner: one file of $(python3 -c "print(f'{$BIGBYTES/1e6:.1f}')") MB (the tree's first files joined), $TOKENS tokens"
    J="$RES/scanner.json"
    hf --export-json "$J" \
        -n "tokens (scan + JSON lines)" "$(q "$BIN") tokens $(q "$BIG")" \
        -n "lint one big file, --jobs 1" "$(q "$BIN") --jobs 1 $(q "$BIG")"
    python3 "$LIB" table "$J" "$BIGBYTES" | tee -a "$SUMMARY"
    T=$(median "$J" "tokens (scan + JSON lines)"); TC=$(cpu "$J" "tokens (scan + JSON lines)")
    L=$(median "$J" "lint one big file, --jobs 1"); LC=$(cpu "$J" "lint one big file, --jobs 1")
    note "   tokens command: $(rate "$BIGBYTES" "$T") MB/s wall, $(rate "$BIGBYTES" "$TC") MB/s CPU, $(python3 -c "print(f'{$TOKENS/$TC/1e6:.2f}')") M tokens/s CPU (a floor for the scanner, not its speed: JSON printing dominates)"
    note "   full pipeline on one big file: $(rate "$BIGBYTES" "$L") MB/s wall, $(rate "$BIGBYTES" "$LC") MB/s CPU"
    # The scanner alone, timed inside the process after the files are read (best of 5).
    note "   scanner alone (duobar-bench scan, one core, best of 5): $(best "$BENCH" scan "$BIG") MB/s on the big file"
    note "   scanner + model + all rules (duobar-bench pipeline, best of 5): $(best "$BENCH" pipeline "$BIG") MB/s on the big file"
fi

# ------------------------------------------------------------------------------------------
# One ordinary file, process start included.

if want onefile; then
    ONEFILE=$(python3 "$LIB" pick "$TREE")
    echo
    echo "== one file: $ONEFILE ($(wc -c <"$ONEFILE") bytes)"
    J="$RES/onefile.json"
    hyperfine -N -i --style basic --runs "$ONEFILE_RUNS" --warmup 3 --export-json "$J" \
        -n "duobar-lint FILE" "$(q "$BIN") $(q "$ONEFILE")" \
        -n "duobar-lint --version" "$(q "$BIN") --version" \
        -n "rg FILE" "rg -l -e toolbar -e BarButtonItem $(q "$ONEFILE")" >/dev/null 2>"$RES/hyperfine.err" \
        || { cat "$RES/hyperfine.err" >&2; die "hyperfine failed"; }
    python3 "$LIB" table "$J" 0 --no-rate | tee -a "$SUMMARY"
    note "   one-file wall time: $(ms "$(median "$J" "duobar-lint FILE")") ms (process start alone, --version: $(ms "$(median "$J" "duobar-lint --version")") ms; rg $(ms "$(median "$J" "rg FILE")") ms)"
fi

# ------------------------------------------------------------------------------------------
# Peak memory.

if want rss; then
    echo
    echo "== peak RSS (/usr/bin/time -v, one run each)"
    if [ -x /usr/bin/time ] && /usr/bin/time -v true >/dev/null 2>&1; then
        rss() {
            local what=$1; shift
            /usr/bin/time -v "$@" >/dev/null 2>"$RES/time.err" || true
            local kb
            kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$RES/time.err")
            note "   $(printf '%-36s' "$what") $(python3 -c "print(f'{$kb/1024:.1f}')") MB"
        }
        rss "duobar-lint (default jobs), tree" "$BIN" "$TREE"
        rss "duobar-lint --jobs 1, tree" "$BIN" --jobs 1 "$TREE"
        want worst && rss "duobar-lint --jobs 1, worst case" "$BIN" --jobs 1 "$WORST"
        [ -f "$WORK/scanner/big.swift" ] && rss "duobar-lint --jobs 1, one big file" "$BIN" --jobs 1 "$WORK/scanner/big.swift"
        rss "duobar-lint, one file" "$BIN" "$(python3 "$LIB" pick "$TREE")"
        rss "rg, tree" "${RG[@]}" "$TREE"
    else
        note "   skipped: GNU time is missing (install it with: apt-get install -y time)"
    fi
fi

# ------------------------------------------------------------------------------------------
# Scaling: one copy of the tree's Swift files against two copies.

if want scaling; then
    echo
    echo "== scaling: the tree's Swift files copied once (a/) and twice (a/ + b/)"
    DOUBLE="$WORK/doubled"
    # Reused while it was copied from the same tree with the same files and bytes.
    SIGNATURE="$TREE $FILES $BYTES"
    if [ "$(cat "$DOUBLE/.source" 2>/dev/null)" != "$SIGNATURE" ]; then
        rm -rf "$DOUBLE"
        mkdir -p "$DOUBLE"
        python3 "$LIB" copy "$TREE" "$DOUBLE/a" >/dev/null
        python3 "$LIB" copy "$TREE" "$DOUBLE/b" >/dev/null
        echo "$SIGNATURE" >"$DOUBLE/.source"
    fi
    read -r _ ABYTES < <(python3 "$LIB" stats "$DOUBLE/a")
    read -r _ DBYTES < <(python3 "$LIB" stats "$DOUBLE")
    J="$RES/scaling.json"
    hf --export-json "$J" \
        -n "duobar-lint tree" "$(q "$BIN") $(q "$DOUBLE/a")" \
        -n "duobar-lint doubled tree" "$(q "$BIN") $(q "$DOUBLE")" \
        -n "duobar-lint --jobs 1 tree" "$(q "$BIN") --jobs 1 $(q "$DOUBLE/a")" \
        -n "duobar-lint --jobs 1 doubled tree" "$(q "$BIN") --jobs 1 $(q "$DOUBLE")"
    python3 "$LIB" table "$J" "$ABYTES" --bytes-for "duobar-lint doubled tree" "$DBYTES" \
        --bytes-for "duobar-lint --jobs 1 doubled tree" "$DBYTES" | tee -a "$SUMMARY"
    A=$(median "$J" "duobar-lint tree"); D2=$(median "$J" "duobar-lint doubled tree")
    A1=$(median "$J" "duobar-lint --jobs 1 tree"); D21=$(median "$J" "duobar-lint --jobs 1 doubled tree")
    AC=$(cpu "$J" "duobar-lint --jobs 1 tree"); D2C=$(cpu "$J" "duobar-lint --jobs 1 doubled tree")
    note "   doubled / single (2.00 is linear): $(ratio "$D2" "$A") wall (default jobs), $(ratio "$D21" "$A1") wall (--jobs 1), $(ratio "$D2C" "$AC") CPU (--jobs 1)"
    note "   (single tree $(python3 -c "print(f'{$ABYTES/1e6:.1f}')") MB, doubled tree $(python3 -c "print(f'{$DBYTES/1e6:.1f}')") MB; copies kept in $DOUBLE)"
    # Memory: file contents are released after each file, so only per-file bookkeeping
    # (each path, kept to sort the output) may grow with the tree.
    if [ -x /usr/bin/time ] && /usr/bin/time -v true >/dev/null 2>&1; then
        peak() { /usr/bin/time -v "$@" >/dev/null 2>"$RES/time.err" || true
                 awk -F': ' '/Maximum resident set size/ { print $2 }' "$RES/time.err"; }
        KA=$(peak "$BIN" --jobs 1 "$DOUBLE/a"); KD=$(peak "$BIN" --jobs 1 "$DOUBLE")
        read -r NA _ < <(python3 "$LIB" stats "$DOUBLE/a")
        note "   peak RSS --jobs 1: $(python3 -c "print(f'{$KA/1024:.1f}')") MB single, $(python3 -c "print(f'{$KD/1024:.1f}')") MB doubled ($(python3 -c "print(round(($KD-$KA)*1024/$NA))") bytes per added file)"
    fi
fi

LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
echo
note "== load average before: $LOAD_BEFORE; after: $LOAD_AFTER ($(nproc) cores)"
echo "   summary: $SUMMARY; hyperfine JSON: $RES/*.json"
exit $STATUS
