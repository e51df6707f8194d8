import XCTest
import DuobarScanner
@testable import DuobarModel

/// The lookups are built from `Vocabulary`'s table: every entry must come back through them,
/// and nothing else may, whatever its length.
final class VocabularyTests: XCTestCase {
    var spellings: [[UInt8]] { Vocabulary.entries.map(\.bytes) }

    /// `NameTable.lookup` of `bytes`, with one load for the head and without it.
    func lookups(_ table: NameTable, _ bytes: [UInt8]) -> (Int, Int) {
        // Padding after the name, as a token inside a file has.
        let padded = bytes + Array(repeating: UInt8(ascii: " "), count: 8)
        return padded.withUnsafeBufferPointer { b in
            (table.lookup(b.baseAddress!, bytes.count, readable: padded.count),
             table.lookup(b.baseAddress!, bytes.count, readable: 0))
        }
    }

    func testEverySpellingIsListedOnce() {
        XCTAssertEqual(Set(spellings).count, spellings.count)
    }

    func testEveryEntryComesBackThroughTheNameTable() {
        for (k, entry) in Vocabulary.entries.enumerated() where entry.kind != .fragment {
            let (loaded, bytewise) = lookups(Vocabulary.names, entry.bytes)
            XCTAssertEqual(loaded & 0xFFFF, k, "\(entry.spelling)")
            XCTAssertEqual(bytewise & 0xFFFF, k, "\(entry.spelling)")
        }
    }

    func testEveryWordHasOneEntryAndComesBackThroughTheWordTable() {
        for word in Word.allCases {
            let entries = Vocabulary.entries.filter { $0.word == word }
            XCTAssertEqual(entries.count, 1, "\(word)")
            guard let entry = entries.first else { continue }
            XCTAssertEqual(word.spelling, "\(entry.spelling)")
            XCTAssertEqual(Self.word(entry.bytes), word, "\(entry.spelling)")
        }
    }

    /// The last byte changed, a byte more or less, a different first letter's case: no match,
    /// unless that is itself an entry (`leftBarButtonItem` + `s`).
    func testNearMissesAndOtherLengthsDoNotMatch() {
        for entry in Vocabulary.entries where entry.kind != .fragment {
            let bytes = entry.bytes
            var lastChanged = bytes
            lastChanged[bytes.count - 1] = UInt8(ascii: "Q")
            var caseChanged = bytes
            caseChanged[0] ^= 0x20
            let misses = [lastChanged, caseChanged, bytes + [UInt8(ascii: "s")], bytes + Array("Bar".utf8),
                          Array(bytes.dropLast()), Array(bytes.dropFirst()), bytes + bytes]
            for miss in misses where !miss.isEmpty {
                // (Fragments such as `oolbar` are not names: the table leaves them out.)
                let expected = Vocabulary.entries.firstIndex { $0.bytes == miss && $0.kind != .fragment } ?? -1
                let (loaded, bytewise) = lookups(Vocabulary.names, miss)
                XCTAssertEqual(loaded < 0 ? -1 : loaded & 0xFFFF, expected, String(decoding: miss, as: UTF8.self))
                XCTAssertEqual(bytewise < 0 ? -1 : bytewise & 0xFFFF, expected, String(decoding: miss, as: UTF8.self))
                let word = Vocabulary.entries.firstIndex { $0.bytes == miss }.flatMap { Vocabulary.entries[$0].word }
                XCTAssertEqual(Self.word(miss), word, String(decoding: miss, as: UTF8.self))
            }
        }
        XCTAssertEqual(lookups(Vocabulary.names, []).0, -1, "the empty name")
    }

