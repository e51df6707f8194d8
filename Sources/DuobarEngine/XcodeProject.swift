#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import DuobarModel

/// What an Xcode project builds, as far as the lint cares: which files go into targets for
/// iOS, and which into targets only for other platforms (docs/model.md, "Code that never
/// reaches an iPhone bar").
///
/// Membership comes from each target's sources build phase (build file → file reference,
/// its path resolved through the group tree) and from its synchronized folders (Xcode 16),
/// less their membership exceptions. Whether a target is for iOS comes from its build
/// configurations, each setting taken from the project's configuration of the same name
/// when the target does not set it.
struct XcodeProject {
    /// A target's synchronized folder: whether the target is for iOS, and the paths below the
    /// folder (relative to it) that are not the target's.
    struct Rule {
        var forIOS: Bool
        var excluded: Set<String>
        /// The folders (relative, `.` for the rule's own) that hold something `excluded` lists.
        var excludedParents: Set<String>

        init(forIOS: Bool, excluded: Set<String>) {
            self.forIOS = forIOS
            self.excluded = excluded
            excludedParents = Set(excluded.map { FilePaths.directory(of: $0) })
        }
    }

    /// Folder rules by the folder's absolute path.
    private(set) var folderRules: [String: [Rule]] = [:]
    /// For files named one by one (sources build phases, exceptions that add a file to a
    /// target): whether they are in a target for iOS, and in one for another platform.
    private(set) var fileRules: [String: (iOS: Bool, other: Bool)] = [:]
    /// The folders that hold a file of `fileRules`.
    private(set) var fileFolders: Set<String> = []

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` the project's build settings give (any target,
    /// any configuration: the app's extensions run on the same devices), unknown when none
    /// is written there (set in `.xcconfig` files, or left to Xcode's default).
    var lowestIOSTarget: DeploymentTarget = .unknown

    /// Whether the project builds anything for another platform at all.
    var excludesAny: Bool { !folderRules.isEmpty || !fileRules.isEmpty }

    /// The folder rules that cover `folder` (absolute, normalized) and what is in it.
    func rules(around folder: String) -> [(base: String, rule: Rule)] {
        var found: [(String, Rule)] = []
        var current = folder
        var steps = 0
        while steps < 256 {
            for rule in folderRules[current] ?? [] { found.append((current, rule)) }
            if current == "/" || current.isEmpty { break }
            current = FilePaths.directory(of: current)
            steps += 1
        }
        return found
    }

    /// `relative` or a folder above it is listed.
    static func isExcluded(_ relative: String, _ excluded: Set<String>) -> Bool {
        var current = relative
        while !current.isEmpty {
            if excluded.contains(current) { return true }
            guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
            current = String(current[..<slash])
        }
        return false
    }

    mutating func addFile(_ path: String, forIOS: Bool) {
        var flags = fileRules[path] ?? (false, false)
        if forIOS { flags.iOS = true } else { flags.other = true }
        fileRules[path] = flags
        fileFolders.insert(FilePaths.directory(of: path))
    }

    // MARK: Reading

    /// The project whose `project.pbxproj` is at `path`; nil when it cannot be read or understood.
    @inline(never) static func load(_ path: String) -> XcodeProject? {
        guard case .success(let bytes) = FileSystem.read(path, maximumSize: PropertyList.maximumSize) else { return nil }
        let text = XcodeProject.textSettings(bytes)
        // A project all of whose targets are for iOS (or say nothing) excludes nothing: most
        // are, and a look at their platform settings spares them the parse.
        guard text.mayExcludeIOS else {
            var project = XcodeProject()
            project.lowestIOSTarget = text.lowest
            return project
        }
        guard let list = PropertyList(bytes) else { return nil }
        // `X.xcodeproj/project.pbxproj`: paths start from the folder that holds `X.xcodeproj`.
        let folder = FilePaths.directory(of: FilePaths.directory(of: FilePaths.absolute(path, cwd: FilePaths.currentDirectory)))
        var project = XcodeProject(list, folder: folder)
        project?.lowestIOSTarget = text.lowest
        return project
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET = 16.4;` in the text, read as text wherever it
    /// stands (a value built from other settings, `$(…)`, is not a version and is skipped).
    static func lowestIOSTarget(in bytes: [UInt8]) -> DeploymentTarget {
        textSettings(bytes).lowest
    }

