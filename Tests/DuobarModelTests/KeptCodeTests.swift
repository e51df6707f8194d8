import XCTest
import DuobarScanner
@testable import DuobarModel

/// A `Code` made again from what was kept of it, over a copy of its bytes, is the code the
/// model read the first time: tokens, brackets, words, cuts.
final class KeptCodeTests: XCTestCase {
    static let sources = [
        "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\").toolbar { Button(\"E\") { } } } }\n",
        """
        import UIKit
        // a comment
        final class C: UIViewController {
            override func viewDidLoad() {
                #if os(macOS)
                let bar = NSToolbar()
                #else
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", image: nil)
                #endif
                if #available(iOS 1, *) { } else { let old = UIToolbar() }
            }
        }
        """,
        """
        import SwiftUI
        struct B: View {
            var body: some View { List { }.toolbar { ToolbarItem { Image(systemName: "x") } } /* unclosed ( */ }
        }
        #Preview { B().toolbar { Button("P") { } } }
        """,
        "let s = \"\"\"\n  (not a bracket\n  \"\"\"\nfunc f() { [1, 2].map { ($0) } }",
    ]

    func testKeptCodeIsTheCodeItWasTakenFrom() {
        for (k, source) in Self.sources.enumerated() {
            let bytes = Array(source.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let code = Code(text: buffer)
                // The #if branch for macOS and the unreached else; the preview.
                if k == 1 || k == 2 { XCTAssertFalse(code.unreached.isEmpty, "the source has cuts") }
                let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
                defer { copy.deallocate() }
                _ = copy.initialize(from: bytes)
                // The keeper owns the tokens' copies: here, arrays freed at the end of the test.
                var owned: [UnsafeMutableBufferPointer<Token>] = []
                defer { owned.forEach { $0.deallocate() } }
                let kept = code.kept { tokens in
                    let memory = UnsafeMutableBufferPointer<Token>.allocate(capacity: max(tokens.count, 1))
                    _ = memory.initialize(from: tokens)
                    owned.append(memory)
                    return UnsafeBufferPointer(start: memory.baseAddress, count: tokens.count)
                }
                let again = Code(text: UnsafeBufferPointer(copy), kept: kept)
                XCTAssertEqual(again.tokens, code.tokens, source)
                XCTAssertEqual(again.comments, code.comments, source)
                XCTAssertEqual(again.unreached, code.unreached, source)
                XCTAssertEqual(again.conditionalBlocks, code.conditionalBlocks, source)
                XCTAssertEqual(again.match, code.match, source)
                XCTAssertEqual(again.parent, code.parent, source)
                XCTAssertEqual(again.occurrences, code.occurrences, source)
                XCTAssertEqual(again.mentionsUIKit, code.mentionsUIKit, source)
                XCTAssertEqual(again.text.baseAddress, UnsafePointer(copy.baseAddress), "reads the copy")
                XCTAssertEqual((0..<again.count).map(again.string), (0..<code.count).map(code.string), source)
            }
        }
    }
}
