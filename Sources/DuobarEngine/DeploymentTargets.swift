import DuobarModel

/// Where each file's deployment target comes from, first found first:
///
/// 1. the config's `"deploymentTarget"` (the file's own config, or `--config`);
/// 2. the `platforms:` entry of the nearest `Package.swift` walking up from the file's
///    folder, read as tokens and never run, or the lowest `IPHONEOS_DEPLOYMENT_TARGET` of
///    the nearest Xcode project (`XcodeProject.lowestIOSTarget`), whichever is nearer.
///
/// Otherwise the target is unknown. The walker resolves it once per folder, as it does the
/// config, and every file carries it to the model.
struct PackageManifests {
    /// The nearest manifest's target for a folder (absolute path); unknown with no manifest.
    private var byFolder: [String: DeploymentTarget] = [:]

    static let fileName = "Package.swift"

    /// The nearest manifest's target, walking up from `folder` (an absolute path).
    mutating func nearest(forFolder folder: String) -> DeploymentTarget {
        var current = folder
        var visited: [String] = []
        var found = DeploymentTarget.unknown
        while true {
            if let known = byFolder[current] { found = known; break }
            visited.append(current)
            let candidate = current == "/" ? "/" + Self.fileName : current + "/" + Self.fileName
            if FileSystem.kind(candidate) == .file {
                found = Self.read(candidate)
                break
            }
            if current == "/" { break }
            current = FilePaths.directory(of: current)
        }
        for folder in visited { byFolder[folder] = found }
        return found
    }

    /// A folder's own manifest, already seen in its listing (absolute paths).
    mutating func record(manifestIn folder: String) -> DeploymentTarget {
        if let known = byFolder[folder] { return known }
        let target = Self.read(folder == "/" ? "/" + Self.fileName : folder + "/" + Self.fileName)
        byFolder[folder] = target
        return target
    }

    /// The iOS version a manifest names; unknown when it cannot be read or names none.
    static func read(_ path: String) -> DeploymentTarget {
        guard case .success(let bytes) = FileSystem.read(path) else { return .unknown }
        return bytes.withUnsafeBufferPointer { PackageManifest.deploymentTarget(Code(text: $0)) }
    }
}
