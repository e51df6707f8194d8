/// The lowest iOS version an app supports, as far as the tool can tell for one file.
///
/// The engine works it out per file (the config's `deploymentTarget`, then the nearest
/// `Package.swift`'s `platforms:` entry or Xcode project's lowest `IPHONEOS_DEPLOYMENT_TARGET`)
/// and hands it to the model, so rules read it like any other fact.
public struct DeploymentTarget: Sendable, Equatable, CustomStringConvertible {
    /// Major, minor and patch in one word (16, 10 and 6 bits), 0 for unknown: files carry
    /// it through the walk, so it stays small.
    private let packed: UInt32

    public static let unknown = DeploymentTarget(packed: 0)

    /// Numbers beyond 9999 (major) or 1023/63 (minor, patch) are clamped.
    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        let m = UInt32(clamping: min(max(major, 0), 9999)), n = UInt32(clamping: min(max(minor, 0), 1023))
        let p = UInt32(clamping: min(max(patch, 0), 63))
        packed = (m + 1) << 16 | n << 6 | p
    }

    private init(packed: UInt32) {
        self.packed = packed
    }

    /// The version, when known: major, minor and patch numbers.
    public var version: (major: Int, minor: Int, patch: Int)? {
        guard packed != 0 else { return nil }
        return (Int(packed >> 16) - 1, Int(packed >> 6 & 1023), Int(packed & 63))
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
        if parts.count > 1 && parts[1] > 1023 || parts.count > 2 && parts[2] > 63 { return nil }
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

    /// The lower of two targets; a known one wins over an unknown one.
    public static func lower(_ a: DeploymentTarget, _ b: DeploymentTarget) -> DeploymentTarget {
        if !a.isKnown { return b }
        if !b.isKnown { return a }
        return a.packed <= b.packed ? a : b
    }

    public var description: String {
        guard let v = version else { return "unknown" }
        return v.patch == 0 ? "\(v.major).\(v.minor)" : "\(v.major).\(v.minor).\(v.patch)"
    }

}
