import DuobarModel

/// Turns the paths a user names into the Swift files to lint, each with the
/// config that applies to it (README, "Using it" and "Configuration").
public struct FileWalker {
    /// Folder names never entered below a named folder.
    public static let excludedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]

    /// Folders Xcode builds resources from or into, which hold no source it compiles: asset
    /// catalogs, localizations, Core Data models, projects, workspaces, frameworks, and
    /// documentation catalogs (whose `.swift` files are a tutorial's code listings, step by
    /// step). A real app has thousands of them (an `.imageset` per image), more than all its
    /// other folders.
    public static let resourceFolderExtensions = [".xcassets", ".lproj", ".xcdatamodeld", ".xcodeproj", ".xcworkspace",
                                                  ".framework", ".xcframework", ".docc"]

    /// Whether a folder of this name is never entered below a named folder.
    public static func skipsFolder(named name: String) -> Bool {
        if excludedFolders.contains(name) { return true }
        var name = name
        return name.withUTF8 { bytes in
            resourceFolderSuffixes.contains { suffix in
                let tail = bytes.count - suffix.count
                return tail > 0 && suffix.indices.allSatisfy { bytes[tail + $0] == suffix[$0] }
            }
        }
    }

    private static let resourceFolderSuffixes = resourceFolderExtensions.map { Array($0.utf8) }

    public enum WalkError: Error, Equatable {
        case missing(String)
        case config(Config.ConfigError)
    }

    /// A file to lint and the index of its config in `configs` (-1: none).
    public struct Entry: Equatable, Sendable {
        public var path: String
        public var config: Int
        /// The nearest Xcode project builds it only into targets for other platforms: it is
        /// not read (docs/model.md, "Code that never reaches an iPhone bar").
        public var notForIOS = false
        /// Its config lints test files too.
        public var lintsTests = false
        /// The app's lowest iOS version for it (`DeploymentTargets.swift`).
        public var deploymentTarget: DeploymentTarget = .unknown
        /// The walk saw a regular file (or a link to one): it is read without sizing it first.
        public var regular = false
    }

    /// What config files' rule ids are checked against.
    public let registry: RuleRegistry
    public var configOverride: String?
    public var forceExclude: Bool
    public var useGitIgnore: Bool
    public private(set) var configs: [Config] = []
    /// Told about each batch of files as the walk finds them: the index of the first, and
    /// their entries (so work on them can start before the walk ends).
    public var onFiles: ((Int, [Entry]) -> Void)?
    var configByPath: [String: Int] = [:]
    /// Nearest config for a folder (absolute path) → index or -1.
    var nearestByFolder: [String: Int] = [:]
    /// Xcode projects read so far, by the path of their `project.pbxproj` (nil: not understood).
    var xcodeProjects: [String: XcodeProject?] = [:]
    /// The project files that apply to a file named on its own, by its folder (absolute).
    var projectsByFolder: [String: [String]] = [:]
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
                    result.append(Entry(path: path, config: config, notForIOS: isNotForIOS(file: path, config: config),
                                        lintsTests: lintsTests(config), deploymentTarget: target,
                                        regular: FileSystem.kind(path) == .file))
                    onFiles?(result.count - 1, [result[result.count - 1]])
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
            if folders.contains(where: { FileWalker.skipsFolder(named: String($0)) || $0.hasPrefix(".") }) { return true }
        }
        return false
    }

    /// The deployment target of files in `folder` under config `config` (-1: none).
    public mutating func deploymentTarget(forFolder folder: String, config: Int) -> DeploymentTarget {
        if config >= 0, let target = configs[config].deploymentTarget { return target }
        let absolute = FilePaths.absolute(folder, cwd: cwd)
        let manifest = manifests.nearest(forFolder: absolute)
        if manifest.isKnown { return manifest }
        let root = projectRoot(of: absolute, config: config, gitRoot: FileWalker.gitRoot(above: absolute))
        return lowestTarget(of: nearestProjects(from: absolute, upTo: root))
    }

    /// The lowest iOS deployment target the Xcode projects at `paths` give; unknown if none does.
    mutating func lowestTarget(of paths: [String]) -> DeploymentTarget {
        paths.compactMap { xcodeProject($0)?.lowestIOSTarget }.reduce(DeploymentTarget.unknown, DeploymentTarget.lower)
    }

    /// The config's target, else the one the nearest `Package.swift` or Xcode project gives.
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
        /// The folder as an absolute path.
        var absolute: String
        /// The Xcode projects that apply to it: those of the nearest folder at or above it
        /// that holds `*.xcodeproj` (a folder's own override them).
        var membership: ProjectMembership?
        /// The target named by the nearest `Package.swift` or Xcode project above (a folder's
        /// own overrides it).
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
        let rootConfig = try nearestConfig(forFolder: root)
        // Projects above the named folder, up to its project root; the folder's own are found below.
        let workTree = useGitIgnore ? gitRoot : FileWalker.gitRoot(above: absoluteRoot)
        let projectRoot = self.projectRoot(of: absoluteRoot, config: rootConfig, gitRoot: workTree)
        let aboveProjects = absoluteRoot == projectRoot ? []
            : nearestProjects(from: FilePaths.directory(of: absoluteRoot), upTo: projectRoot)
        let rootMembership = aboveProjects.isEmpty ? nil
            : ProjectMembership.of(folder: absoluteRoot, projects: aboveProjects.compactMap { xcodeProject($0) })
        var stack = [Pending(folder: root, ignores: rootIgnores, gitRelative: rootRelative, config: rootConfig,
                             absolute: absoluteRoot, membership: rootMembership,
                             manifest: DeploymentTarget.lower(manifests.nearest(forFolder: absoluteRoot),
                                                              lowestTarget(of: aboveProjects)))]
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
            let tests = lintsTests(config)
            // A folder's own projects override those above it.
            let own = FileWalker.projectFiles(in: pending.absolute, entries)
            let membership = own.isEmpty ? pending.membership
                : ProjectMembership.of(folder: pending.absolute, projects: own.compactMap { xcodeProject($0) })
            // Worked out at the folder's first Swift file.
            var files: ProjectMembership.Files?
            // The nearest `Package.swift` or Xcode project says which iOS versions the code
            // supports (both in one folder: the lower).
            var manifest = pending.manifest
            let projectTarget = own.isEmpty ? DeploymentTarget.unknown : lowestTarget(of: own)
            if projectTarget.isKnown { manifest = projectTarget }
            if entries.contains(where: { $0.name.utf8.count == 13 && $0.kind != .directory && $0.name == PackageManifests.fileName }) {
                manifest = DeploymentTarget.lower(manifests.record(manifestIn: FilePaths.absolute(folder, cwd: cwd)), projectTarget)
            }
            let target = deploymentTarget(config: config, manifest: manifest)
            var subfolders: [Pending] = []
            for entry in entries {
                let name = entry.name
                // Most skipped folders are typed: they cost no path.
                if entry.kind == .directory && FileWalker.skipsFolder(named: name) { continue }
                // `sourceEntries` keeps only `.swift` files among typed files, and no hidden entry.
                let path = join(folder, name)
                let kind = entry.kind == .other ? FileSystem.kind(path) : entry.kind
                guard kind == .directory || (kind == .file && (entry.kind == .file || FilePaths.isSwiftFileName(name))) else { continue }
                let isFolder = kind == .directory
                if isFolder && FileWalker.skipsFolder(named: name) { continue }
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
                    let absolute = join(pending.absolute, name)
                    subfolders.append(Pending(folder: path, ignores: ignores, gitRelative: gitRelative, config: config,
                                              absolute: absolute, membership: membership?.entering(absolute), manifest: manifest))
                } else {
                    var notForIOS = false
                    if let membership {
                        if files == nil { files = membership.files() }
                        notForIOS = files!.isNotForIOS(name)
                    }
                    // Only regular files (or links to them) get here: `kind == .file`.
                    result.append(Entry(path: path, config: config, notForIOS: notForIOS, lintsTests: tests,
                                        deploymentTarget: target, regular: true))
                }
            }
            stack.append(contentsOf: subfolders.reversed())
            if let onFiles, result.count > firstNew {
                onFiles(firstNew, Array(result[firstNew...]))
            }
        }
    }

    func lintsTests(_ config: Int) -> Bool {
        config >= 0 && configs[config].tests == true
    }

    // MARK: Xcode projects

    /// Whether the nearest Xcode project builds the file named on its own (an argument, or
    /// `--stdin-path`) only for other platforms.
    public mutating func isNotForIOS(file path: String, config: Int) -> Bool {
        let folder = FilePaths.directory(of: FilePaths.absolute(path, cwd: cwd))
        let projects: [String]
        if let known = projectsByFolder[folder] {
            projects = known
        } else {
            let root = projectRoot(of: folder, config: config, gitRoot: FileWalker.gitRoot(above: folder))
            projects = nearestProjects(from: folder, upTo: root)
            projectsByFolder[folder] = projects
        }
        guard !projects.isEmpty else { return false }
        let membership = ProjectMembership.of(folder: folder, projects: projects.compactMap { xcodeProject($0) })
        return membership?.files().isNotForIOS(FilePaths.name(of: path)) ?? false
    }

    /// How far up an Xcode project is looked for, from `folder` (absolute): the highest of
    /// the folder itself, its config's folder, the root of its git work tree and the current
    /// folder, each where it holds `folder`. So `duobar-lint Sources/App` still finds
    /// `App.xcodeproj` beside `Sources`, but a walk never wanders above the project it is in.
    func projectRoot(of folder: String, config: Int, gitRoot: String?) -> String {
        var root = folder
        var candidates = [FilePaths.absolute(cwd, cwd: cwd)]
        if config >= 0 { candidates.append(FilePaths.absolute(configs[config].directory, cwd: cwd)) }
        if let gitRoot { candidates.append(FilePaths.absolute(gitRoot, cwd: cwd)) }
        for candidate in candidates where candidate.utf8.count < root.utf8.count {
            if FilePaths.relative(folder, to: candidate, cwd: cwd) != nil { root = candidate }
        }
        return root
    }

    /// The project files in the nearest folder from `folder` up to `root` (both absolute)
    /// that holds a `*.xcodeproj`; none if no folder does.
    func nearestProjects(from folder: String, upTo root: String) -> [String] {
        var current = folder
        for _ in 0..<256 {
            if let entries = FileSystem.sourceEntries(current)?.entries {
                let found = FileWalker.projectFiles(in: current, entries)
                if !found.isEmpty { return found }
            }
            if current == root || current == "/" || FilePaths.relative(current, to: root, cwd: cwd) == nil { break }
            current = FilePaths.directory(of: current)
        }
        return []
    }

    /// The `project.pbxproj` of each `*.xcodeproj` folder among a folder's entries, in order.
    static func projectFiles(in folder: String, _ entries: [FileSystem.Entry]) -> [String] {
        var found: [String] = []
        for entry in entries where entry.kind != .file && entry.name.utf8.count > 10 && entry.name.hasSuffix(".xcodeproj")
            && !entry.name.hasPrefix(".") {
            let project = FilePaths.join(folder, entry.name)
            if entry.kind == .other && FileSystem.kind(project) != .directory && FileSystem.kind(project) != .symlinkToDirectory { continue }
            found.append(project + "/project.pbxproj")
        }
        return found.sorted(by: FilePaths.precedes)
    }

    /// A project file read once per run; nil if it cannot be read or understood.
    mutating func xcodeProject(_ path: String) -> XcodeProject? {
        if let known = xcodeProjects[path] { return known }
        let project = XcodeProject.load(path)
        xcodeProjects[path] = .some(project)
        return project
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
        FilePaths.join(folder, name)
    }
}