    /// A project that builds nothing for other platforms.
    init() {}

    /// Whether some `SDKROOT` or `SUPPORTED_PLATFORMS` in the text has a value that is not
    /// iOS's (nor `auto`, nor built from other settings). Read as text, wherever it stands:
    /// a value this misses could only make a target iOS's.
    static func mayExcludeIOS(_ bytes: [UInt8]) -> Bool {
        textSettings(bytes).mayExcludeIOS
    }

    /// `lowestIOSTarget(in:)` and `mayExcludeIOS(_:)` in one pass over the text. The three
    /// names are found by the `O` each has a few bytes in (the rarest byte they share), then
    /// compared in place: `IPHONEOS_DEPLOYMENT_TARGET` three bytes before it, `SDKROOT` and
    /// `SUPPORTED_PLATFORMS` four.
    @inline(never) static func textSettings(_ bytes: [UInt8]) -> (lowest: DeploymentTarget, mayExcludeIOS: Bool) {
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return (.unknown, false) }
            let n = p.count
            var lowest = DeploymentTarget.unknown
            var excludes = false
            /// Whether `name` is at `start`.
            func named(_ start: Int, _ name: StaticString) -> Bool {
                start >= 0 && start + name.utf8CodeUnitCount <= n && PropertyList.equal(base + start, name.utf8Start, name.utf8CodeUnitCount)
            }
            /// Past blanks, `=` and a quote from `start`, to the value; then to its end.
            func value(_ start: Int, endsAtSpace: Bool) -> Range<Int> {
                var v = start
                while v < n && (base[v] == 32 || base[v] == 9 || base[v] == UInt8(ascii: "=") || base[v] == UInt8(ascii: "\"")) { v += 1 }
                var e = v
                while e < n && base[e] != UInt8(ascii: ";") && base[e] != UInt8(ascii: "\"") && base[e] != 10 && !(endsAtSpace && base[e] == 32) {
                    e += 1
                }
                return v..<e
            }
            var i = 3
            while i < n, let hit = memchr(base + i, Int32(UInt8(ascii: "O")), n - i) {
                let k = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                i = k + 1
                if base[k - 3] == UInt8(ascii: "I") && named(k - 3, "IPHONEOS_DEPLOYMENT_TARGET") {
                    let range = value(k - 3 + 26, endsAtSpace: true)
                    if let target = deploymentTarget(UnsafeBufferPointer(rebasing: p[range])) {
                        lowest = DeploymentTarget.lower(lowest, target)
                    }
                }
                guard !excludes, k >= 4, base[k - 4] == UInt8(ascii: "S") else { continue }
                if named(k - 4, "SDKROOT") {
                    let sdk = String(decoding: p[value(k - 4 + 7, endsAtSpace: false)], as: UTF8.self)
                    if !isForIOS(sdk: sdk, platforms: nil) { excludes = true }
                } else if named(k - 4, "SUPPORTED_PLATFORMS") {
                    let platforms = String(decoding: p[value(k - 4 + 19, endsAtSpace: false)], as: UTF8.self)
                    if !isForIOS(sdk: nil, platforms: platforms) { excludes = true }
                }
            }
            return (lowest, excludes)
        }
    }

    /// `DeploymentTarget(parsing:)` of the bytes, with no `String` made: one to three
    /// dot-separated numbers of at most four digits, nothing else.
    static func deploymentTarget(_ text: UnsafeBufferPointer<UInt8>) -> DeploymentTarget? {
        var parts = (0, 0, 0)
        var count = 0
        var current = 0
        var digits = 0
        for byte in text {
            if byte >= 48 && byte <= 57 {
                guard digits < 4 else { return nil }
                current = current * 10 + Int(byte - 48)
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                guard digits > 0, count < 2 else { return nil }
                if count == 0 { parts.0 = current } else { parts.1 = current }
                count += 1
                current = 0
                digits = 0
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        switch count {
        case 0: parts.0 = current
        case 1: parts.1 = current
        default: parts.2 = current
        }
        if count >= 1 && parts.1 > 1023 || count >= 2 && parts.2 > 63 { return nil }
        return DeploymentTarget(major: parts.0, minor: parts.1, patch: parts.2)
    }

    @inline(never) init?(_ list: PropertyList, folder: String) {
        guard let objectsNode = list.value(list.root, "objects"), list.kind(objectsNode) == .dictionary,
              let rootID = list.value(list.root, "rootObject") else { return nil }
        var reader = Reader(list, objectsNode)
        guard let project = reader.object(rootID) else { return nil }
        var root = folder
        if let dir = list.string(reader.nodes[project], "projectDirPath"), !dir.isEmpty {
            root = dir.hasPrefix("/") ? dir : folder + "/" + dir
        }
        reader.projectRoot = FilePaths.normalize(root)
        let projectSettings = reader.configurations(list.value(reader.nodes[project], "buildConfigurationList"))
        let targets = reader.all(.nativeTarget).map { ($0, reader.isForIOS(list.value(reader.nodes[$0], "buildConfigurationList"), projectSettings)) }
        // Only a target for another platform can take a file from iPhone bars.
        guard targets.contains(where: { !$0.1 }) else { return }
        reader.noteParents()

        // Synchronized folders' exceptions, by folder and target (object numbers).
        var exceptions: [Int: [Int: Set<String>]] = [:]
        for group in reader.all(.synchronizedGroup) {
            for set in list.array(reader.nodes[group], "exceptions").compactMap({ reader.object($0) }) where reader.kinds[set] == .exceptionSet {
                guard let target = list.value(reader.nodes[set], "target").flatMap({ reader.object($0) }) else { continue }
                let paths = list.array(reader.nodes[set], "membershipExceptions").filter { list.kind($0) == .string }.map(list.string)
                exceptions[group, default: [:]][target, default: []].formUnion(paths)
            }
        }

        // Synchronized folders first: whether any is another platform's decides below.
        var addedByExceptions: [(path: String, forIOS: Bool)] = []
        var swiftFiles: [Int: (iOS: Bool, other: Bool)] = [:]
        for (target, forIOS) in targets {
            let node = reader.nodes[target]
            let owned = Set(list.array(node, "fileSystemSynchronizedGroups").compactMap({ reader.object($0) }))
            for group in owned {
                guard let path = reader.path(of: group) else { continue }
                folderRules[path, default: []].append(Rule(forIOS: forIOS, excluded: exceptions[group]?[target] ?? []))
            }
            // A folder synchronized with other targets: its exceptions for this one are what it adds.
            for (group, byTarget) in exceptions where !owned.contains(group) {
                guard let added = byTarget[target], let path = reader.path(of: group) else { continue }
                for relative in added where !relative.isEmpty {
                    addedByExceptions.append((FilePaths.normalize(path + "/" + relative), forIOS))
                }
            }
            for phase in list.array(node, "buildPhases").compactMap({ reader.object($0) }) where reader.kinds[phase] == .sourcesPhase {
                for buildFile in list.array(reader.nodes[phase], "files").compactMap({ reader.object($0) }) {
                    // Only Swift files are ever asked about.
                    guard let ref = list.value(reader.nodes[buildFile], "fileRef").flatMap({ reader.object($0) }),
                          reader.isSwiftFile(ref) else { continue }
                    var flags = swiftFiles[ref] ?? (false, false)
                    if forIOS { flags.iOS = true } else { flags.other = true }
                    swiftFiles[ref] = flags
                }
            }
        }
        for (path, forIOS) in addedByExceptions {
            addFile(path, forIOS: forIOS)
            // It may be a folder.
            folderRules[path, default: []].append(Rule(forIOS: forIOS, excluded: []))
        }
        // Files named in build phases: those only in targets for other platforms are what
        // matters. A file in a target for iOS counts only where it may meet one of them:
        // under a folder of another platform's, or with the same name as one of them (two
        // references to one file).
        let otherFolders = folderRules.values.contains { $0.contains { !$0.forIOS } }
        var otherNames: Set<String> = []
        for (ref, flags) in swiftFiles where flags.other && !flags.iOS {
            guard let path = reader.path(of: ref) else { continue }
            addFile(path, forIOS: false)
            otherNames.insert(FilePaths.name(of: path))
        }
        for (ref, flags) in swiftFiles where flags.iOS {
            guard otherFolders || otherNames.contains(reader.fileName(ref)), let path = reader.path(of: ref) else { continue }
            addFile(path, forIOS: true)
        }
    }

    /// The kinds of object the reader uses.
    enum Kind: UInt8 {
        case other, buildFile, fileReference, group, synchronizedGroup, exceptionSet, nativeTarget, sourcesPhase,
             configurationList, buildConfiguration
    }

    /// Lookups over the objects of one project file. Objects are numbered in file order;
    /// ids are found through a hash table of their bytes, so no id becomes a `String`.
    private struct Reader {
        let list: PropertyList
        /// Each object's dictionary node, and its kind.
        var nodes: [Int] = []
        var kinds: [Kind] = []
        /// Each object's id node.
        var ids: [Int] = []
        /// Open addressing over `ids`: object number + 1, 0 for an empty slot.
        var table: [Int32] = []
        var projectRoot = "/"
        /// Each object's group, or -1.
        var parents: [Int32] = []
        /// Resolved paths, by object: nil not yet, .some(nil) unresolvable.
        var paths: [String??] = []

        init(_ list: PropertyList, _ objects: Int) {
            self.list = list
            let entries = list.entries(objects)
            var j = entries.startIndex
            while j + 1 < entries.endIndex {
                let key = Int(entries[j]), value = Int(entries[j + 1])
                j += 2
                guard list.kind(key) == .string && list.kind(value) == .dictionary else { continue }
                ids.append(key)
                nodes.append(value)
                kinds.append(Reader.kind(list, value))
            }
            var size = 16
            while size < ids.count * 2 { size <<= 1 }
            table = [Int32](repeating: 0, count: size)
            for k in ids.indices {
                var slot = Int(list.hash(ids[k]) & UInt64(size - 1))
                while table[slot] != 0 {
                    if list.sameString(ids[Int(table[slot]) - 1], ids[k]) { break } // a repeated id: the first stays
                    slot = (slot + 1) & (size - 1)
                }
                if table[slot] == 0 { table[slot] = Int32(k + 1) }
            }
            parents = [Int32](repeating: -1, count: ids.count)
            paths = [String??](repeating: nil, count: ids.count)
        }

        static func kind(_ list: PropertyList, _ node: Int) -> Kind {
            guard let isa = list.value(node, "isa") else { return .other }
            // Told apart by length first: one comparison for most.
            switch list.length(isa) {
            case 8: return list.isString(isa, "PBXGroup") ? .group : .other
            case 12: return list.isString(isa, "PBXBuildFile") ? .buildFile : .other
            case 14: return list.isString(isa, "XCVersionGroup") ? .group : .other
            case 15:
                if list.isString(isa, "PBXNativeTarget") { return .nativeTarget }
                return list.isString(isa, "PBXVariantGroup") ? .group : .other
            case 16: return list.isString(isa, "PBXFileReference") ? .fileReference : .other
            case 19: return list.isString(isa, "XCConfigurationList") ? .configurationList : .other
            case 20:
                if list.isString(isa, "PBXSourcesBuildPhase") { return .sourcesPhase }
                return list.isString(isa, "XCBuildConfiguration") ? .buildConfiguration : .other
            case 34: return list.isString(isa, "PBXFileSystemSynchronizedRootGroup") ? .synchronizedGroup : .other
            case 46: return list.isString(isa, "PBXFileSystemSynchronizedBuildFileExceptionSet") ? .exceptionSet : .other
            default: return .other
            }
        }

        /// The object a string node names by id.
        func object(_ idNode: Int) -> Int? {
            guard list.kind(idNode) == .string, !table.isEmpty else { return nil }
            let mask = table.count - 1
            var slot = Int(list.hash(idNode) & UInt64(mask))
            while table[slot] != 0 {
                let k = Int(table[slot]) - 1
                if list.sameString(ids[k], idNode) { return k }
                slot = (slot + 1) & mask
            }
            return nil
        }

        func all(_ kind: Kind) -> [Int] {
            kinds.indices.filter { kinds[$0] == kind }
        }

        mutating func noteParents() {
            for group in all(.group) {
                for child in list.array(nodes[group], "children").compactMap({ object($0) }) where parents[child] < 0 {
                    parents[child] = Int32(group)
                }
            }
        }

        /// The last part of a file reference's path (or name).
        func fileName(_ k: Int) -> String {
            guard let name = list.value(nodes[k], "path") ?? list.value(nodes[k], "name"), list.kind(name) == .string else { return "" }
            return FilePaths.name(of: list.string(name))
        }

        /// A file reference whose path or name ends in `.swift`.
        func isSwiftFile(_ k: Int) -> Bool {
            guard kinds[k] == .fileReference,
                  let name = list.value(nodes[k], "path") ?? list.value(nodes[k], "name") else { return false }
            return list.hasSuffix(name, ".swift")
        }

        /// The absolute path of a file reference, group or synchronized folder, through the
        /// group tree; nil for one relative to a build product or SDK, or an unreadable one.
        /// At most 64 groups up: a loop or a deeper tree is unreadable. Each path found is
        /// kept, so a group is resolved once however many members it has.
        mutating func path(of object: Int) -> String? {
            var chain: [(object: Int, own: String?)] = []
            var base: String??
            var current = object
            walk: for _ in 0..<64 {
                if let known = paths[current] {
                    base = .some(known)
                    break walk
                }
                let node = nodes[current]
                let own = list.string(node, "path") ?? (kinds[current] == .fileReference ? list.string(node, "name") : nil)
                chain.append((current, own))
                let tree = list.value(node, "sourceTree")
                if tree == nil || list.isString(tree!, "<group>") {
                    if parents[current] >= 0 {
                        current = Int(parents[current])
                        continue walk
                    }
                    base = .some(projectRoot)
                } else if list.isString(tree!, "SOURCE_ROOT") {
                    base = .some(projectRoot)
                } else if list.isString(tree!, "<absolute>") {
                    base = .some("")
                } else {
                    base = .some(nil)
                }
                break walk
            }
            var path: String? = base ?? nil
            for (k, own) in chain.reversed() {
                if let p = path, let own, !own.isEmpty {
                    path = own.hasPrefix("/") || p.isEmpty ? own : p + "/" + own
                }
                paths[k] = .some(path)
            }
            guard let path else { return nil }
            let resolved = FilePaths.normalize(path)
            return resolved.hasPrefix("/") ? resolved : nil
        }

        /// Each configuration's name and platform settings.
        func configurations(_ listID: Int?) -> [(name: String, sdk: String?, platforms: String?)] {
            guard let configList = listID.flatMap({ object($0) }), kinds[configList] == .configurationList else { return [] }
            return list.array(nodes[configList], "buildConfigurations").compactMap({ object($0) }).compactMap { config in
                guard kinds[config] == .buildConfiguration else { return nil }
                let settings = list.value(nodes[config], "buildSettings")
                let sdk = settings.flatMap { list.string($0, "SDKROOT") }
                let platforms = settings.flatMap { list.string($0, "SUPPORTED_PLATFORMS") }
                return (list.string(nodes[config], "name") ?? "", sdk, platforms)
            }
        }

        /// A target is for iOS when any of its configurations is, or when it says nothing we understand.
        func isForIOS(_ listID: Int?, _ project: [(name: String, sdk: String?, platforms: String?)]) -> Bool {
            let own = configurations(listID)
            if own.isEmpty { return XcodeProject.isForIOS(sdk: project.first?.sdk, platforms: project.first?.platforms) }
            return own.contains { config in
                let fallback = project.first { $0.name == config.name } ?? project.first
                return XcodeProject.isForIOS(sdk: config.sdk ?? fallback?.sdk, platforms: config.platforms ?? fallback?.platforms)
            }
        }
    }

    /// `SUPPORTED_PLATFORMS` decides when it is a plain list; otherwise `SDKROOT` does. A value
    /// built from other settings (`$(…)`), `auto`, or no setting at all could be iOS.
    static func isForIOS(sdk: String?, platforms: String?) -> Bool {
        if let platforms, !platforms.contains("$") {
            let names = platforms.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if !names.isEmpty { return names.contains { $0 == "iphoneos" || $0 == "iphonesimulator" } }
        }
        if let sdk, !sdk.contains("$"), sdk != "auto", !sdk.isEmpty {
            return sdk.hasPrefix("iphoneos") || sdk.hasPrefix("iphonesimulator")
        }
        return true
    }
}

/// The projects that apply to one folder: the rules of theirs that cover it, gathered as the
/// walk goes down (one lookup per folder). What that means for the folder's own files is
/// worked out only for a folder that has Swift files (`files()`).
struct ProjectMembership {
    typealias Around = [(base: String, rule: XcodeProject.Rule)]

    let folder: String
    let projects: [(project: XcodeProject, around: Around)]

    /// For `folder` (absolute, normalized); nil when none of the projects builds anything
    /// for another platform (they are then left out below it too).
    static func of(folder: String, projects: [XcodeProject]) -> ProjectMembership? {
        let excluding = projects.filter(\.excludesAny)
        guard !excluding.isEmpty else { return nil }
        return ProjectMembership(folder: folder, projects: excluding.map { ($0, $0.rules(around: folder)) })
    }

    private init(folder: String, projects: [(project: XcodeProject, around: Around)]) {
        self.folder = folder
        self.projects = projects
    }

    /// The same projects for `subfolder`, a folder right inside this one: only its own
    /// rules are looked up.
    func entering(_ subfolder: String) -> ProjectMembership {
        ProjectMembership(folder: subfolder, projects: projects.map { project, around in
            guard let own = project.folderRules[subfolder] else { return (project, around) }
            return (project, around + own.map { (subfolder, $0) })
        })
    }

    func files() -> Files { Files(self) }

    /// What holds for every file of the folder, worked out once, so that most files cost nothing.
    struct Files {
        let folder: String
        /// A rule with no exception here puts every file of the folder in a target for iOS,
        /// or for another platform.
        private(set) var allForIOS = false
        private(set) var allForOther = false
        /// Rules with exceptions among this folder's files: the folder relative to the rule's.
        private(set) var partial: [(relative: String, rule: XcodeProject.Rule)] = []
        /// The projects that name files of this folder one by one.
        private(set) var naming: [XcodeProject] = []

        init(_ membership: ProjectMembership) {
            folder = membership.folder
            for (project, around) in membership.projects {
                if project.fileFolders.contains(folder) { naming.append(project) }
                for (base, rule) in around {
                    if rule.excluded.isEmpty {
                        if rule.forIOS { allForIOS = true } else { allForOther = true }
                        continue
                    }
                    let relative = base == folder ? ""
                        : String(decoding: folder.utf8.dropFirst(base == "/" ? 1 : base.utf8.count + 1), as: UTF8.self)
                    if !relative.isEmpty && XcodeProject.isExcluded(relative, rule.excluded) { continue }
                    // Only exceptions for files right in this folder matter here.
                    if rule.excludedParents.contains(relative.isEmpty ? "." : relative) {
                        partial.append((relative, rule))
                    } else if rule.forIOS {
                        allForIOS = true
                    } else {
                        allForOther = true
                    }
                }
            }
        }

        /// Whether any file of the folder may be built only for other platforms.
        var mayExclude: Bool {
            !allForIOS && (allForOther || !naming.isEmpty || partial.contains { !$0.rule.forIOS })
        }

        /// The file `name` in the folder is built only into targets for other platforms: in
        /// at least one target, and in none for iOS. A file in no target is linted.
        func isNotForIOS(_ name: String) -> Bool {
            guard mayExclude else { return false }
            var iOS = false, other = allForOther
            if !naming.isEmpty {
                let path = folder == "/" ? "/" + name : folder + "/" + name
                for project in naming {
                    guard let flags = project.fileRules[path] else { continue }
                    iOS = iOS || flags.iOS
                    other = other || flags.other
                }
            }
            for (relative, rule) in partial where !(rule.forIOS ? iOS : other) {
                if rule.excluded.contains(relative.isEmpty ? name : relative + "/" + name) { continue }
                if rule.forIOS { iOS = true } else { other = true }
            }
            return other && !iOS
        }
    }
}
