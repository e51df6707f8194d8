import DuobarEngine
import DuobarModel
import DuobarLayout

/// One self-contained HTML page for a design review: a summary of the findings, then every
/// toolbar drawn as today's horizontal bars and as iPhone Duo's vertical bar, each item with
/// its findings. Inline CSS and SVG only: no script, font or image is fetched.
public struct HTMLReporter: Reporter {
    let registry: RuleRegistry
    let version: String
    /// The folder the report is written to, for links to source files; nil for standard
    /// output (links are then relative to the current folder).
    let folder: String?

    public init(registry: RuleRegistry, version: String, reportPath: String?) {
        self.registry = registry
        self.version = version
        folder = reportPath.map { FilePaths.directory(of: $0) }
    }

    public var drawsBars: Bool { true }

    public func report(_ result: LintResult, shown: [Diagnostic]) -> [UInt8] {
        Array(render(result, shown: shown).utf8)
    }

    public func render(_ result: LintResult, shown: [Diagnostic]) -> String {
        var page = Page(reporter: self, result: result, shown: shown)
        return page.render()
    }
}

/// The page being written.
struct Page {
    let reporter: HTMLReporter
    let result: LintResult
    let shown: [Diagnostic]
    let bars: BarReport
    var out = ""

    /// Paths in order, each with its findings (indices into `shown`) and contexts.
    var files: [(path: String, findings: [Int], contexts: [Int])] = []

    init(reporter: HTMLReporter, result: LintResult, shown: [Diagnostic]) {
        self.reporter = reporter
        self.result = result
        self.shown = shown
        bars = BarReport(result.bars)
        var byPath: [String: Int] = [:]
        func file(_ path: String) -> Int {
            if let k = byPath[path] { return k }
            files.append((path, [], []))
            byPath[path] = files.count - 1
            return files.count - 1
        }
        for (k, d) in shown.enumerated() { files[file(d.path)].findings.append(k) }
        for context in bars.contexts { files[file(context.path)].contexts.append(context.number) }
        files.sort { FilePaths.precedes($0.path, $1.path) }
    }

    func e(_ text: String) -> String { HTMLText.escape(text) }

    func href(_ path: String, _ line: Int?) -> String { e(HTMLText.href(path, line: line, from: reporter.folder)) }

    func count(_ severity: Severity, _ indices: [Int]) -> Int { indices.reduce(0) { $0 + (shown[$1].severity == severity ? 1 : 0) } }

    mutating func render() -> String {
        out.reserveCapacity(1 << 16)
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>duobar-lint: toolbars on iPhone Duo</title>\n<style>\n\(Page.css)</style>\n</head>\n<body>\n"
        header()
        summary()
        legend()
        out += "<main>\n"
        for (k, file) in files.enumerated() { fileSection(k, file) }
        out += "</main>\n<footer>duobar-lint \(e(reporter.version)). Drawings follow the layout rules in docs/report.md; "
        out += "they are what the source says, not a screenshot of a device.</footer>\n</body>\n</html>\n"
        return out
    }

    // MARK: Summary

    mutating func header() {
        let all = Array(shown.indices)
        let capacities = Set(bars.contexts.map(\.capacity))
        out += "<header>\n<h1>Toolbars on iPhone Duo</h1>\n<p class=\"lede\">\(result.fileCount) file\(result.fileCount == 1 ? "" : "s") linted · "
        out += "\(bars.contexts.count) toolbar\(bars.contexts.count == 1 ? "" : "s") drawn · "
        out += "<span class=\"sev-error\">\(count(.error, all)) error\(count(.error, all) == 1 ? "" : "s")</span> · "
        out += "<span class=\"sev-warning\">\(count(.warning, all)) warning\(count(.warning, all) == 1 ? "" : "s")</span> · "
        out += "<span class=\"sev-note\">\(count(.note, all)) note\(count(.note, all) == 1 ? "" : "s")</span></p>\n"
        let capacity = capacities.count == 1 ? "\(capacities.first!) symbols" : capacities.isEmpty
            ? "\(BarLayout.defaultCapacity) symbols" : "\(capacities.sorted().map(String.init).joined(separator: ", ")) symbols (per config)"
        out += "<p>Each toolbar is drawn twice: the horizontal bars of today, and the vertical bar of the outer display, "
        out += "which holds \(capacity) (<code>barCapacity</code> in <code>.duobar-lint.json</code>). "
        out += "What the source cannot tell is marked <em>unknown</em> rather than guessed.</p>\n</header>\n"
    }

