#!/usr/bin/env python3
"""Deep-nesting check: inputs nested DEPTH levels (default 200,000) in every way the
model reads nesting, each run once through the fuzz binary (which runs a file given
as an argument through the whole pipeline, with its invariants).

    Fuzz/deep-nesting.py [DEPTH] [BINARY]

BINARY defaults to Fuzz/.build/duobar-fuzz (build it with FUZZ_BUILD_ONLY=1 Fuzz/run-fuzzer.sh).
Anything that recurses on the input's depth shows up as an AddressSanitizer stack-overflow.
Inputs are written to Fuzz/.build/deep/. Exit status 1 if any input fails.
"""
import os
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
depth = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
binary = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, ".build", "duobar-fuzz")
out = os.path.join(here, ".build", "deep")
os.makedirs(out, exist_ok=True)


def nest(prefix, open_, middle, close, suffix=""):
    return prefix + open_ * depth + middle + close * depth + suffix


N = depth
cases = {
    "parens": nest("", "(", "", ")"),
    "brackets": nest("", "[", "", "]"),
    "braces": nest("", "{", "", "}"),
    "mixed": nest("", "({[", "", "]})"),
    "unclosed": "({[" * N,
    "closers": ")]}" * N,
    "interpolation": nest("let s = ", '"\\(', "1", ')"', "\n"),
    "interpolation-multiline": nest("let s = ", '"""\n\\(', "1", ')\n"""', "\n"),
    "interpolation-raw": nest("let s = ", '#"\\#(', "1", ')"#', "\n"),
    "block-comments": nest("", "/*", "", "*/"),
    "if-directives": nest("", "#if os(iOS)\n", 'Text("a")\n', "#endif\n"),
    "if-condition-parens": nest("#if ", "(", "os(iOS)", ")", "\n#endif\n"),
    "if-condition-not": "#if " + "!" * N + "os(iOS)\n#endif\n",
    "if-condition-and": "#if " + " && ".join(["os(iOS)"] * N) + "\n#endif\n",
    "extended-regex": "#/" + "(" * N + "/#\n/" + "[" * N + "/\n",
    "toolbar-groups": nest("x.toolbar {\n", "Group {\n", 'Button("a") {}\n', "}\n", "}\n"),
    "toolbar-ifs": nest("x.toolbar {\n", "if a {\n", 'Button("a") {}\n', "}\n", "}\n"),
    "toolbar-items": nest("x.toolbar {\n", "ToolbarItem {\n", 'Button("a") {}\n', "}\n", "}\n"),
    "toolbar-modifiers": nest("x", ".toolbar {\n", "", "}\n"),
    "button-labels": nest("x.toolbar {\n", "Button { } label: {\n", 'Image(systemName: "a")\n', "}\n", "}\n"),
    "label-icons": nest("x.toolbar {\n", 'Label { Text("a") } icon: {\n', 'Image(systemName: "a")\n', "}\n", "}\n"),
    "button-label-icons": nest("x.toolbar {\n", 'Button(action: {}) { Label { Text("a") } icon: {\n',
                               'Image(systemName: "a")\n', "} }\n", "}\n"),
    "conditional-item": nest("x.toolbar {\nToolbarItem {\n", "if a {\n", 'Text("a")\n',
                             '} else { Image(systemName: "b") }\n', "}\n}\n"),
    "hand-built-stacks": nest("x.safeAreaInset(edge: .bottom) {\n", "HStack {\n", 'Button("a") {}\nButton("b") {}\n', "}\n", "}\n"),
    "uikit-arrays": nest("toolbarItems = ", "[", 'UIBarButtonItem(title: "a")', "]", "\n"),
    "uikit-init": nest("toolbarItems = [", ".init(customView: ", "", ")", "]\n"),
    "sheets": nest("", ".sheet {\n", "x.toolbarVerticalBehavior(a)\n", "}\n"),
    "navigation-links": nest("", "NavigationLink(destination: ", "x.toolbarVerticalBehavior(.disabled)", ")", "\n"),
    "input-accessory": nest("var inputAccessoryView: UIView {\n", "{\n", 'UIToolbar()\nUIBarButtonItem(title: "a")\n', "}\n", "}\n"),
    "closure-lets": nest("var x = ", "{ let a = \n", "1", "}", "\n"),
    "trailing-closures": nest("x.toolbar {\nButton", "{ ", "", "}", "\n}\n"),
    "long-chain": "x.toolbar {\nButton(\"a\") {}" + ".badge(1)" * N + "\n}\n",
    "leading-dots": "x.toolbar {\nButton(\"a\") {}\n" + ".a\n" * N + "}\n",
}

failed = []
for name, text in cases.items():
    path = os.path.join(out, name + ".swift")
    with open(path, "w") as f:
        f.write(text)
    start = time.time()
    result = subprocess.run([binary, "-rss_limit_mb=8192", "-timeout=600", path],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    elapsed = time.time() - start
    bad = result.returncode != 0 or "ERROR:" in result.stdout or "invariant violated" in result.stdout
    reason = ""
    if bad:
        failed.append(name)
        lines = [l for l in result.stdout.splitlines() if "ERROR" in l or "invariant" in l or "Fatal" in l]
        reason = lines[0] if lines else "exit status %d" % result.returncode
        with open(path + ".log", "w") as f:
            f.write(result.stdout)
    print("%-26s %9d bytes %7.1fs  %s" % (name, len(text), elapsed, "FAIL " + reason if bad else "ok"), flush=True)

print("%d of %d inputs nested %d deep failed%s" % (len(failed), len(cases), depth,
                                                  (": " + ", ".join(failed)) if failed else ""))
sys.exit(1 if failed else 0)
