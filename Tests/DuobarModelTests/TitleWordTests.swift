import XCTest
import DuobarScanner
@testable import DuobarModel

/// Title words (docs/model.md, "Title words and symbols"): the matcher on its own, on title
/// expressions as they are written in source.
final class TitleWordTests: XCTestCase {
    /// Whether the expression `title`, written as a title, names one of `words`.
    func names(_ title: String, _ words: [StaticString]) -> Bool {
        let p = parse("let x = \(title)")
        // The expression runs from after `=` to the end.
        let start = p.code.tokens.indices.first { p.code.isOperator($0, "=") }! + 1
        return p.code.titleNames(TokenRange(start, p.code.count), oneOf: words)
    }

    func done(_ title: String) -> Bool { names(title, TitleWords.doneWords) }
    func close(_ title: String) -> Bool { names(title, TitleWords.closeWords) }

    func testLiteralEqualToTheWordIgnoringCaseAndBlanksAround() {
        XCTAssertTrue(done(#""Done""#))
        XCTAssertTrue(done(#""done""#))
        XCTAssertTrue(done(#""SAVE""#))
        XCTAssertTrue(done(#"" Send ""#))
        XCTAssertTrue(close(#""Cancel""#))
        XCTAssertTrue(close(#""dismiss""#))
        for word in ["Post", "Publish", "Submit", "Confirm", "Apply"] {
            XCTAssertTrue(done("\"\(word)\""), word)
        }
    }

    func testLiteralThatOnlyContainsTheWordIsNotIt() {
        XCTAssertFalse(done(#""Save Draft""#))
        XCTAssertFalse(done(#""Done!""#))
        XCTAssertFalse(done(#""Saved""#))
        XCTAssertFalse(close(#""Close Tabs""#))
        XCTAssertFalse(close(#""Cancel Subscription""#))
        XCTAssertFalse(close(#""Closed""#))
        XCTAssertFalse(done(#""""#))
        XCTAssertFalse(done(#""   ""#))
        // A sentence is not a key, even with a dot in it.
        XCTAssertFalse(done(#""Tap here. Done""#))
    }

    func testKeyLiteralsByTheirLastPart() {
        XCTAssertTrue(done(#""action.save""#))
        XCTAssertTrue(done(#""action.done""#))
        XCTAssertTrue(done(#""common_button_done""#))
        XCTAssertTrue(close(#""alert.actions.Cancel""#))
        XCTAssertTrue(close(#""nav_close""#))
        XCTAssertFalse(done(#""action.save.title""#))
        XCTAssertFalse(close(#""cancel.title""#))
        XCTAssertFalse(done(#""done.""#))
    }

    func testInterpolatedLiteralNamesNothing() {
        XCTAssertFalse(done(#""\(verb)""#))
        XCTAssertFalse(done(#""Done \(count)""#))
    }

    func testLocalizedStringKeysAreKeyLiterals() {
        XCTAssertTrue(done(#"NSLocalizedString("Done", comment: "")"#))
        XCTAssertTrue(done(#"NSLocalizedString("editor.save", comment: "Save button")"#))
        XCTAssertTrue(close(#"String(localized: "Cancel")"#))
        XCTAssertTrue(close(#"String(localized: "sheet.close", defaultValue: "Close")"#))
        XCTAssertFalse(done(#"NSLocalizedString("Save Draft", comment: "")"#))
        // Only the key counts, not the comment or a default value.
        XCTAssertFalse(done(#"NSLocalizedString("button.next", comment: "Done")"#))
        XCTAssertFalse(close(#"String(localized: "sheet.next", defaultValue: "Close")"#))
        // Other calls are not localization.
        XCTAssertFalse(done(#"makeTitle("Done")"#))
        XCTAssertFalse(done(#"String(describing: "Done")"#))
    }

    func testAnAppsOwnLocalizationFunctionsKeyIsAKeyLiteral() {
        XCTAssertTrue(done(#"localizedString("shared_string_done")"#))
        XCTAssertTrue(close(#"LocalizedString("Cancel", comment: "Cancel editing")"#))
        XCTAssertTrue(close(#"localized("global.cancel")"#))
        // A member of something else, a labelled first argument, or another name: no key.
        XCTAssertFalse(done(#"bundle.localizedString("done")"#))
        XCTAssertFalse(done(#"localizedString(key: "done")"#))
        XCTAssertFalse(done(#"formatted("done")"#))
    }

    func testIdentifierPathsByTheLastMembersWords() {
        XCTAssertTrue(done("Strings.done"))
        XCTAssertTrue(close("L10n.Common.cancel"))
        XCTAssertTrue(close("L10n.actionCancel"))
        XCTAssertTrue(done("L10n.saveLabel"))
        XCTAssertTrue(close("UserText.cancelButton"))
        XCTAssertTrue(done("LocalString.common_button_done"))
        XCTAssertTrue(done("UserText.navigationTitleDone"))
        XCTAssertTrue(done("L10n.supportSubmit"))
        XCTAssertTrue(done(".done"))
        XCTAssertTrue(close("self.closeTitle"))
        XCTAssertTrue(done("Strings.doneButtonTitle"))
        XCTAssertTrue(close("Strings.CANCEL_BUTTON"))
        XCTAssertTrue(done("doneTitle"))
    }

    func testIdentifierPathsThatDoNotEndWithTheWord() {
        XCTAssertFalse(close("Strings.closeTabs"))
        XCTAssertFalse(done("Strings.saveSearchTitle"))
        XCTAssertFalse(done("L10n.doneEditing"))
        XCTAssertFalse(close("Strings.cancelled"))
        XCTAssertFalse(done("Strings.button"))
        XCTAssertFalse(done("Strings.titleText"))
        XCTAssertFalse(done("title"))
        // The last member decides, not a namespace on the way.
        XCTAssertFalse(done("L10n.Done.editTitle"))
    }

    func testOtherExpressionsNameNothing() {
        XCTAssertFalse(done(#"isEditing ? "Done" : "Edit""#))
        XCTAssertFalse(done(#"Strings.done.uppercased()"#))
        XCTAssertFalse(done(#"L10n.done()"#))
        XCTAssertFalse(done(#""Done" + suffix"#))
    }

    func testWordsSplitAtHumpsUnderscoresAndAcronyms() {
        func words(_ name: String) -> [String] {
            let bytes = Array(name.utf8)
            return bytes.withUnsafeBufferPointer { b in
                TitleWords.identifierWords(b).map { String(decoding: bytes[$0], as: UTF8.self) }
            }
        }
        XCTAssertEqual(words("navigationTitleDone"), ["navigation", "Title", "Done"])
        XCTAssertEqual(words("common_button_done"), ["common", "button", "done"])
        XCTAssertEqual(words("URLString"), ["URL", "String"])
        XCTAssertEqual(words("save2Button"), ["save2", "Button"])
        XCTAssertEqual(words("__done__"), ["done"])
        XCTAssertEqual(words("OK"), ["OK"])
    }
}
