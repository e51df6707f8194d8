import XCTest
import DuobarScanner
@testable import DuobarModel

/// `Code.nameEnds(_:with:)` and `Code.nameContains(_:_:ignoringCase:)` compare a name's bytes
/// in place, for the model's checks of names by their parts.
final class NameBytesTests: XCTestCase {
    func check(_ source: String, _ body: (Code) -> Void) {
        let bytes = Array(source.utf8)
        bytes.withUnsafeBufferPointer { body(Code(text: $0)) }
    }

    func testAnEndingIsTheNamesLastBytes() {
        check("BrowserToolbar Toolbar Tool toolbarItems \"BrowserToolbar\"") { code in
            XCTAssertTrue(code.nameEnds(0, with: "Toolbar"))
            XCTAssertTrue(code.nameEnds(1, with: "Toolbar"), "the whole name ends with itself")
            XCTAssertFalse(code.nameEnds(2, with: "Toolbar"), "shorter than the ending")
            XCTAssertFalse(code.nameEnds(3, with: "Toolbar"), "holds it, but not at its end")
            XCTAssertFalse(code.nameEnds(5, with: "Toolbar"), "a string literal's text is no name")
            XCTAssertFalse(code.nameEnds(99, with: "Toolbar"), "past the last token")
        }
    }

    func testAPartIsFoundAnywhereAndInAnyCaseWhenAsked() {
        check("activityIndicatorView LoadingSpinner localizedString spin") { code in
            XCTAssertTrue(code.nameContains(0, "activityindicator", ignoringCase: true))
            XCTAssertFalse(code.nameContains(0, "activityindicator"), "case counts unless ignored")
            XCTAssertTrue(code.nameContains(1, "spinner", ignoringCase: true))
            XCTAssertTrue(code.nameContains(2, "ocaliz"))
            XCTAssertFalse(code.nameContains(3, "spinner", ignoringCase: true), "shorter than the part")
            XCTAssertFalse(code.nameContains(-1, "spin"))
        }
    }
}