    mutating func summary() {
        out += "<nav class=\"summary\">\n<section id=\"by-rule\">\n<h2>Findings by rule</h2>\n"
        var byRule: [String: [Int]] = [:]
        for (k, d) in shown.enumerated() { byRule[d.ruleID, default: []].append(k) }
        if byRule.isEmpty {
            out += "<p>No findings.</p>\n"
        } else {
            out += "<table>\n<thead><tr><th>rule</th><th>findings</th><th>what it finds</th><th>where</th></tr></thead>\n<tbody>\n"
            let order = registry(order: Array(byRule.keys))
            for id in order {
                let list = byRule[id]!
                let severity = shown[list[0]].severity
                let summary = reporter.registry.entry(id)?.summary ?? ""
                out += "<tr data-rule=\"\(e(id))\"><td class=\"t\"><code>\(e(id))</code><br><span class=\"sev sev-\(severity.rawValue)\">\(severity.rawValue)</span></td>"
                out += "<td class=\"n\">\(list.count)</td><td>\(inlineCode(summary))</td><td>"
                for k in list.prefix(8) {
                    let d = shown[k]
                    out += "<a href=\"#d\(k)\">\(e(FilePaths.name(of: d.path))):\(d.line)</a> "
                }
                if list.count > 8 { out += "<span class=\"more\">and \(list.count - 8) more</span>" }
                out += "</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        out += "</section>\n<section id=\"by-file\">\n<h2>By file</h2>\n"
        if files.isEmpty {
            out += "<p>No toolbars and no findings.</p>\n"
        } else {
            out += "<table>\n<thead><tr><th>file</th><th>E</th><th>W</th><th>N</th><th>toolbars</th></tr></thead>\n<tbody>\n"
            for (k, file) in files.enumerated() {
                out += "<tr><td><a href=\"#file\(k)\" title=\"\(e(file.path))\">\(e(FilePaths.name(of: file.path)))</a></td>"
                for severity in [Severity.error, .warning, .note] {
                    let n = count(severity, file.findings)
                    out += "<td class=\"n\(n > 0 ? " sev-\(severity.rawValue)" : "")\">\(n)</td>"
                }
                out += "<td>"
                for c in file.contexts { out += "<a href=\"#c\(c)\">\(e(contextTitle(bars.contexts[c].snapshot)))</a> " }
                out += "</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        out += "</section>\n</nav>\n"
    }

    /// Text whose `backticked` spans are code.
    func inlineCode(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { k, part in
            k % 2 == 1 ? "<code>\(e(String(part)))</code>" : e(String(part))
        }.joined()
    }

    /// Rule ids in the registry's order, unknown ones after.
    func registry(order ids: [String]) -> [String] {
        let known = reporter.registry.ids.filter(ids.contains)
        return known + ids.filter { !known.contains($0) }.sorted()
    }

    mutating func legend() {
        out += "<section class=\"legend\" aria-label=\"legend\">\n<h2>How to read the drawings</h2>\n<ul>\n"
        out += "<li><span class=\"lg tile\">symbol.name<br><small>Title</small></span> an item: its SF Symbol's name (the symbol font is not embedded) and its title</li>\n"
        out += "<li><span class=\"lg group\">  </span> items of one group keep together</li>\n"
        out += "<li><span class=\"lg gap\">gap</span> between the items that came from the top bar and those from the bottom bar</li>\n"
        out += "<li><span class=\"lg unsure\">?</span> dashed: the source cannot show whether every state of it goes vertical</li>\n"
        out += "<li><span class=\"lg rank\">overflows 1st</span> in the overflow menu: the order in which items moved there</li>\n"
        out += "<li><span class=\"lg gone\">Title</span> crossed out: not shown on the outer display, with the finding that says why</li>\n"
        out += "<li><span class=\"lg slot\">3</span> the slots of the strip the item takes, out of its capacity</li>\n"
        out += "</ul>\n</section>\n"
    }

    // MARK: Files

    mutating func fileSection(_ k: Int, _ file: (path: String, findings: [Int], contexts: [Int])) {
        out += "<section class=\"file\" id=\"file\(k)\" data-path=\"\(e(file.path))\">\n<h2>\(e(file.path))</h2>\n"
        // Each finding is shown once: at its item, else at its context, else in the file's list.
        var byPlace: [SourcePlace: [Int]] = [:]
        for d in file.findings { byPlace[SourcePlace(line: shown[d].line, column: shown[d].column), default: []].append(d) }
        var used = Set<Int>()
        for c in file.contexts {
            let context = bars.contexts[c]
            var itemFindings: [[Int]] = []
            for item in context.snapshot.items {
                var list: [Int] = []
                for anchor in item.anchors {
                    for d in byPlace[anchor] ?? [] where !used.contains(d) {
                        list.append(d)
                        used.insert(d)
                    }
                }
                itemFindings.append(list.sorted())
            }
            var own: [Int] = []
            for d in byPlace[context.snapshot.place] ?? [] where !used.contains(d) {
                own.append(d)
                used.insert(d)
            }
            // Written apart, then appended: the drawing holds a copy of the page, and appending
            // to the page's text while that copy shares it would copy the whole text each time.
            var part = ""
            ContextDrawing(page: self, context: context, itemFindings: itemFindings, own: own).write(into: &part)
            out += part
        }
        let rest = file.findings.filter { !used.contains($0) }
        if !rest.isEmpty {
            out += "<h3 class=\"other\">\(file.contexts.isEmpty ? "Findings" : "Other findings in this file")</h3>\n<ul class=\"findings\">\n"
            for d in rest { out += "<li>\(finding(d))</li>\n" }
            out += "</ul>\n"
        }
        out += "</section>\n"
    }

    /// One finding: severity, message, rule, and a link to its place.
    func finding(_ k: Int) -> String {
        let d = shown[k]
        return "<div class=\"finding sev-\(d.severity.rawValue)\" id=\"d\(k)\"><span class=\"sev sev-\(d.severity.rawValue)\">\(d.severity.rawValue)</span> "
            + "\(e(d.message)) <code>\(e(d.ruleID))</code> "
            + "<a class=\"src\" href=\"\(href(d.path, d.line))\">\(e(FilePaths.name(of: d.path))):\(d.line):\(d.column)</a></div>"
    }

    func contextTitle(_ snapshot: BarContextSnapshot) -> String {
        let owner = snapshot.ownerType.isEmpty ? "top level" : snapshot.ownerType
        switch snapshot.kind {
        case .toolbar: return "\(owner) .toolbar"
        case .toolbarContent: return "\(owner).\(snapshot.member ?? "body")"
        case .uiKit: return "\(owner) bar items"
        }
    }
}

extension Page {
    static let css = """
    :root { color-scheme: light; --ink: #1c1c1e; --muted: #6c6c70; --line: #d1d1d6; --bar: #f2f2f7; --tint: #0a64d6;
      --error: #d70015; --warning: #b25000; --note: #4a4a8c; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 1280px; padding: 24px; font: 14px/1.45 -apple-system, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fff; }
    h1 { font-size: 26px; margin: 0 0 4px; } h2 { font-size: 19px; margin: 28px 0 8px; } h3 { font-size: 16px; margin: 0 0 6px; }
    h4 { font-size: 13px; margin: 10px 0 4px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    code, .mono { font-family: Menlo, "DejaVu Sans Mono", monospace; font-size: 12px; }
    a { color: var(--tint); text-decoration: none; } a:hover { text-decoration: underline; }
    .lede { font-size: 16px; }
    table { border-collapse: collapse; width: 100%; margin: 4px 0 12px; }
    th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--line); }
    th { font-size: 12px; color: var(--muted); font-weight: 600; }
    td.n { text-align: right; font-variant-numeric: tabular-nums; }
    .sev { display: inline-block; font-size: 11px; font-weight: 600; padding: 0 6px; border-radius: 8px; color: #fff; }
    .sev.sev-error { background: var(--error); } .sev.sev-warning { background: var(--warning); } .sev.sev-note { background: var(--note); }
    span.sev-error, td.sev-error { color: var(--error); } span.sev-warning, td.sev-warning { color: var(--warning); }
    span.sev-note, td.sev-note { color: var(--note); } .sev.sev-error, .sev.sev-warning, .sev.sev-note { color: #fff; }
    .more { color: var(--muted); }
    .summary td a { white-space: nowrap; }
    .summary table { font-size: 13px; } .summary td.t { white-space: nowrap; } .summary td, .summary th { padding: 3px 6px; }
    .legend ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 18px; }
    .legend li { display: flex; align-items: center; gap: 6px; font-size: 13px; }
    .lg { display: inline-block; min-width: 22px; padding: 2px 6px; border-radius: 8px; font-size: 11px; text-align: center; }
    .lg.tile { border: 1px solid var(--line); font-family: Menlo, monospace; color: var(--tint); line-height: 1.1; }
    .lg.group { background: #e1e1e8; width: 30px; height: 18px; } .lg.gap { border-top: 2px dashed #8e8e93; border-radius: 0; color: var(--muted); }
    .lg.unsure { border: 1.5px dashed #c93400; } .lg.rank { color: #c93400; font-size: 12px; }
    .lg.gone { text-decoration: line-through; color: var(--error); border: 1px solid var(--error); }
    .lg.slot { background: #e5e5ea; color: var(--muted); border-radius: 50%; }
    .file { border-top: 2px solid var(--ink); margin-top: 28px; }
    .file > h2 { font-family: Menlo, monospace; font-size: 15px; }
    .ctx { border: 1px solid var(--line); border-radius: 14px; padding: 14px 16px; margin: 14px 0; }
    .ctx h3 .kind { color: var(--muted); font-weight: 400; }
    .ctx h3 a { font-weight: 400; font-size: 13px; margin-left: 8px; }
    .facts { margin: 0 0 8px; padding-left: 18px; color: #3a3a3c; font-size: 13px; }
    .unknown { color: #c93400; font-weight: 600; }
    .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { margin: 0; } figcaption { font-size: 12px; font-weight: 600; color: var(--muted); margin-bottom: 4px; }
    .today svg, .duo svg { display: block; max-width: 100%; height: auto; }
    .side { flex: 1 1 260px; min-width: 240px; }
    .side ol, .side ul { margin: 0; padding-left: 20px; }
    .menu li { padding: 1px 0; } .menu .rank { color: #c93400; font-size: 12px; }
    li.gone .name { text-decoration: line-through; text-decoration-color: var(--error); text-decoration-thickness: 2px; color: #8e8e93; }
    li.gone { margin-bottom: 6px; }
    .why { font-size: 12px; color: var(--muted); }
    .items { margin-top: 12px; font-size: 13px; }
    .items td.t { white-space: nowrap; }
    .finding { margin: 2px 0; font-size: 13px; } .finding .src { white-space: nowrap; }
    .findings { padding-left: 18px; }
    footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
    svg text { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; }
    svg .s { font-family: Menlo, "DejaVu Sans Mono", monospace; font-size: 10.5px; fill: var(--tint); }
    svg .l { font-size: 10px; fill: #3a3a3c; } svg .c { font-size: 10px; fill: var(--muted); }
    svg .tile { fill: #fff; stroke: #c7c7cc; } svg .tile.u { stroke: #c93400; stroke-dasharray: 4 3; stroke-width: 1.5; }
    svg .tile.x { fill: #fff5f5; stroke: var(--error); } svg .x line { stroke: var(--error); stroke-width: 1.5; }
    svg .txt { fill: none; stroke: none; } svg .bar { fill: var(--bar); stroke: var(--line); }
    svg .grp { fill: #e1e1e8; } svg .ghost { fill: none; stroke: #aeaeb2; stroke-dasharray: 3 3; }
    svg .gap { stroke: #8e8e93; stroke-dasharray: 5 4; } svg .rk { fill: #c93400; } svg .rkt { fill: #fff; font-size: 10px; font-weight: 700; }
    svg .slot { fill: #e5e5ea; } svg .slott { fill: var(--muted); font-size: 9px; }
    svg .tab { fill: #fff; stroke: #aeaeb2; } svg .more { fill: #fff; stroke: var(--tint); }

    """
}