    func testControlNamesPlacementsAndPositionsComeFromTheTable() {
        for entry in Vocabulary.entries {
            let p = parse("let x = \(entry.spelling)\n")
            guard let i = p.code.tokens.indices.last(where: { p.code.isIdentifier($0) || p.code.isKind($0, .keyword) || p.code.isKind($0, .attribute) }) else {
                continue
            }
            switch entry.kind {
            case .control(let name):
                XCTAssertEqual(ControlName(p.code, i), name, "\(entry.spelling)")
            case .fragment:
                XCTAssertNil(Vocabulary.kind(p.code, i), "a fragment is not a name")
            default:
                XCTAssertEqual(ControlName(p.code, i), .other, "\(entry.spelling)")
                XCTAssertEqual(Vocabulary.kind(p.code, i), entry.kind, "\(entry.spelling)")
            }
        }
        let p = parse("let x = Buttons + button + Item\n")
        for i in p.code.tokens.indices where p.code.isIdentifier(i) {
            XCTAssertEqual(ControlName(p.code, i), .other, p.code.string(i))
        }
    }

    func testUIKitWordSetsFollowWhatTheNamesAre() {
        let item = Set(Vocabulary.itemWords), uiKit = Set(Vocabulary.uiKitWords)
        XCTAssertTrue(item.isSubset(of: uiKit))
        for entry in Vocabulary.entries {
            guard let word = entry.word else { continue }
            switch entry.kind {
            case .barItemClass, .barPosition:
                XCTAssertTrue(item.contains(word), "\(entry.spelling)")
            case .itemsSetter(let position):
                XCTAssertEqual(item.contains(word), position != .customBar, "\(entry.spelling)")
                XCTAssertTrue(uiKit.contains(word), "\(entry.spelling)")
            case .barItems, .barClass, .accessoryView:
                XCTAssertFalse(item.contains(word), "\(entry.spelling)")
                XCTAssertTrue(uiKit.contains(word), "\(entry.spelling)")
            default:
                XCTAssertFalse(uiKit.contains(word), "\(entry.spelling)")
            }
        }
    }

    func testMarkers() {
        let stacked = Vocabulary.Precheck.followedWithin(.firstArgument("alignment"), "Stack", window: 1024)
        XCTAssertEqual(Vocabulary.marker("overlay"), Vocabulary.Marker(bytes: Array("overlay".utf8),
                                                                       precheck: .withAnyOf(stacked, Vocabulary.barControlNames)))
        XCTAssertNotEqual(Vocabulary.marker("overlay")?.precheck, .withAnyOf(stacked, ["Button"]))
        XCTAssertNotEqual(Vocabulary.marker("overlay")?.precheck, .withAnyOf(.plain, Vocabulary.barControlNames))
        XCTAssertNotEqual(stacked, .followedWithin(.firstArgument("alignment"), "Stack", window: 512))
        XCTAssertNotEqual(stacked, .followedWithin(.firstArgument("alignment"), "HStack", window: 1024))
        XCTAssertEqual(Vocabulary.marker("UITabBar")?.precheck, .constructionOrTyped)
        XCTAssertNil(Vocabulary.marker("Button"), "a name no rule may use as a marker")
        XCTAssertNil(Vocabulary.marker("Toolbar"), "not in the table")
        for entry in Vocabulary.entries where entry.kind == .fragment {
            XCTAssertNotNil(entry.precheck, "a fragment exists for the pre-check")
            let names = spellings.filter { $0 != entry.bytes && Self.occurs(entry.bytes, in: $0) }
            XCTAssertFalse(names.isEmpty, "\(entry.spelling) is in no name of the table")
        }
        // The index's own markers: its supertypes, where inherited from.
        XCTAssertEqual(Set(Vocabulary.indexMarkers.map { String(decoding: $0.bytes, as: UTF8.self) }),
                       ["ToolbarContent", "CustomizableToolbarContent", "UIToolbar", "UINavigationBar", "UITabBar"])
        XCTAssertTrue(Vocabulary.indexMarkers.allSatisfy { $0.precheck == .inherited })
    }

    static func word(_ bytes: [UInt8]) -> Word? {
        let padded = bytes + Array(repeating: UInt8(ascii: " "), count: 8)
        return padded.withUnsafeBufferPointer { Word.lookup($0.baseAddress!, bytes.count, readable: padded.count) }
    }

    static func occurs(_ needle: [UInt8], in word: [UInt8]) -> Bool {
        needle.count <= word.count && (0...(word.count - needle.count)).contains { word[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
