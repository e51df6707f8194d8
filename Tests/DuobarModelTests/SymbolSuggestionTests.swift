import XCTest
import DuobarScanner
@testable import DuobarModel

/// The symbols `text-only-item` suggests: the table itself, and titles looked up in it the
/// way titles name words elsewhere.
final class SymbolSuggestionTests: XCTestCase {
    func testTheTableHasCommonActionsOnceEachWithWellFormedSymbols() {
        var seen: Set<String> = []
        for entry in SymbolSuggestions.builtIn {
            let word = entry.word.description, symbol = entry.symbol.description
            XCTAssertTrue(seen.insert(word).inserted, "'\(word)' twice")
            XCTAssertEqual(word, word.lowercased(), "words are lower-case")
            XCTAssertTrue(SymbolSuggestions.isSymbolName(symbol), symbol)
            XCTAssertFalse(symbol.hasPrefix("ellipsis"), "the ellipsis is the system overflow menu's")
        }
        XCTAssertGreaterThanOrEqual(seen.count, 40)
        let expected = ["share": "square.and.arrow.up", "edit": "pencil", "delete": "trash", "add": "plus",
                        "search": "magnifyingglass", "settings": "gear", "done": "checkmark", "close": "xmark", "cancel": "xmark"]
        for (word, symbol) in expected {
            XCTAssertEqual(SymbolSuggestions.builtIn.first { $0.word.description == word }?.symbol.description, symbol, word)
        }
        for word in ["filter", "sort", "refresh", "send", "reply", "print", "copy", "info", "help", "favorite", "download"] {
            XCTAssertTrue(seen.contains(word), word)
        }
    }

    func testSymbolNames() {
        for good in ["pencil", "square.and.arrow.up", "square.grid.2x2"] { XCTAssertTrue(SymbolSuggestions.isSymbolName(good), good) }
        for bad in ["", ".pencil", "pencil.", "square..up", "Pencil", "pen cil", "pencil\"", "trash\\"] {
            XCTAssertFalse(SymbolSuggestions.isSymbolName(bad), bad)
        }
    }

    /// The suggestion for the title written in `content`'s toolbar item, with `symbols` as the config's.
    func suggestion(_ content: String, symbols: [String: String] = [:]) -> String? {
        var index = ProjectIndex()
        index.configSymbols = symbols
        let p = parse("let v = Text(\"x\").toolbar { \(content) }", index: index)
        let model = FileModel(code: p.code, index: index)
        return model.items.first.flatMap(model.suggestedSymbol(for:))
    }

    func testTitlesAreLookedUpAsTitlesNameWords() {
        XCTAssertEqual(suggestion(#"Button("Share") { }"#), "square.and.arrow.up")
        XCTAssertEqual(suggestion(#"Button(" SHARE ") { }"#), "square.and.arrow.up", "trimmed, any case")
        XCTAssertEqual(suggestion(#"Button("action.share") { }"#), "square.and.arrow.up", "a key's last part")
        XCTAssertEqual(suggestion(#"Button(NSLocalizedString("common_delete", comment: "")) { }"#), "trash")
        XCTAssertEqual(suggestion(#"Button(String(localized: "Filter")) { }"#), "line.3.horizontal.decrease")
        XCTAssertEqual(suggestion(#"Button(L10n.Common.refresh) { }"#), "arrow.clockwise", "an identifier path's last member")
        XCTAssertEqual(suggestion(#"Button(Strings.shareButtonTitle) { }"#), "square.and.arrow.up", "without kind words")
        XCTAssertEqual(suggestion(#"Button(L10n.actionSort) { }"#), "arrow.up.arrow.down", "its last camel-case word")
        XCTAssertNil(suggestion(#"Button("Share Trip") { }"#), "words with blanks: only the whole counts")
        XCTAssertNil(suggestion(#"Button(Strings.shareTrip) { }"#))
        XCTAssertNil(suggestion(#"Button(isOn ? "Share" : "Edit") { }"#))
        XCTAssertNil(suggestion(#"Button("More") { }"#), "no ellipsis is suggested")
    }

    func testTheConfigsSymbolsComeFirst() {
        XCTAssertEqual(suggestion(#"Button("Share") { }"#, symbols: ["share": "paperplane"]), "paperplane")
        XCTAssertEqual(suggestion(#"Button("Archive Trip") { }"#, symbols: ["archive trip": "archivebox"]), "archivebox")
        XCTAssertEqual(suggestion(#"Button("Edit") { }"#, symbols: ["archive": "archivebox"]), "pencil", "the table still answers")
    }
}
