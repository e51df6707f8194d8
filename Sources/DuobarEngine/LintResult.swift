import DuobarModel

/// The outcome of a run.
public struct LintResult: Sendable {
    public var diagnostics: [Diagnostic]
    /// Files linted (read, whether or not they could have findings).
    public var fileCount: Int
    /// Paths of files whose config asks for strict runs.
    public var strictFiles: Set<String>
    /// Findings a `--baseline` hid.
    public var hiddenByBaseline = 0
    /// Files named `.swift` that are not Swift source (a binary copied in), in path order.
    public var skipped: [Skipped] = []
    /// Each file's bars, in path order, when a report draws them (empty otherwise).
    public var bars: [PathBars] = []

    public struct PathBars: Sendable {
        public var path: String
        public var bars: FileBars

        public init(path: String, bars: FileBars) {
            self.path = path
            self.bars = bars
        }
    }

    public struct Skipped: Sendable, Equatable {
        public var path: String
        /// What the file is instead ("an ELF executable or library").
        public var reason: String
    }

    public init(diagnostics: [Diagnostic], fileCount: Int, strictFiles: Set<String> = []) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.strictFiles = strictFiles
    }

    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Exit status 1: errors, warnings too under strict, or a file that could not be read.
    public func fails(strict: Bool) -> Bool {
        diagnostics.contains {
            $0.severity == .error || ($0.severity == .warning && (strict || strictFiles.contains($0.path)))
        }
    }
}
