/// Everything a lint run is asked to do, as the command line (or a test) says it.
public struct LintRequest {
    /// Files and folders to lint.
    public var paths: [String]
    /// `--select`, `--ignore`, `--enable`: ids, or `all`.
    public var select: [String]?
    public var ignore: [String] = []
    public var enable: [String] = []
    /// `--strict`: warnings fail the run too.
    public var strict = false
    /// `--quiet`: no notes, no summary.
    public var quiet = false
    /// `--config FILE`, used for every file instead of the nearest `.duobar-lint.json`.
    public var config: String?
    /// `--force-exclude`: excludes apply to files named explicitly too.
    public var forceExclude = false
    /// `--jobs N`; nil for one job per core.
    public var jobs: Int?
    /// `--stdin-path PATH -`: these bytes are linted as if they were the file at `path`.
    public var standardInput: StandardInput?
    /// `--baseline FILE`: findings recorded there are not reported.
    public var baseline: String?
    /// `--write-baseline FILE`: record the findings there instead of reporting them.
    public var writeBaseline: String?
    /// The report for standard output.
    public var output: any Reporter
    /// `--report FORMAT:PATH`: more reports written to files.
    public var reports: [ReportFile] = []
    /// `--fix` (write the fixed files) or `--diff` (print what fixing would change); nil: lint only.
    public var fix: FixMode?
    /// `--unsafe-fixes`: unsafe fixes are applied (or shown) too.
    public var unsafeFixes = false
    /// Called with a file's path after its fixed bytes are made and before the file is
    /// checked for changes and written: lets a test change the file in between.
    public var beforeWriting: (@Sendable (String) -> Void)?
    /// The process ends after this run (the command line): what the run built is left for the
    /// exit to reclaim instead of being freed object by object (`LeftToExit`).
    public var endsProcess = false

    /// Findings need their fixes: to fix, or for an output that shows them.
    var wantsFixes: Bool {
        fix != nil || output.showsFixes || reports.contains { $0.reporter.showsFixes }
    }

    public enum FixMode: Sendable, Equatable {
        /// `--fix`: fixed files are written (standard input's fixed text goes to standard output).
        case write
        /// `--diff`: a unified diff of the fixes on standard output; nothing is written.
        case diff
    }

    public struct StandardInput: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    public struct ReportFile {
        public var reporter: any Reporter
        /// A file (missing folders are created), or `-` for standard output, after the main output.
        public var path: String

        public static let standardOutput = "-"

        public init(reporter: any Reporter, path: String) {
            self.reporter = reporter
            self.path = path
        }
    }

    public init(paths: [String], output: any Reporter) {
        self.paths = paths
        self.output = output
    }

    /// Some report draws the files' bars, so the run collects them.
    public var drawsBars: Bool { output.drawsBars || reports.contains { $0.reporter.drawsBars } }
}

/// What a run produced: what to print, and the exit status.
public struct LintOutcome: Sendable {
    /// 0: nothing fails; 1: findings that fail; 2: a usage or configuration error.
    public var status: Int32
    /// For standard output.
    public var output: [UInt8] = []
    /// For standard error, one message a line, each ending in a newline.
    public var messages: [String] = []
    /// The run's findings before `--quiet` (nil when the run stopped before linting).
    public var result: LintResult?

    public init(status: Int32, output: [UInt8] = [], messages: [String] = [], result: LintResult? = nil) {
        self.status = status
        self.output = output
        self.messages = messages
        self.result = result
    }

    static func failure(_ message: String) -> LintOutcome {
        LintOutcome(status: 2, messages: ["duobar-lint: \(message)\n"])
    }
}
