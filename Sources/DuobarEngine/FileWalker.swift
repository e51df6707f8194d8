import DuobarModel

/// Turns the paths a user names into the Swift files to lint, each with the
/// config that applies to it (README, "Using it" and "Configuration").
public struct FileWalker {
    /// Folder names never entered below a named folder.
    public static let excludedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]

    public enum WalkError: Error, Equatable {
        case missing(String)
        case config(Config.ConfigError)
    }

    /// A file to lint, the index of its config in `configs` (-1: none), and the app's lowest
    /// iOS version for it (`DeploymentTargets.swift`).
    public struct Entry: Equatable {
        public var path: String
        public var config: Int
        public var deploymentTarget: DeploymentTarget = .unknown
    }

    /// What config files' rule ids are checked against.
    public let registry: RuleRegistry
    public var configOverride: String?
    public var forceExclude: Bool
    public var useGitIgnore: Bool
    public private(set) var configs: [Config] = []
    /// Told about each batch of files as the walk finds them: the index of the first, and
    /// their paths (so work on them can start before the walk ends).
    public var onFiles: ((Int, ArraySlice<Entry>) -> Void)?
    var configByPath: [String: Int] = [:]
    /// Nearest config for a folder (absolute path) → index or -1.
    var nearestByFolder: [String: Int] = [:]
    var manifests = PackageManifests()
    let cwd = FilePaths.currentDirectory

    public init(registry: RuleRegistry, configOverride: String? = nil, forceExclude: Bool = false,
                useGitIgnore: Bool = true) {
        self.registry = registry
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
                    let target = deploymentTarget(forFolder: FilePaths.directory(of: path), config: config)
                    result.append(Entry(path: path, config: config, deploymentTarget: target))
                    onFiles?(result.count - 1, result[(result.count - 1)...])
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

    /// The deployment target of files in `folder` under config `config` (-1: none).
    public mutating func deploymentTarget(forFolder folder: String, config: Int) -> DeploymentTarget {
        if config >= 0, let target = configs[config].deploymentTarget { return target }
        return deploymentTarget(config: config, manifest: manifests.nearest(forFolder: FilePaths.absolute(folder, cwd: cwd)))
    }

    /// The config's target, else (an Xcode project's, once read, then) the nearest manifest's.
    func deploymentTarget(config: Int, manifest: DeploymentTarget) -> DeploymentTarget {
        if config >= 0, let target = configs[config].deploymentTarget { return target }
        return manifest
    }

    mutating func configIndex(file: String) throws -> Int {
        let absolute = FilePaths.absolute(file, cwd: cwd)
        if let k = configByPath[absolute] { return k }
        let config = try Config.load(file, registry: registry)
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
        /// The folder relative to the work tree root, when inside one.
        var gitRelative: String
        /// The config of the parent folder (a folder's own file overrides it).
        var config: Int
        /// The target named by the nearest `Package.swift` above (a folder's own overrides it).
        var manifest: DeploymentTarget
    }

    /// Iterative depth-first walk in directory order (the output is sorted later). Symbolic links to folders are not
    /// followed, so a link loop cannot make it run forever. Kinds come from `readdir`;
    /// only links and untyped entries cost a `stat`, and names not ending in `.swift`
    /// cost nothing more.
    mutating func walk(_ root: String, into result: inout [Entry]) throws {
        let absoluteRoot = FilePaths.absolute(root, cwd: cwd)
        let gitRoot = useGitIgnore ? FileWalker.gitRoot(above: absoluteRoot) : nil
        var rootIgnores: [GitIgnore] = []
        var rootRelative = ""
        if let gitRoot {
            if let exclude = FileWalker.readText(gitRoot + "/.git/info/exclude") {
                rootIgnores.append(GitIgnore(contents: exclude, base: ""))
            }
            // .gitignore files from the work tree root down to (not including) the walked folder.
            var folder = gitRoot
            rootRelative = FilePaths.relative(absoluteRoot, to: gitRoot) ?? ""
            var parts = rootRelative.split(separator: "/").map(String.init)
            while true {
                if folder != absoluteRoot, let text = FileWalker.readText(folder + "/.gitignore") {
                    rootIgnores.append(GitIgnore(contents: text, base: FilePaths.relative(folder, to: gitRoot) ?? ""))
                }
                if parts.isEmpty { break }
                folder += "/" + parts.removeFirst()
            }
        }
        var stack = [Pending(folder: root, ignores: rootIgnores, gitRelative: rootRelative,
                             config: try nearestConfig(forFolder: root), manifest: manifests.nearest(forFolder: absoluteRoot))]
        while let pending = stack.popLast() {
            let folder = pending.folder
            let firstNew = result.count
            guard let (entries, hasGitIgnore, hasConfig) = FileSystem.sourceEntries(folder) else { continue }
            var ignores = pending.ignores
            if gitRoot != nil, hasGitIgnore,
               let text = FileWalker.readText(join(folder, ".gitignore")) {
                ignores.append(GitIgnore(contents: text, base: pending.gitRelative))
            }
            // The parent's config, unless this folder has its own (no lookup up the tree per folder).
            var config = pending.config
            if configOverride == nil, hasConfig {
                config = try nearestConfig(forFolder: folder)
            }
            let configRelative = config >= 0 ? FilePaths.relative(folder, to: configs[config].directory, cwd: cwd) : nil
            var manifest = pending.manifest
            if entries.contains(where: { $0.name.utf8.count == 13 && $0.kind != .directory && $0.name == PackageManifests.fileName }) {
                manifest = manifests.record(manifestIn: FilePaths.absolute(folder, cwd: cwd))
            }
            let target = deploymentTarget(config: config, manifest: manifest)
            var subfolders: [Pending] = []
            for entry in entries {
                let name = entry.name
                if name.hasPrefix(".") { continue }
                if entry.kind == .file && !name.hasSuffix(".swift") { continue }
                let path = join(folder, name)
                let kind = entry.kind == .other ? FileSystem.kind(path) : entry.kind
                guard kind == .directory || (kind == .file && name.hasSuffix(".swift")) else { continue }
                let isFolder = kind == .directory
                if isFolder && FileWalker.excludedFolders.contains(name) { continue }
                // Paths relative to the work tree are built only inside one.
                let gitRelative = gitRoot == nil ? "" : (pending.gitRelative.isEmpty ? name : pending.gitRelative + "/" + name)
                if gitRoot != nil, isIgnored(gitRelative, isFolder, ignores) { continue }
                if config >= 0, let base = configRelative {
                    let relative = base.isEmpty ? name : base + "/" + name
                    let excluded = isFolder ? configs[config].excludesFolder(relative: relative)
                                            : configs[config].excludes(relative: relative)
                    if excluded { continue }
                }
                if isFolder {
                    subfolders.append(Pending(folder: path, ignores: ignores, gitRelative: gitRelative, config: config,
                                              manifest: manifest))
                } else {
                    result.append(Entry(path: path, config: config, deploymentTarget: target))
                }
            }
            stack.append(contentsOf: subfolders.reversed())
            if let onFiles, result.count > firstNew {
                onFiles(firstNew, result[firstNew...])
            }
        }
    }

    func isIgnored(_ relative: String, _ isFolder: Bool, _ ignores: [GitIgnore]) -> Bool {
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
