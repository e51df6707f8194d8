#!/usr/bin/env bash
# Regenerates docs/images/report.png, the README's picture of the HTML report for
# Samples/: builds duobar-lint, writes the report, and has headless Chromium take
# the top of the page. Needs chromium (Debian: apt-get install chromium).
#
#   scripts/report-screenshot.sh            # writes docs/images/report.png
#   scripts/report-screenshot.sh OUT.png    # somewhere else
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/images/report.png}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then echo "report-screenshot: chromium is not installed" >&2; exit 2; fi

scripts/build-release.sh >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The samples have findings: exit 1 is expected.
.build/release/duobar-lint --report "html:$work/report.html" Samples >/dev/null 2>&1 || [ $? -eq 1 ]
mkdir -p "$(dirname "$out")"
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --user-data-dir="$work/profile" --window-size=1280,2600 \
  --screenshot="$out" "file://$work/report.html" >/dev/null 2>&1
python3 scripts/check-html.py --png "$out"
