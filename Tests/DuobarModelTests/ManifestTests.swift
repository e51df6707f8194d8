import XCTest
import DuobarScanner
@testable import DuobarModel

/// The app's lowest iOS version as the model receives it, and as `Package.swift` names it.
final class ManifestTests: XCTestCase {
    func testDeploymentTargetVersions() {
        XCTAssertEqual(DeploymentTarget(parsing: "17.0")?.description, "17.0")
        XCTAssertEqual(DeploymentTarget(parsing: "17")?.description, "17.0")
        XCTAssertEqual(DeploymentTarget(parsing: "16.4.1")?.description, "16.4.1")
        for bad in ["", "v17", "17.", ".5", "17.0.0.1", "17 ", "seventeen", "17,0", "12345"] {
            XCTAssertNil(DeploymentTarget(parsing: bad), bad)
        }
        let target = DeploymentTarget(major: 16, minor: 4)
        XCTAssertTrue(target.isKnownBelow(17))
        XCTAssertFalse(target.isKnownBelow(16, 4))
        XCTAssertTrue(target.isKnownAtLeast(16, 4))
        XCTAssertFalse(DeploymentTarget.unknown.isKnownBelow(17))
        XCTAssertFalse(DeploymentTarget.unknown.isKnownAtLeast(17))
        XCTAssertEqual(DeploymentTarget.unknown, DeploymentTarget.unknown)
        XCTAssertNotEqual(DeploymentTarget(major: 17), DeploymentTarget.unknown)
        XCTAssertEqual(FileModel(code: parse("").code, deploymentTarget: target).deploymentTarget, target)
    }

    func testPackageManifestPlatforms() {
        func target(_ manifest: String) -> String { PackageManifest.deploymentTarget(parse(manifest).code).description }
        XCTAssertEqual(target(#"let package = Package(name: "A", platforms: [.macOS(.v13), .iOS(.v17)], products: [])"#), "17.0")
        XCTAssertEqual(target(#"let package = Package(name: "A", platforms: [.iOS("15.4")])"#), "15.4")
        XCTAssertEqual(target(#"let package = Package(name: "A", platforms: [.iOS(.v15_4)])"#), "15.4")
        XCTAssertEqual(target(#"let package = Package(name: "A", platforms: [.macOS(.v13)])"#), "unknown")
        XCTAssertEqual(target(#"let package = Package(name: "A")"#), "unknown")
        XCTAssertEqual(target(#"let package = Package(name: "A", platforms: [.iOS(minimum)])"#), "unknown")
        XCTAssertEqual(target("""
            let package = Package(
                name: "A",
                // platforms: [.iOS(.v13)],
                platforms: [
                    .iOS(.v16),
                ]
            )
            """), "16.0")
    }
}
