/// The lowest iOS version an app supports, as far as the tool can tell for one file.
///
/// The engine works it out per file (the config's `deploymentTarget`, then the nearest
/// `Package.swift`'s `platforms:` entry) and hands it to the model, so rules read it like
/// any other fact. Sources found later (an Xcode project's build settings) only change how
/// the engine fills it in, not what the rules see.
public struct DeploymentTarget: Sendable, Equatable, CustomStringConvertible {
    /// The version, when known: major, minor and patch numbers.
    public let version: (major: Int, minor: Int, patch: Int)?

    public static let unknown = DeploymentTarget(version: nil)

    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        version = (major, minor, patch)
    }

    private init(version: (major: Int, minor: Int, patch: Int)?) {
        self.version = version
    }

    /// `"17"`, `"17.0"`, `"16.4.1"`: one to three dot-separated numbers of at most four digits.
    /// Anything else (blanks, a leading `v`, letters) is nil.
    public init?(parsing text: some StringProtocol) {
        var parts: [Int] = []
        var current = 0
        var digits = 0
        for byte in text.utf8 {
            if byte >= 48 && byte <= 57 {
                guard digits < 4 else { return nil }
                current = current * 10 + Int(byte - 48)
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                guard digits > 0, parts.count < 2 else { return nil }
                parts.append(current)
                current = 0
                digits = 0
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        parts.append(current)
        self.init(major: parts[0], minor: parts.count > 1 ? parts[1] : 0, patch: parts.count > 2 ? parts[2] : 0)
    }

    public var isKnown: Bool { version != nil }

    /// Known, and lower than `major.minor`.
    public func isKnownBelow(_ major: Int, _ minor: Int = 0) -> Bool {
        guard let v = version else { return false }
        return (v.major, v.minor) < (major, minor)
    }

    /// Known, and `major.minor` or later.
    public func isKnownAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        guard let v = version else { return false }
        return (v.major, v.minor) >= (major, minor)
    }

    public var description: String {
        guard let v = version else { return "unknown" }
        return v.patch == 0 ? "\(v.major).\(v.minor)" : "\(v.major).\(v.minor).\(v.patch)"
    }

    public static func == (a: DeploymentTarget, b: DeploymentTarget) -> Bool {
        switch (a.version, b.version) {
        case (nil, nil): return true
        case let (x?, y?): return x == y
        default: return false
        }
    }
}
