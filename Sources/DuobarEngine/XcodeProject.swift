#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import DuobarModel
import DuobarScanner

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

        /// The same, with `excluded` as listed (repeats and all): the folders of paths listed
        /// together are mostly the same, and one is hashed only when it is not the last one's.
        init(forIOS: Bool, excluded: Set<String>, listed: [String]) {
            self.forIOS = forIOS
            self.excluded = excluded
            var parents: Set<String> = []
            var last: String?
            for path in listed {
                if let last, Rule.sameFolder(last, path) { continue }
                parents.insert(FilePaths.directory(of: path))
                last = path
            }
            excludedParents = parents
        }

        /// Whether the two paths' bytes are the same up to the last slash of each (or neither
        /// has one): then `FilePaths.directory(of:)` makes the same of both.
        static func sameFolder(_ a: String, _ b: String) -> Bool {
            var a = a, b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    var i = x.count - 1, j = y.count - 1
                    while i >= 0 && x[i] != UInt8(ascii: "/") { i -= 1 }
                    while j >= 0 && y[j] != UInt8(ascii: "/") { j -= 1 }
                    guard i == j else { return false }
                    return i <= 0 || PropertyList.equal(x.baseAddress!, y.baseAddress!, i)
                }
            }
        }
    }

    /// Whether a file named one by one is in a target for iOS, and in one for another platform.
    struct Membership {
        var iOS = false
        var other = false
    }

    /// Folder rules by the folder's absolute path.
    private(set) var folderRules: [String: [Rule]] = [:]
    /// For files named one by one (sources build phases, exceptions that add a file to a
    /// target): whether they are in a target for iOS, and in one for another platform.
    private(set) var fileRules: [String: Membership] = [:]
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
        // One lookup, in place.
        if forIOS {
            fileRules[path, default: Membership()].iOS = true
        } else {
            fileRules[path, default: Membership()].other = true
        }
        fileFolders.insert(FilePaths.directory(of: path))
    }

    // MARK: Reading

    /// The project whose `project.pbxproj` is at `path`; nil when it cannot be read or understood.
    @inline(never) static func load(_ path: String) -> XcodeProject? {
        guard case .success(let bytes) = FileSystem.read(path, maximumSize: PropertyList.maximumSize) else { return nil }
        let text = XcodeProject.textSettings(bytes)
        // A project all of whose targets are for iOS (or say nothing) excludes nothing: most
        // are, and a look at their platform settings spares them the parse, unless its
        // deployment targets differ: then which one each target takes needs the objects.
        guard text.mayExcludeIOS else {
            var project = XcodeProject()
            project.lowestIOSTarget = text.lowest
            if text.differ, let list = PropertyList(bytes) {
                project.lowestIOSTarget = XcodeProject.lowestOfTargets(list) ?? text.lowest
            }
            return project
        }
        guard let list = PropertyList(bytes) else { return nil }
        // `X.xcodeproj/project.pbxproj`: paths start from the folder that holds `X.xcodeproj`.
        let folder = FilePaths.directory(of: FilePaths.directory(of: FilePaths.absolute(path, cwd: FilePaths.currentDirectory)))
        var project = XcodeProject(list, folder: folder)
        project?.lowestIOSTarget = text.differ ? (XcodeProject.lowestOfTargets(list) ?? text.lowest) : text.lowest
        return project
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the project's iPhone targets that are not
    /// tests, each configuration's own value or, where it sets none, the project's
    /// configuration of the same name: a project-wide 15.6 that every target overrides with
    /// 18.0 is 18.0. Nil when no such target has a value.
    static func lowestOfTargets(_ list: PropertyList) -> DeploymentTarget? {
        guard let objectsNode = list.value(list.root, "objects"), list.kind(objectsNode) == .dictionary,
              let rootID = list.value(list.root, "rootObject") else { return nil }
        let reader = Reader(list, objectsNode)
        guard let project = reader.object(rootID) else { return nil }
        let projectSettings = reader.configurations(list.value(reader.node(project), "buildConfigurationList"))
        var lowest: DeploymentTarget?
        for target in reader.targets {
            let productType = list.string(reader.node(target), "productType") ?? ""
            guard !productType.contains("test") else { continue }
            let listID = list.value(reader.node(target), "buildConfigurationList")
            guard reader.isForIOS(listID, projectSettings) else { continue }
            let own = reader.configurations(listID)
            let values = own.isEmpty ? projectSettings.map(\.deploymentTarget)
                : own.map { config in config.deploymentTarget ?? projectSettings.first { $0.name == config.name }?.deploymentTarget }
            for value in values {
                guard let value, let target = value.utf8.withContiguousStorageIfAvailable({ deploymentTarget($0) }) ?? nil else { continue }
                lowest = lowest.map { DeploymentTarget.lower($0, target) } ?? target
            }
        }
        return lowest
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
    @inline(never) static func textSettings(_ bytes: [UInt8]) -> (lowest: DeploymentTarget, mayExcludeIOS: Bool, differ: Bool) {
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return (.unknown, false, false) }
            let n = p.count
            var lowest = DeploymentTarget.unknown
            // Two different values: which one a target takes depends on where each is set.
            var differ = false
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
                if base[k - 3] == UInt8(ascii: "I") && named(k - 3, "IPHONEOS_DEPLOYMENT_TARGET"), !isTestSettings(around: k - 3, p) {
                    let range = value(k - 3 + 26, endsAtSpace: true)
                    if let target = deploymentTarget(UnsafeBufferPointer(rebasing: p[range])) {
                        if lowest != .unknown && lowest != target { differ = true }
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
            // `TARGETED_DEVICE_FAMILY = 2;` (iPad only) has no `O` to be found by: found by its
            // `V`, and only while nothing else has said the project may exclude iOS.
            var j = 11
            while !excludes, j < n, let hit = memchr(base + j, Int32(UInt8(ascii: "V")), n - j) {
                let k = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                j = k + 1
                guard base[k - 11] == UInt8(ascii: "T"), named(k - 11, "TARGETED_DEVICE_FAMILY") else { continue }
                let family = String(decoding: p[value(k - 11 + 22, endsAtSpace: false)], as: UTF8.self)
                if !isForIPhone(family: family) { excludes = true }
            }
            return (lowest, excludes, differ)
        }
    }

    /// Whether the `buildSettings = { … }` block around `at` is a test bundle's (`TEST_HOST`,
    /// `BUNDLE_LOADER` or `TEST_TARGET_NAME` set): tests build none of the app's files, so
    /// their often lower deployment target is not the app's. Blocks are a few kilobytes; one
    /// bigger than 64 kB, or braces that do not close, count as not a test's.
    static func isTestSettings(around at: Int, _ p: UnsafeBufferPointer<UInt8>) -> Bool {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var start = at, depth = 0
        while start > 0 && at - start < 65_536 {
            start -= 1
            if p[start] == close { depth += 1 } else if p[start] == open { if depth == 0 { break }; depth -= 1 }
        }
        guard p[start] == open else { return false }
        var end = at
        depth = 0
        while end < p.count && end - at < 65_536 {
            if p[end] == open { depth += 1 } else if p[end] == close { if depth == 0 { break }; depth -= 1 }
            end += 1
        }
        guard end < p.count else { return false }
        let block = UnsafeBufferPointer(rebasing: p[start..<end])
        return ByteClass.contains(block, "TEST_HOST =") || ByteClass.contains(block, "BUNDLE_LOADER =")
            || ByteClass.contains(block, "TEST_TARGET_NAME =")
    }

    /// Whether a `TARGETED_DEVICE_FAMILY` value includes iPhone (`1`): `2` alone is iPad only
    /// (`3` TV, `4` watch, `6` Mac Catalyst, `7` Vision). A value built from other settings, or
    /// none, could be iPhone.
    static func isForIPhone(family: String?) -> Bool {
        guard let family, !family.contains("$") else { return true }
        let devices = family.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
        return devices.isEmpty || devices.contains("1")
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
        let reader = Reader(list, objectsNode)
        guard let project = reader.object(rootID) else { return nil }
        var root = folder
        if let dir = list.string(reader.node(project), "projectDirPath"), !dir.isEmpty {
            root = dir.hasPrefix("/") ? dir : folder + "/" + dir
        }
        reader.projectRoot = FilePaths.normalize(root)
        let projectSettings = reader.configurations(list.value(reader.node(project), "buildConfigurationList"))
        let targets = reader.targets.map { Target(object: $0, forIOS: reader.isForIOS(list.value(reader.node($0), "buildConfigurationList"), projectSettings)) }
        // Only a target for another platform can take a file from iPhone bars.
        guard targets.contains(where: { !$0.forIOS }) else { return }
        reader.noteParents()

        // Synchronized folders' exception sets, by folder: each set's target and object
        // number. Their paths are made strings only for a target that is looked at.
        var exceptions: [Int: [ExceptionSet]] = [:]
        for group in reader.synchronizedGroups {
            for set in reader.objects(list.value(reader.node(group), "exceptions")) where reader.kind(set) == .exceptionSet {
                guard let target = list.value(reader.node(set), "target").flatMap({ reader.object($0) }) else { continue }
                exceptions[group, default: []].append(ExceptionSet(target: target, set: set))
            }
        }
        /// The paths the folder's exception sets for the target list, as written and as a
        /// set; nil when it has none for it.
        func excluded(_ sets: [ExceptionSet]?, _ target: Int) -> Exceptions? {
            guard let sets, sets.contains(where: { $0.target == target }) else { return nil }
            var listed: [String] = []
            for set in sets where set.target == target { reader.addMembershipExceptions(of: set.set, to: &listed) }
            return Exceptions(listed: listed, set: Set(listed))
        }

        // Synchronized folders first: whether any is another platform's decides below. The
        // rules and files are gathered first, so that the tables are made at their size.
        var rules: [PathRule] = []
        var named: [NamedFile] = []
        // The Swift files of sources build phases, in the order first met, and whether a
        // target for iOS has each (bit 0) or one for another platform (bit 1).
        var swiftFiles: [Int] = []
        var swiftFlags = [UInt8](repeating: 0, count: reader.count)
        for target in targets {
            let forIOS = target.forIOS, target = target.object
            let node = reader.node(target)
            var owned: Set<Int> = []
            for group in reader.objects(list.value(node, "fileSystemSynchronizedGroups")) where owned.insert(group).inserted {
                guard let path = reader.path(of: group) else { continue }
                let exceptions = excluded(exceptions[group], target)
                rules.append(PathRule(path: path, rule: Rule(forIOS: forIOS, excluded: exceptions?.set ?? [], listed: exceptions?.listed ?? [])))
            }
            // A folder synchronized with other targets: its exceptions for this one are what it adds.
            for (group, sets) in exceptions where !owned.contains(group) {
                guard let added = excluded(sets, target)?.set, let path = reader.path(of: group) else { continue }
                for relative in added where !relative.isEmpty {
                    named.append(NamedFile(path: FilePaths.normalize(XcodeProject.slashed(path, relative)), forIOS: forIOS))
                }
            }
            for phase in reader.objects(list.value(node, "buildPhases")) where reader.kind(phase) == .sourcesPhase {
                reader.noteSwiftFiles(of: phase, forIOS ? 1 : 2, &swiftFiles, &swiftFlags)
            }
        }
        // What the exceptions add may be a folder.
        for file in named { rules.append(PathRule(path: file.path, rule: Rule(forIOS: file.forIOS, excluded: []))) }
        folderRules.reserveCapacity(rules.count)
        for rule in rules { folderRules[rule.path, default: []].append(rule.rule) }
        // Files named in build phases: those only in targets for other platforms are what
        // matters. A file in a target for iOS counts only where it may meet one of them:
        // under a folder of another platform's, or with the same name as one of them (two
        // references to one file).
        let otherFolders = rules.contains { !$0.rule.forIOS }
        var otherNames = Reader.Names()
        for ref in swiftFiles where swiftFlags[ref] == 2 {
            guard let path = reader.path(of: ref) else { continue }
            named.append(NamedFile(path: path, forIOS: false))
            otherNames.insert(FilePaths.name(of: path))
        }
        for ref in swiftFiles where swiftFlags[ref] & 1 != 0 {
            guard otherFolders || reader.fileName(ref, isIn: otherNames), let path = reader.path(of: ref) else { continue }
            named.append(NamedFile(path: path, forIOS: true))
        }
        fileRules.reserveCapacity(named.count)
        fileFolders.reserveCapacity(named.count)
        for file in named { addFile(file.path, forIOS: file.forIOS) }
    }

    // Named types rather than tuples in the arrays above: no tuple metadata to make at run time.
    private struct Target { var object: Int; var forIOS: Bool }
    private struct ExceptionSet { var target: Int; var set: Int }
    private struct Exceptions { var listed: [String]; var set: Set<String> }
    private struct PathRule { var path: String; var rule: Rule }
    private struct NamedFile { var path: String; var forIOS: Bool }
    fileprivate struct Configuration {
        var name: String
        var sdk: String?
        var platforms: String?
        var family: String?
        var deploymentTarget: String?
    }
    fileprivate struct Link { var object: Int; var own: String? }

    /// `a + "/" + b`, made in one allocation.
    static func slashed(_ a: String, _ b: String) -> String {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                String(unsafeUninitializedCapacity: x.count + 1 + y.count) { out in
                    if let from = x.baseAddress { out.baseAddress!.update(from: from, count: x.count) }
                    out[x.count] = UInt8(ascii: "/")
                    if let from = y.baseAddress { (out.baseAddress! + x.count + 1).update(from: from, count: y.count) }
                    return x.count + 1 + y.count
                }
            }
        }
    }

    /// A seed for the reader's own hash tables, from Swift's hashing: random for each run
    /// (fixed when `SWIFT_DETERMINISTIC_HASHING` is set), so that no project file can make
    /// its ids or names collide and the lookups slow to a crawl.
    static let hashSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// The kinds of object the reader uses.
    enum Kind: UInt8 {
        case other, buildFile, fileReference, group, synchronizedGroup, exceptionSet, nativeTarget, sourcesPhase,
             configurationList, buildConfiguration
    }

    /// Lookups over the objects of one project file. Objects are numbered in file order;
    /// ids are found through a hash table of their bytes, so no id becomes a `String`.
    private final class Reader {
        struct Object {
            /// The object's dictionary node and its id's node.
            var node: Int32
            var id: Int32
            var hash: UInt64
            var kind: Kind
        }

        // Set once, so that reading them costs no check of exclusive access (the arrays
        // below that change are taken out while they do).
        let list: PropertyList
        /// Mixed into the hashes of ids, different from one run to the next as Swift's own.
        let seed = XcodeProject.hashSeed
        let all: [Object]
        /// Open addressing over `all`: object number + 1, 0 for an empty slot.
        let table: [Int32]
        /// The objects of the kinds looked through as a whole, in file order.
        let groups: [Int]
        let targets: [Int]
        let synchronizedGroups: [Int]
        var projectRoot = "/"
        /// Each object's group, or -1.
        private var parents: [Int32]
        /// Resolved paths: by object, its place in `resolved` + 1 (0: not yet); nil unresolvable.
        private var pathIndex: [Int32]
        private var resolved: [String?] = []

        var count: Int { all.count }
        @inline(__always) func node(_ k: Int) -> Int { Int(all[k].node) }
        @inline(__always) func kind(_ k: Int) -> Kind { all[k].kind }

        init(_ list: PropertyList, _ objects: Int) {
            self.list = list
            let seed = self.seed
            var all: [Object] = [], groups: [Int] = [], targets: [Int] = [], synchronizedGroups: [Int] = []
            var table: [Int32] = []
            list.withView { v in
                let end = v.after(objects)
                var count = 0
                var c = objects + 1
                while c < end {
                    count += 1
                    c = v.after(c + 1)
                }
                var size = 16
                while size < count * 2 { size <<= 1 }
                let mask = size - 1
                all.reserveCapacity(count)
                table = [Int32](repeating: 0, count: size)
                table.withUnsafeMutableBufferPointer { table in
                    c = objects + 1
                    while c < end {
                        let value = c + 1
                        let next = v.after(value)
                        defer { c = next }
                        guard v.kind(value) == .dictionary else { continue }
                        let kind = Reader.kind(v, value)
                        switch kind {
                        case .group: groups.append(all.count)
                        case .nativeTarget: targets.append(all.count)
                        case .synchronizedGroup: synchronizedGroups.append(all.count)
                        default: break
                        }
                        let hash = v.hash(c, seed: seed)
                        var slot = Int(truncatingIfNeeded: hash) & mask
                        var repeated = false
                        while table[slot] != 0 {
                            let other = all[Int(table[slot]) - 1]
                            // A repeated id: the first stays.
                            if other.hash == hash && v.sameString(Int(other.id), c) { repeated = true; break }
                            slot = (slot + 1) & mask
                        }
                        if !repeated { table[slot] = Int32(truncatingIfNeeded: all.count &+ 1) }
                        all.append(Object(node: Int32(truncatingIfNeeded: value), id: Int32(truncatingIfNeeded: c), hash: hash, kind: kind))
                    }
                }
            }
            self.all = all
            self.table = table
            self.groups = groups
            self.targets = targets
            self.synchronizedGroups = synchronizedGroups
            parents = [Int32](repeating: -1, count: all.count)
            pathIndex = [Int32](repeating: 0, count: all.count)
        }

        @inline(__always) static func kind(_ v: PropertyList.View, _ node: Int) -> Kind {
            // Xcode writes `isa` first; anywhere else, it is looked for.
            let first = node + 1
            let isa: Int
            if first < v.after(node) && !v.nodes[first].escaped && v.length(first) == 3
                && PropertyList.equal(v.bytes + Int(v.nodes[first].start), ("isa" as StaticString).utf8Start, 3) {
                isa = first + 1
            } else {
                guard let found = v.value(node, "isa") else { return .other }
                isa = found
            }
            // Told apart by length first: one comparison for most.
            switch v.length(isa) {
            case 8: return v.isString(isa, "PBXGroup") ? .group : .other
            case 12: return v.isString(isa, "PBXBuildFile") ? .buildFile : .other
            case 14: return v.isString(isa, "XCVersionGroup") ? .group : .other
            case 15:
                if v.isString(isa, "PBXNativeTarget") { return .nativeTarget }
                return v.isString(isa, "PBXVariantGroup") ? .group : .other
            case 16: return v.isString(isa, "PBXFileReference") ? .fileReference : .other
            case 19: return v.isString(isa, "XCConfigurationList") ? .configurationList : .other
            case 20:
                if v.isString(isa, "PBXSourcesBuildPhase") { return .sourcesPhase }
                return v.isString(isa, "XCBuildConfiguration") ? .buildConfiguration : .other
            case 34: return v.isString(isa, "PBXFileSystemSynchronizedRootGroup") ? .synchronizedGroup : .other
            case 46: return v.isString(isa, "PBXFileSystemSynchronizedBuildFileExceptionSet") ? .exceptionSet : .other
            default: return .other
            }
        }

        /// The object a string node names by id.
        func object(_ idNode: Int) -> Int? {
            list.withView { v in object(v, idNode) }
        }

        @inline(__always) func object(_ v: PropertyList.View, _ idNode: Int) -> Int? {
            guard v.kind(idNode) == .string else { return nil }
            let h = v.hash(idNode, seed: seed)
            return table.withUnsafeBufferPointer { table in
                all.withUnsafeBufferPointer { all in
                    let mask = table.count - 1
                    var slot = Int(truncatingIfNeeded: h) & mask
                    while table[slot] != 0 {
                        let k = Int(table[slot]) - 1
                        if all[k].hash == h && v.sameString(Int(all[k].id), idNode) { return k }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
            }
        }

        /// The objects an array (node `k`, if any) names, in order; nothing unless it is an array.
        func objects(_ k: Int?) -> [Int] {
            guard let k else { return [] }
            return list.withView { v in
                guard v.kind(k) == .array else { return [] }
                var found: [Int] = []
                let end = v.after(k)
                var c = k + 1
                while c < end {
                    if let object = object(v, c) { found.append(object) }
                    c = v.after(c)
                }
                return found
            }
        }

        func noteParents() {
            var parents = self.parents
            self.parents = []
            list.withView { v in
                for group in groups {
                    guard let children = v.value(node(group), "children"), v.kind(children) == .array else { continue }
                    let end = v.after(children)
                    var c = children + 1
                    while c < end {
                        if let child = object(v, c), parents[child] < 0 { parents[child] = Int32(group) }
                        c = v.after(c)
                    }
                }
            }
            self.parents = parents
        }

        /// The paths an exception set lists, appended to `paths`.
        func addMembershipExceptions(of set: Int, to paths: inout [String]) {
            list.withView { v in
                guard let names = v.value(node(set), "membershipExceptions"), v.kind(names) == .array else { return }
                let end = v.after(names)
                paths.reserveCapacity(paths.count + end - names - 1)
                var c = names + 1
                while c < end {
                    if v.kind(c) == .string { paths.append(v.string(c)) }
                    c = v.after(c)
                }
            }
        }

        /// The Swift files of a sources build phase, flagged with `flag` (and listed when new).
        func noteSwiftFiles(of phase: Int, _ flag: UInt8, _ files: inout [Int], _ flags: inout [UInt8]) {
            list.withView { v in
                guard let entries = v.value(node(phase), "files"), v.kind(entries) == .array else { return }
                let end = v.after(entries)
                var c = entries + 1
                while c < end {
                    // Only Swift files are ever asked about.
                    if let buildFile = object(v, c), let ref = v.value(node(buildFile), "fileRef").flatMap({ object(v, $0) }),
                       isSwiftFile(v, ref) {
                        if flags[ref] == 0 { files.append(ref) }
                        flags[ref] |= flag
                    }
                    c = v.after(c)
                }
            }
        }

        /// A file reference whose path or name ends in `.swift`.
        @inline(__always) func isSwiftFile(_ v: PropertyList.View, _ k: Int) -> Bool {
            guard kind(k) == .fileReference, let name = v.value(node(k), "path") ?? v.value(node(k), "name") else { return false }
            return v.hasSuffix(name, ".swift")
        }

        /// Names of files, with the hashes of their bytes when all are ASCII: then a name
        /// written plainly in ASCII is in the set only if its hash is, and no `String` need
        /// be made to tell most are not (two ASCII strings are equal only byte for byte).
        struct Names {
            var names: Set<String> = []
            /// Open addressing over the hashes (each made odd, 0 for an empty slot).
            var hashes = [UInt64](repeating: 0, count: 16)
            var allASCII = true

            mutating func insert(_ name: String) {
                guard names.insert(name).inserted else { return }
                // From the last byte back, as `fileName(_:isIn:)` reads them.
                var hash = seed
                var bytes = name
                bytes.withUTF8 { p in
                    var j = p.count
                    while j > 0 {
                        j -= 1
                        if p[j] >= 0x80 { allASCII = false }
                        hash = Names.hash(hash, p[j])
                    }
                }
                if names.count * 2 > hashes.count {
                    let old = hashes
                    hashes = [UInt64](repeating: 0, count: hashes.count * 2)
                    for h in old where h != 0 { place(h) }
                }
                place(hash | 1)
            }

            private mutating func place(_ h: UInt64) {
                let mask = hashes.count - 1
                var slot = Int(truncatingIfNeeded: h >> 7) & mask
                while hashes[slot] != 0 && hashes[slot] != h { slot = (slot + 1) & mask }
                hashes[slot] = h
            }

            func mayContain(hash: UInt64) -> Bool {
                let h = hash | 1
                let mask = hashes.count - 1
                var slot = Int(truncatingIfNeeded: h >> 7) & mask
                while hashes[slot] != 0 {
                    if hashes[slot] == h { return true }
                    slot = (slot + 1) & mask
                }
                return false
            }

            /// Where each name's hash starts: as the ids', different from one run to the next.
            let seed = XcodeProject.hashSeed ^ 0xcbf2_9ce4_8422_2325
            @inline(__always) static func hash(_ h: UInt64, _ c: UInt8) -> UInt64 { (h ^ UInt64(c)) &* 0x1000_0000_01b3 }
        }

        /// Whether the last part of a file reference's path (or name) is one of `names`.
        func fileName(_ k: Int, isIn names: Names) -> Bool {
            guard !names.names.isEmpty else { return false }
            if names.allASCII {
                let plain: UInt64? = list.withView { v in
                    guard let name = v.value(node(k), "path") ?? v.value(node(k), "name"), v.kind(name) == .string,
                          !v.nodes[name].escaped else { return nil }
                    // The last part, back from the end: only its bytes need be ASCII (a slash
                    // is one in any decoding, and ends what comes before it).
                    let raw = v.raw(name)
                    var hash = names.seed
                    var j = raw.count
                    while j > 0 && raw[j - 1] != UInt8(ascii: "/") {
                        if raw[j - 1] >= 0x80 { return nil }
                        hash = Names.hash(hash, raw[j - 1])
                        j -= 1
                    }
                    return hash
                }
                if let plain, !names.mayContain(hash: plain) { return false }
            }
            return names.names.contains(fileName(k))
        }

        /// The last part of a file reference's path (or name).
        func fileName(_ k: Int) -> String {
            guard let name = list.value(node(k), "path") ?? list.value(node(k), "name"), list.kind(name) == .string else { return "" }
            return FilePaths.name(of: list.string(name))
        }

        /// The absolute path of a file reference, group or synchronized folder, through the
        /// group tree; nil for one relative to a build product or SDK, or an unreadable one.
        /// At most 64 groups up: a loop or a deeper tree is unreadable. Each path found is
        /// kept, so a group is resolved once however many members it has.
        func path(of object: Int) -> String? {
            var pathIndex = self.pathIndex, resolved = self.resolved
            self.pathIndex = []
            self.resolved = []
            defer {
                self.pathIndex = pathIndex
                self.resolved = resolved
            }
            let parents = self.parents
            var chain: [Link] = []
            var base: String??
            var current = object
            walk: for _ in 0..<64 {
                if pathIndex[current] != 0 {
                    base = .some(resolved[Int(pathIndex[current]) - 1])
                    break walk
                }
                let node = node(current)
                let own = list.string(node, "path") ?? (kind(current) == .fileReference ? list.string(node, "name") : nil)
                chain.append(Link(object: current, own: own))
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
            for link in chain.reversed() {
                if let p = path, let own = link.own, !own.isEmpty {
                    path = own.hasPrefix("/") || p.isEmpty ? own : XcodeProject.slashed(p, own)
                }
                resolved.append(path)
                pathIndex[link.object] = Int32(resolved.count)
            }
            guard let path else { return nil }
            let normal = FilePaths.normalize(path)
            return normal.hasPrefix("/") ? normal : nil
        }

        /// Each configuration's name and platform settings.
        func configurations(_ listID: Int?) -> [Configuration] {
            guard let configList = listID.flatMap({ object($0) }), kind(configList) == .configurationList else { return [] }
            return objects(list.value(node(configList), "buildConfigurations")).compactMap { config in
                guard kind(config) == .buildConfiguration else { return nil }
                let settings = list.value(node(config), "buildSettings")
                let (sdk, platforms, family, target) = settings.map { settings in
                    list.withView { v -> (String?, String?, String?, String?) in
                        let (sdk, platforms) = v.values(settings, "SDKROOT", "SUPPORTED_PLATFORMS")
                        let (family, target) = v.values(settings, "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET")
                        func string(_ node: Int?) -> String? { node.flatMap { v.kind($0) == .string ? v.string($0) : nil } }
                        return (string(sdk), string(platforms), string(family), string(target))
                    }
                } ?? (nil, nil, nil, nil)
                return Configuration(name: list.string(node(config), "name") ?? "", sdk: sdk, platforms: platforms, family: family,
                                     deploymentTarget: target)
            }
        }

        /// A target is for iPhone when any of its configurations builds for iOS with iPhone among
        /// its devices, or when it says nothing we understand.
        func isForIOS(_ listID: Int?, _ project: [Configuration]) -> Bool {
            func forIPhone(_ config: Configuration?, _ fallback: Configuration?) -> Bool {
                XcodeProject.isForIOS(sdk: config?.sdk ?? fallback?.sdk, platforms: config?.platforms ?? fallback?.platforms)
                    && XcodeProject.isForIPhone(family: config?.family ?? fallback?.family)
            }
            let own = configurations(listID)
            if own.isEmpty { return forIPhone(nil, project.first) }
            return own.contains { config in forIPhone(config, project.first { $0.name == config.name } ?? project.first) }
        }
    }

    /// `SUPPORTED_PLATFORMS` decides when it is a plain list; otherwise `SDKROOT` does. A value
    /// built from other settings (`$(…)`), `auto`, or no setting at all could be iOS.
    static func isForIOS(sdk: String?, platforms: String?) -> Bool {
        if let answer = isForIOSByBytes(sdk: sdk, platforms: platforms) { return answer }
        if let platforms, !platforms.contains("$") {
            let names = platforms.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if !names.isEmpty { return names.contains { $0 == "iphoneos" || $0 == "iphonesimulator" } }
        }
        if let sdk, !sdk.contains("$"), sdk != "auto", !sdk.isEmpty {
            return sdk.hasPrefix("iphoneos") || sdk.hasPrefix("iphonesimulator")
        }
        return true
    }

    /// `isForIOS(sdk:platforms:)` of ASCII settings, on their bytes (nil for any other): each
    /// character is one byte there, so the split at blanks and the compares are the same.
    static func isForIOSByBytes(sdk: String?, platforms: String?) -> Bool? {
        // Each answer: nil when the setting is not ASCII, .some(nil) when it does not decide.
        if var platforms {
            let answer: Bool?? = platforms.withUTF8 { p in
                guard !p.contains(where: { $0 >= 0x80 }) else { return nil }
                guard !p.contains(UInt8(ascii: "$")) else { return .some(nil) }
                var any = false, iOS = false
                var start = 0
                for k in 0...p.count where k == p.count || p[k] == 32 || p[k] == 9 {
                    defer { start = k + 1 }
                    guard k > start else { continue }
                    any = true
                    let name = UnsafeBufferPointer(rebasing: p[start..<k])
                    if name.elementsEqual("iphoneos".utf8) || name.elementsEqual("iphonesimulator".utf8) { iOS = true }
                }
                return .some(any ? iOS : nil)
            }
            guard let answer else { return nil }
            if let decided = answer { return decided }
        }
        if var sdk {
            let answer: Bool?? = sdk.withUTF8 { p in
                guard !p.contains(where: { $0 >= 0x80 }) else { return nil }
                guard !p.contains(UInt8(ascii: "$")), !p.elementsEqual("auto".utf8), !p.isEmpty else { return .some(nil) }
                return .some(p.starts(with: "iphoneos".utf8) || p.starts(with: "iphonesimulator".utf8))
            }
            guard let answer else { return nil }
            if let decided = answer { return decided }
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
