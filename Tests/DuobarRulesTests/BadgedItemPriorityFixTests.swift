import XCTest
import DuobarModel
import DuobarRules

/// `badged-item-priority` attaches a fix to SwiftUI items in a `ToolbarItem`: its edits,
/// applied to each triggering example, give exactly the text below, which the rule then
/// leaves alone.
final class BadgedItemPriorityFixTests: XCTestCase {
    let rule = DuobarRules.rule(withID: "badged-item-priority")!

    /// The rule's findings in `source`, with their fixes, for a deployment target.
    func findings(_ source: [UInt8], target: DeploymentTarget = .unknown) -> [Finding] {
        source.withUnsafeBufferPointer { buffer in
            let model = FileModel(code: Code(text: buffer), deploymentTarget: target)
            var findings = Findings(ruleID: rule.id, model: model)
            rule.check(model, &findings)
            return findings.list
        }
    }

    /// Applies the edits from the end of the file backwards, so earlier offsets stay valid.
    func apply(_ edits: [Fix.Edit], to source: [UInt8]) -> String {
        var bytes = source
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func source(ofExample k: Int) -> [UInt8] {
        Array(rule.triggering[k].replacingOccurrences(of: "↓", with: "").utf8)
    }

    func testEachTriggeringExampleIsFixedExactly() {
        // By example: the fixed text, or nil where the item is not in a `ToolbarItem` (no fix).
        let expected: [String?] = [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Inbox", systemImage: "tray") { showsInbox = true }
                        .badge(unreadCount)
                }
                .visibilityPriority(.high)
            }
            """,
            """
            .toolbar {
                ToolbarItem {
                    Button("Cart", systemImage: "cart") { showsCart = true }
                }
                .badge(cart.items.count)
                .visibilityPriority(.high)
            }
            """,
            """
            @ToolbarContentBuilder
            var statusItems: some ToolbarContent {
                ToolbarItem { Button("Alerts", systemImage: "bell") { showAlerts() } }.badge(alerts.count).visibilityPriority(.high)
            }
            """,
            nil,
            nil,
            nil,
            nil,
        ]
        XCTAssertEqual(expected.count, rule.triggering.count, "one expectation per triggering example")
        for (k, fixed) in expected.enumerated() where k < rule.triggering.count {
            let source = source(ofExample: k)
            let found = findings(source)
            XCTAssertEqual(found.count, 1, "example \(k)")
            guard let fixed else {
                XCTAssertNil(found.first?.fix, "example \(k): only a ToolbarItem gets a fix")
                continue
            }
            guard let fix = found.first?.fix else {
                XCTFail("example \(k): no fix")
                continue
            }
            let result = apply(fix.edits, to: source)
            XCTAssertEqual(result, fixed, "example \(k)")
            XCTAssertEqual(findings(Array(result.utf8)), [], "example \(k): the fixed text still triggers the rule")
        }
    }

    func testTheFixIsSafeOnlyForAKnownTargetOfIOS27OrLater() {
        let source = source(ofExample: 0)
        XCTAssertEqual(findings(source).first?.fix?.applicability, .unsafe)
        XCTAssertEqual(findings(source, target: DeploymentTarget(major: 26, minor: 4)).first?.fix?.applicability, .unsafe)
        XCTAssertEqual(findings(source, target: DeploymentTarget(major: 27)).first?.fix?.applicability, .safe)
        XCTAssertEqual(findings(source, target: DeploymentTarget(major: 28, minor: 1)).first?.fix?.applicability, .safe)
    }

    func testTwoBadgedItemsOfOneToolbarItemShareOneFix() {
        let source = Array("""
            .toolbar {
                ToolbarItem {
                    if compact {
                        Button("Inbox", systemImage: "tray") { }.badge(unread)
                    } else {
                        Button("All Inboxes", systemImage: "tray.2") { }.badge(unread)
                    }
                }
            }
            """.utf8)
        let found = findings(source)
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(found.compactMap(\.fix).count, 1, "applying both would append the modifier twice")
        let result = apply(found.compactMap(\.fix).flatMap(\.edits), to: source)
        XCTAssertTrue(result.hasSuffix("    }\n    .visibilityPriority(.high)\n}"), result)
        XCTAssertEqual(findings(Array(result.utf8)), [])
    }
}
