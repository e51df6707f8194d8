#!/usr/bin/env python3
"""Helpers for bench.sh (Python 3 standard library only).

    benchlib.py files TREE                 the .swift files duobar-lint walks, one per line
    benchlib.py stats TREE                 "FILES BYTES" of those files
    benchlib.py pick TREE                  a median-sized file that declares toolbars (else any median file)
    benchlib.py concat TREE OUT MB         joins the walked files, in walk order, into one file of about MB
    benchlib.py copy TREE DEST             copies the walked files under DEST, keeping their relative paths
    benchlib.py table JSON BYTES [--ref NAME] [--bytes-for NAME BYTES] [--no-rate]
                                           a table from hyperfine --export-json: medians, CPU, MB/s
    benchlib.py top N [--sum|--max] < ANNOTATED   the N costliest functions in callgrind_annotate output
    benchlib.py median JSON NAME           the median wall time in seconds of one command
    benchlib.py pairs N WARMUP A... -- B...   runs commands A and B alternately, N times each
                                           (after WARMUP of each), and prints their median wall
                                           times and the median of the N ratios A/B
    benchlib.py cpu JSON NAME              the mean user+system seconds of one command
    benchlib.py findings JSON APPS OUT T0 T1   findings per rule (and per app) per thousand files
                                           from duobar-lint's JSON; every finding to OUT as JSON lines
    benchlib.py sample OUT RULE N [SEED]   N findings of RULE at random (seeded) from OUT, to read by hand

The walk mirrors Sources/DuobarEngine/FileWalker.swift: names starting with "." are skipped,
folders named .build, DerivedData, Pods, Carthage or checkouts are not entered, links to
folders are not followed, and only names ending in .swift are kept. MB means 10^6 bytes.
"""

import json
import os
import shutil
import statistics
import sys

EXCLUDED = {".build", "DerivedData", "Pods", "Carthage", "checkouts"}


def walk(root):
    """Depth-first, names in byte order, like the linter's walker."""
    if not os.path.isdir(root):
        yield root
        return
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            names = sorted(os.listdir(folder), key=lambda n: n.encode("utf-8", "surrogateescape"))
        except OSError:
            continue
        subfolders = []
        for name in names:
            if name.startswith("."):
                continue
            path = folder + name if folder.endswith("/") else folder + "/" + name
            if os.path.islink(path):
                if os.path.isdir(path):
                    continue
                if os.path.isfile(path) and name.endswith(".swift"):
                    yield path
                continue
            if os.path.isdir(path):
                if name not in EXCLUDED:
                    subfolders.append(path)
            elif os.path.isfile(path) and name.endswith(".swift"):
                yield path
        stack.extend(reversed(subfolders))


def size(path):
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def cmd_files(tree):
    for path in walk(tree):
        print(path)


def cmd_stats(tree):
    files = 0
    total = 0
    for path in walk(tree):
        files += 1
        total += size(path)
    print(files, total)


