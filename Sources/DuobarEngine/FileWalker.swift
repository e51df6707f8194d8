/// Turns the paths a user names into the Swift files to lint (SPEC §3, paths).
public struct FileWalker {
    /// Folder names never entered below a named folder.
    public static let excludedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]

    public enum WalkError: Error, Equatable {
        case missing(String)
    }

    public init() {}

    /// Files in a stable order: each named path in turn, folders depth-first in byte order.
    /// A file named explicitly is kept whatever its name; folders yield `.swift` files only.
    public func files(for paths: [String]) -> Result<[String], WalkError> {
        var result: [String] = []
        for path in paths {
            switch FileSystem.kind(path) {
            case .missing:
                return .failure(.missing(path))
            case .directory, .symlinkToDirectory:
                walk(path, into: &result)
            case .file, .other:
                result.append(path)
            }
        }
        return .success(result)
    }

    /// Iterative depth-first walk; symbolic links to folders are not followed, so a link loop
    /// cannot make it run forever.
    func walk(_ root: String, into result: inout [String]) {
        var stack = [root]
        while let folder = stack.popLast() {
            guard let names = FileSystem.list(folder) else { continue }
            var subfolders: [String] = []
            for name in names {
                if name.hasPrefix(".") { continue }
                let path = join(folder, name)
                switch FileSystem.kind(path) {
                case .directory:
                    if !FileWalker.excludedFolders.contains(name) { subfolders.append(path) }
                case .file:
                    if name.hasSuffix(".swift") { result.append(path) }
                default:
                    continue
                }
            }
            stack.append(contentsOf: subfolders.reversed())
        }
    }

    func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
