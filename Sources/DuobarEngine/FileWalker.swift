/// Turns the paths a user names into the Swift files to lint, each with the
/// config that applies to it (SPEC §3, paths and config).
public struct FileWalker {
    /// Folder names never entered below a named folder.
    public static let excludedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]

    public enum WalkError: Error, Equatable {
        case missing(String)
        case config(Config.ConfigError)
    }

    /// A file to lint and the index of its config in `configs` (-1: none).
    public struct Entry: Equatable {
        public var path: String
        public var config: Int
    }

    public var configOverride: String?
    public var forceExclude: Bool
    public var useGitIgnore: Bool
    public private(set) var configs: [Config] = []
    var configByPath: [String: Int] = [:]
    /// Nearest config for a folder (absolute path) → index or -1.
    var nearestByFolder: [String: Int] = [:]
    let cwd = FilePaths.currentDirectory

    public init(configOverride: String? = nil, forceExclude: Bool = false, useGitIgnore: Bool = true) {
        self.configOverride = configOverride
        self.forceExclude = forceExclude
        self.useGitIgnore = useGitIgnore
    }

    public mutating func files(for paths: [String]) -> Result<[Entry], WalkError> {
        var result: [Entry] = []
        do {
            if let configOverride {
                _ = try configIndex(file: configOverride)
            }
            for path in paths {
                switch FileSystem.kind(path) {
                case .missing:
                    return .failure(.missing(path))
                case .directory, .symlinkToDirectory:
                    try walk(path, into: &result)
                case .file, .other:
                    let config = try nearestConfig(forFolder: FilePaths.directory(of: path))
                    if forceExclude && isExcludedExplicitFile(path, config: config) { continue }
                    result.append(Entry(path: path, config: config))
                }
            }
        } catch let error as Config.ConfigError {
            return .failure(.config(error))
        } catch {
            return .failure(.missing(""))
        }
        return .success(result)
    }

    /// What `--force-exclude` drops: files the config excludes, and files below a default
    /// excluded folder (relative to the current folder, never above it).
    public func isExcludedExplicitFile(_ path: String, config: Int) -> Bool {
        if config >= 0 && configs[config].excludes(path) { return true }
        if let relative = FilePaths.relative(path, to: cwd) {
            let folders = relative.split(separator: "/").dropLast()
            if folders.contains(where: { FileWalker.excludedFolders.contains(String($0)) || $0.hasPrefix(".") }) { return true }
        }
        return false
    }

    mutating func configIndex(file: String) throws -> Int {
        let absolute = FilePaths.absolute(file, cwd: cwd)
        if let k = configByPath[absolute] { return k }
        let config = try Config.load(file)
        configs.append(config)
        configByPath[absolute] = configs.count - 1
        return configs.count - 1
    }

    /// The nearest `.duobar-lint.json` walking up from `folder` (or `--config`).
    public mutating func nearestConfig(forFolder folder: String) throws -> Int {
        if let configOverride { return try configIndex(file: configOverride) }
        var current = FilePaths.absolute(folder, cwd: cwd)
        var visited: [String] = []
        var found = -1
        while true {
            if let known = nearestByFolder[current] { found = known; break }
            visited.append(current)
            let candidate = current == "/" ? "/" + Config.fileName : current + "/" + Config.fileName
            if FileSystem.kind(candidate) == .file {
                // Name it as the user would: relative to the current folder when below it.
                let shown = FilePaths.relative(candidate, to: cwd).map { $0.isEmpty ? candidate : $0 } ?? candidate
                found = try configIndex(file: shown)
                break
            }
            if current == "/" { break }
            current = FilePaths.directory(of: current)
        }
        for folder in visited { nearestByFolder[folder] = found }
        return found
    }

    // MARK: Walking folders

    struct Pending {
        var folder: String
        var ignores: [GitIgnore]
    }

    /// Iterative depth-first walk in byte order. Symbolic links to folders are not
    /// followed, so a link loop cannot make it run forever.
    mutating func walk(_ root: String, into result: inout [Entry]) throws {
        let gitRoot = useGitIgnore ? FileWalker.gitRoot(above: FilePaths.absolute(root, cwd: cwd)) : nil
        var rootIgnores: [GitIgnore] = []
        if let gitRoot {
            if let exclude = FileWalker.readText(gitRoot + "/.git/info/exclude") {
                rootIgnores.append(GitIgnore(contents: exclude, base: ""))
            }
            // .gitignore files from the work tree root down to (not including) the walked folder.
            let absoluteRoot = FilePaths.absolute(root, cwd: cwd)
            var folder = gitRoot
            let below = FilePaths.relative(absoluteRoot, to: gitRoot) ?? ""
            var parts = below.split(separator: "/").map(String.init)
            while true {
                if folder != absoluteRoot, let text = FileWalker.readText(folder + "/.gitignore") {
                    rootIgnores.append(GitIgnore(contents: text, base: FilePaths.relative(folder, to: gitRoot) ?? ""))
                }
                if parts.isEmpty { break }
                folder += "/" + parts.removeFirst()
            }
        }
        var stack = [Pending(folder: root, ignores: rootIgnores)]
        while let pending = stack.popLast() {
            let folder = pending.folder
            guard let names = FileSystem.list(folder) else { continue }
            var ignores = pending.ignores
            if gitRoot != nil, names.contains(".gitignore"), let text = FileWalker.readText(join(folder, ".gitignore")) {
                let base = FilePaths.relative(folder, to: gitRoot!, cwd: cwd) ?? ""
                ignores.append(GitIgnore(contents: text, base: base))
            }
            let config = try nearestConfig(forFolder: folder)
            var subfolders: [Pending] = []
            for name in names {
                if name.hasPrefix(".") { continue }
                let path = join(folder, name)
                let kind = FileSystem.kind(path)
                guard kind == .directory || (kind == .file && name.hasSuffix(".swift")) else { continue }
                let isFolder = kind == .directory
                if isFolder && FileWalker.excludedFolders.contains(name) { continue }
                if let gitRoot, isIgnored(path, isFolder, gitRoot, ignores) { continue }
                if isFolder {
                    if config >= 0 && configs[config].excludesFolder(path) { continue }
                    subfolders.append(Pending(folder: path, ignores: ignores))
                } else {
                    let own = try nearestConfig(forFolder: folder)
                    if own >= 0 && configs[own].excludes(path) { continue }
                    result.append(Entry(path: path, config: own))
                }
            }
            stack.append(contentsOf: subfolders.reversed())
        }
    }

    func isIgnored(_ path: String, _ isFolder: Bool, _ gitRoot: String, _ ignores: [GitIgnore]) -> Bool {
        guard let relative = FilePaths.relative(path, to: gitRoot, cwd: cwd) else { return false }
        var ignored = false
        for ignore in ignores {
            if let decision = ignore.decision(relative, isDirectory: isFolder) { ignored = decision }
        }
        return ignored
    }

    /// The work tree root holding `folder`, if any (a `.git` folder or file).
    static func gitRoot(above folder: String) -> String? {
        var current = folder
        while true {
            let dotGit = current == "/" ? "/.git" : current + "/.git"
            if FileSystem.kind(dotGit) != .missing { return current }
            if current == "/" { return nil }
            current = FilePaths.directory(of: current)
        }
    }

    static func readText(_ path: String) -> String? {
        guard case .success(let bytes) = FileSystem.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