def cmd_pick(tree):
    paths = list(walk(tree))
    if not paths:
        sys.exit("no .swift files in " + tree)
    sizes = sorted(size(p) for p in paths)
    median = sizes[len(sizes) // 2]

    def declares_toolbars(p):
        try:
            with open(p, "rb") as f:
                data = f.read()
        except OSError:
            return False
        return b".toolbar" in data or b"UIBarButtonItem" in data

    # The closest to the median size first; the first that declares toolbars wins.
    ranked = sorted(paths, key=lambda p: (abs(size(p) - median), p))
    for p in ranked[:2000]:
        if declares_toolbars(p):
            print(p)
            return
    print(ranked[0])


def cmd_concat(tree, out, mb):
    limit = int(float(mb) * 1_000_000)
    written = 0
    with open(out, "wb") as sink:
        for path in walk(tree):
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except OSError:
                continue
            if not data.endswith(b"\n"):
                data += b"\n"
            sink.write(data)
            written += len(data)
            if written >= limit:
                break
    print(written)


def cmd_copy(tree, dest):
    root = tree.rstrip("/") or "/"
    files = 0
    for path in walk(tree):
        rel = os.path.relpath(path, root)
        target = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(path, target)
        files += 1
    print(files)


def load(json_path):
    with open(json_path) as f:
        return json.load(f)["results"]


def find(results, name):
    for r in results:
        if r["command"] == name:
            return r
    sys.exit(f"no command named {name!r} in the hyperfine results")


def cmd_median(json_path, name):
    print(f"{statistics.median(find(load(json_path), name)['times']):.6f}")


def cmd_cpu(json_path, name):
    r = find(load(json_path), name)
    print(f"{r['user'] + r['system']:.6f}")


def cmd_table(json_path, nbytes, *options):
    """Options: --ref NAME (a column of wall-time ratios to NAME), --bytes-for NAME BYTES
    (another size for one command), --no-rate (no MB/s columns)."""
    results = load(json_path)
    ref, per_command, rates = None, {}, True
    k = 0
    while k < len(options):
        if options[k] == "--ref":
            ref = options[k + 1]
            k += 2
        elif options[k] == "--bytes-for":
            per_command[options[k + 1]] = int(options[k + 2])
            k += 3
        elif options[k] == "--no-rate":
            rates = False
            k += 1
        else:
            sys.exit(f"table: unknown option {options[k]}")
    ref_median = statistics.median(find(results, ref)["times"]) if ref else None
    head = f"  {'command':<36} {'median':>9} {'min':>9} {'max':>9} {'user+sys':>9}"
    if rates:
        head += f" {'MB/s':>8} {'CPU MB/s':>9}"
    if ref:
        head += f" {'vs ' + ref:>10}"
    print(head)
    for r in results:
        times = r["times"]
        med = statistics.median(times)
        cpu = r["user"] + r["system"]
        mb = per_command.get(r["command"], int(nbytes)) / 1e6
        line = f"  {r['command']:<36} {med:>8.3f}s {min(times):>8.3f}s {max(times):>8.3f}s {cpu:>8.3f}s"
        if rates:
            line += f" {mb / med:>8.1f} {mb / cpu if cpu > 0 else float('inf'):>9.1f}"
        if ref:
            line += f" {med / ref_median:>9.2f}x"
        print(line)
    print(f"  (median, min and max are wall times over {len(results[0]['times'])} runs; user+sys is the mean CPU time"
          f" of a run, all threads; MB = 10^6 bytes)")


def cmd_top(count, mode="--sum"):
    """Reads callgrind_annotate output on stdin and prints the `count` costliest functions. A
    function shows once per source file it was inlined from: --sum adds those rows up (right
    for self cost), --max keeps the largest (right for inclusive cost)."""
    import re
    row = re.compile(r"^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.*)$")
    totals, order, grand = {}, [], None
    for line in sys.stdin:
        m = row.match(line.rstrip("\n"))
        if not m:
            continue
        ir = int(m.group(1).replace(",", ""))
        what = m.group(2)
        if what.strip() == "PROGRAM TOTALS":
            grand = ir
            continue
        what = re.sub(r"\s+\[[^\]]*\]$", "", what)          # the object file
        function = what.split(":", 1)[1] if ":" in what else what  # the source file
        if function not in totals:
            totals[function] = 0
            order.append(function)
        totals[function] = max(totals[function], ir) if mode == "--max" else totals[function] + ir
    ranked = sorted(order, key=lambda f: -totals[f])[:int(count)]
    for f in ranked:
        share = f" ({100 * totals[f] / grand:5.2f}%)" if grand else ""
        print(f"{totals[f]:>14,}{share}  {f}")


def cmd_findings(json_path, apps, out, t0, t1):
    with open(json_path) as f:
        report = json.load(f)
    findings = report["findings"]
    files_total = report["summary"]["files"]
    app_names = sorted(d for d in os.listdir(apps) if os.path.isdir(os.path.join(apps, d)) and not d.startswith("."))
    app_files = {a: sum(1 for _ in walk(os.path.join(apps, a))) for a in app_names}

    def app_of(path):
        parts = path.split("/")
        return parts[1] if parts[0] == "." and len(parts) > 2 else parts[0]

    by_rule, by_app = {}, {}
    with open(out, "w") as f:
        for item in findings:
            by_rule[item["rule"]] = by_rule.get(item["rule"], 0) + 1
            app = app_of(item["file"])
            by_app.setdefault(app, {})
            by_app[app][item["rule"]] = by_app[app].get(item["rule"], 0) + 1
            f.write(json.dumps(item) + "\n")
    seconds = float(t1) - float(t0)
    per_k = lambda n, files: f"{1000 * n / files:8.2f}" if files else "       -"
    print(f"{files_total} Swift files, {len(findings)} findings, {seconds:.2f} s wall ({apps})")
    print(f"{'rule':<36}{'findings':>9}{'per 1k files':>14}")
    for rule in sorted(by_rule, key=lambda r: (-by_rule[r], r)):
        print(f"{rule:<36}{by_rule[rule]:>9}{per_k(by_rule[rule], files_total):>14}")
    print()
    print(f"{'app':<40}{'files':>7}{'findings':>9}  per rule")
    for app in app_names:
        counts = by_app.get(app, {})
        detail = ", ".join(f"{r} {n}" for r, n in sorted(counts.items(), key=lambda x: (-x[1], x[0])))
        print(f"{app[:39]:<40}{app_files[app]:>7}{sum(counts.values()):>9}  {detail}")
    print(f"\nevery finding: {out}")


def cmd_sample(out, rule, count, seed="1"):
    import random
    with open(out) as f:
        items = [json.loads(line) for line in f if line.strip()]
    chosen = [i for i in items if i["rule"] == rule]
    random.Random(int(seed)).shuffle(chosen)
    for i in chosen[:int(count)]:
        print(f"{i['file']}:{i['line']}:{i['column']}: {i['message']}")


def cmd_pairs(count, warmup, *argv):
    """A and B alternately, so that a machine whose speed drifts (a virtual machine's
    neighbours, frequency changes) slows both alike: hyperfine runs all of one command's runs,
    then all of the other's, and a drift between them moves the ratio."""
    import subprocess
    import time
    split = argv.index("--")
    a, b = list(argv[:split]), list(argv[split + 1:])

    def run(command):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return time.perf_counter() - start

    for _ in range(int(warmup)):
        run(a)
        run(b)
    times_a, times_b = [], []
    for k in range(int(count)):
        # Which goes first alternates too: the second of a pair finds the caches the first left.
        first, second = (a, b) if k % 2 == 0 else (b, a)
        t1, t2 = run(first), run(second)
        times_a.append(t1 if first is a else t2)
        times_b.append(t2 if first is a else t1)
    ratios = [x / y for x, y in zip(times_a, times_b)]
    print(f"{statistics.median(times_a):.6f} {statistics.median(times_b):.6f} {statistics.median(ratios):.3f} "
          f"{min(ratios):.3f} {max(ratios):.3f}")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    command, args = sys.argv[1], sys.argv[2:]
    commands = {"files": cmd_files, "stats": cmd_stats, "pick": cmd_pick, "concat": cmd_concat,
                "copy": cmd_copy, "table": cmd_table, "top": cmd_top, "median": cmd_median, "cpu": cmd_cpu,
                "findings": cmd_findings, "sample": cmd_sample, "pairs": cmd_pairs}
    if command not in commands:
        sys.exit(__doc__)
    commands[command](*args)


if __name__ == "__main__":
    main()
