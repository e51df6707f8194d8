#!/usr/bin/env bash
# Findings per rule on real code, so precision work can be repeated and compared.
#
# Usage: Benchmarks/findings.sh [--binary PATH] [--enable all] APPS_DIR [-- extra duobar-lint options]
#
# APPS_DIR holds one folder per app (public apps you fetched; nothing from them belongs in
# this repository). Prints, for the whole tree and for each app: Swift files, findings per
# rule, findings per thousand files, and the wall time of the run; and writes every
# finding as JSON lines to $OUT (default /tmp/duobar-findings.jsonl) for reading by hand:
#   python3 Benchmarks/benchlib.py sample /tmp/duobar-findings.jsonl RULE 20   # 20 at random, seeded
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
bin="$root/.build/release/duobar-lint"
enable=()
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) bin=$2; shift 2 ;;
        --enable) enable=(--enable "$2"); shift 2 ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) break ;;
    esac
done
[ $# -ge 1 ] || { sed -n '2,11p' "$0" >&2; exit 2; }
apps=$(cd "$1" && pwd); shift
[ "${1:-}" = "--" ] && shift
[ -x "$bin" ] || { echo "no binary at $bin: scripts/build-release.sh" >&2; exit 2; }
out=${OUT:-/tmp/duobar-findings.jsonl}
json=$(mktemp)
trap 'rm -f "$json"' EXIT

start=$(python3 -c 'import time; print(time.time())')
set +e
(cd "$apps" && "$bin" --format json ${enable[@]+"${enable[@]}"} "$@" .) > "$json"
code=$?
set -e
end=$(python3 -c 'import time; print(time.time())')
[ "$code" -le 1 ] || { echo "duobar-lint exited $code" >&2; exit "$code"; }
python3 "$here/benchlib.py" findings "$json" "$apps" "$out" "$start" "$end"
