import XCTest
import DuobarScanner
@testable import DuobarModel

/// `Code.pairIndex` packs three bits per bracket kind into one 64-bit constant.
final class BracketPairTests: XCTestCase {
    func testEachOpenerSharesItsPairWithItsCloserAlone() {
        let openers: [TokenKind] = [.leftParen, .leftBracket, .leftBrace, .stringBegin, .interpolationBegin]
        var seen = Set<Int>()
        for opener in openers {
            let closer = Code.closer(for: opener)
            XCTAssertLessThan(opener.rawValue, 21, "\(opener) no longer fits the packed pair table")
            XCTAssertLessThan(closer.rawValue, 21, "\(closer) no longer fits the packed pair table")
            let pair = Code.pairIndex(opener.rawValue)
            XCTAssertEqual(pair, Code.pairIndex(closer.rawValue), "\(opener) and \(closer)")
            XCTAssertTrue((0..<5).contains(pair))
            seen.insert(pair)
        }
        XCTAssertEqual(seen.count, openers.count)
    }
}
