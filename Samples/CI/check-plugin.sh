#!/usr/bin/env bash
# Checks duobar-lint's SwiftPM plugins end to end, as a user runs them:
#   1. the command plugin: `swift package duobar-lint ...` on this package;
#   2. the build-tool plugin: `swift build` of a throwaway package that depends on
#      this one and applies DuobarLintBuildToolPlugin to a target.
# Not part of `swift test`: `swift package` inside a test would wait on the build
# lock of the `swift test` that runs it. Each part uses its own scratch folder, so
# it can run beside other builds of this package. Takes a few minutes (it builds
# duobar-lint twice). Prints "plugins: N passed, N failed"; exits 1 on a failure.
#
# Usage: Samples/CI/check-plugin.sh   (from anywhere; needs swift on PATH)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/duobar-plugin-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
pass() { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failed=$((failed + 1)); }

# `swift package` sends the plugin's output (duobar-lint's standard output and
# error) to its standard output, and its own build log to standard error.
plugin() { (cd "$root" && swift package --scratch-path "$work/scratch" duobar-lint "$@" 2>"$work/log"); }

# --- 1. command plugin --------------------------------------------------------
out=$(plugin --help); code=$?
if [ "$code" -eq 0 ] && grep -q '^Usage:' <<<"$out"; then pass "--help passes through (exit 0)"
else fail "--help: exit $code"; cat "$work/log"; fi

out=$(plugin Samples/TripPlanner); code=$?
if [ "$code" -ne 0 ] && diff <(grep '^Samples/' <<<"$out") "$root/Samples/TripPlanner/expected.txt" >/dev/null
then pass "a path with findings: the sample's expected findings, and a non-zero exit ($code)"
else fail "Samples/TripPlanner: exit $code, output:"; echo "$out"; fi

out=$(plugin --target DuobarRules --format json); code=$?
if [ "$code" -eq 0 ] && grep -q '"findings": \[\]' <<<"$out"; then pass "--target lints that target's folder (exit 0)"
else fail "--target DuobarRules: exit $code"; echo "$out"; fi

out=$(plugin --no-such-option); code=$?
if [ "$code" -ne 0 ] && grep -q "unknown option '--no-such-option'" <<<"$out"; then pass "a usage error fails the plugin (exit $code)"
else fail "--no-such-option: exit $code"; echo "$out"; fi

# --- 2. build-tool plugin -----------------------------------------------------
# The dependency's identity is the last part of its path: link this checkout as
# .../duobar-lint, whatever the folder CI cloned it to is called.
mkdir -p "$work/deps" "$work/client/Sources/App"
ln -s "$root" "$work/deps/duobar-lint"
cat > "$work/client/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "client",
    dependencies: [.package(path: "$work/deps/duobar-lint")],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "DuobarLintBuildToolPlugin", package: "duobar-lint")]),
    ]
)
EOF
echo 'public struct Model { public init() {} }' > "$work/client/Sources/App/Model.swift"
build() { (cd "$work/client" && swift build 2>&1); }

out=$(build); code=$?
if [ "$code" -eq 0 ] && grep -q 'duobar-lint App' <<<"$out"; then pass "a clean target builds, and the lint ran"
else fail "clean build: exit $code"; echo "$out" | tail -20; fi

# Never compiled: the lint fails the build before the target compiles.
cat > "$work/client/Sources/App/EditorView.swift" <<'EOF'
struct EditorView: View {
    var body: some View {
        NavigationStack {
            Form {}
                .toolbar {
                    Button("Edit") { }
                }
        }
    }
}
EOF
out=$(build); code=$?
if [ "$code" -ne 0 ] && grep -q 'EditorView.swift:6:21: error: .*\[text-only-item\]' <<<"$out"; then pass "a finding that fails stops the build"
else fail "build with a finding: exit $code"; echo "$out" | tail -20; fi

out=$(build); code=$?
if [ "$code" -ne 0 ] && grep -q '\[text-only-item\]' <<<"$out"; then pass "the next build lints again and still fails"
else fail "second build with a finding: exit $code"; echo "$out" | tail -20; fi

# Configs: creating or editing one must make the next build lint again, though the
# target's files did not change (without it, only touching Package.swift would).
# Compiled too once the lint passes: SwiftUI code behind canImport, which duobar-lint
# lints as iOS and a Linux compiler skips.
cat > "$work/client/Sources/App/EditorView.swift" <<'EOF'
#if canImport(SwiftUI)
import SwiftUI
struct EditorView: View {
    var body: some View {
        Text("x").toolbar { Button { } label: { Image(systemName: "gear") } }
    }
}
#endif
EOF
# Written in place (same file, same folder), as an editor that does not rename would.
config() { printf '%s\n' "$1" > "$work/config.tmp"; cat "$work/config.tmp" > "$work/client/.duobar-lint.json"; }
out=$(build); code=$?
if [ "$code" -eq 0 ] && grep -q 'warning: .*\[missing-title\]' <<<"$out"; then pass "a warning alone does not fail the build"
else fail "build with a warning: exit $code"; echo "$out" | tail -20; fi

config '{"strict": true}'
out=$(build); code=$?
if [ "$code" -ne 0 ] && grep -q '\[missing-title\]' <<<"$out"; then pass "a config created after the last build is read by the next one"
else fail "build after creating a strict config: exit $code"; echo "$out" | tail -20; fi

# SwiftPM keeps the commands it planned until Package.swift changes: a config created
# since is seen through its folder, but edits to it only after the next plan.
touch "$work/client/Package.swift"
config '{"strict": false}'
out=$(build); code=$?
if [ "$code" -eq 0 ]; then pass "the config edited back: the build passes"
else fail "build after editing the config to strict false: exit $code"; echo "$out" | tail -20; fi

config '{"strict": true}'
out=$(build); code=$?
if [ "$code" -ne 0 ] && grep -q '\[missing-title\]' <<<"$out"; then pass "a config edited in place after a passing build is read by the next one"
else fail "build after editing the config in place: exit $code"; echo "$out" | tail -20; fi

rm "$work/client/Sources/App/EditorView.swift" "$work/client/.duobar-lint.json"
out=$(build); code=$?
if [ "$code" -eq 0 ]; then pass "with the finding gone the build passes"
else fail "build after the fix: exit $code"; echo "$out" | tail -20; fi

echo "plugins: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
