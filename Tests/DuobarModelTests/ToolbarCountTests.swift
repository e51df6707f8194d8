import XCTest
import DuobarScanner
@testable import DuobarModel

/// How many bar items a toolbar context shows (docs/model.md, "Counting a toolbar's items"):
/// the largest branch, referenced toolbar content included, each piece counted once.
final class ToolbarCountTests: XCTestCase {
    func counts(_ p: Parsed, leavingOut threshold: Int? = nil) -> [Int] {
        let m = p.model
        return m.contexts.indices.map { m.barItemCount(ofContext: $0, leavingOutContentReaching: threshold).items }
    }

    func testOnlyBarItemsCountAndOfBranchesTheLargest() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem(placement: .principal) { Text("Title") }
                ToolbarItem(placement: .keyboard) { Button("Done", systemImage: "checkmark") { } }
                ToolbarItem { Spacer() }
                ToolbarSpacer(.flexible)
                ToolbarOverflowMenu { Button("Print", systemImage: "printer") { } }
                Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("A") { }; Button("B") { } }
                if editing {
                    Button("Done", systemImage: "checkmark") { }
                } else {
                    Button("Edit", systemImage: "pencil") { }
                    Button("Share", systemImage: "square.and.arrow.up") { }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("A", systemImage: "a.circle") { }
                    Button("B", systemImage: "b.circle") { }
                }
            }
            """)
        // Menu 1, the else branch 2, the group 2.
        XCTAssertEqual(counts(p), [5])
    }

    func testALabelledGroupIsOneBarItem() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItemGroup {
                    Button("By name") { }
                    Button("By size") { }
                    Button("By date") { }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
                ToolbarItemGroup(placement: .secondaryAction) {
                    Button("Archive") { }
                    Button("Report") { }
                }
                Button("Add", systemImage: "plus") { }
            }
            """)
        // The labelled group folds into one control; secondary actions are in the overflow menu.
        XCTAssertEqual(counts(p), [2])
    }

    func testReferencesToToolbarContentAreRecordedNotCountedAsItems() {
        let p = parse("""
            struct Screen: View {
                var body: some View {
                    Text("x").toolbar {
                        editingItems
                        self.shareItems
                        moreItems(for: doc)
                        EditorToolbar(document: doc)
                        ToolbarItem { saveButton }
                    }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.toolbarReferences.map { p.text($0.name) }, ["editingItems", "shareItems", "moreItems", "EditorToolbar"])
        XCTAssertEqual(m.toolbarReferences.map(\.isType), [false, false, false, true])
        XCTAssertEqual(m.items.count, 1, "only the ToolbarItem is an item")
    }

    static let reader = """
        struct ReaderView: View {
            var body: some View {
                Text("x").toolbar {
                    ToolbarItem { Button("Font", systemImage: "textformat.size") { } }
                    if showsSharing {
                        sharingItems
                    } else {
                        ToolbarItem { Button("Bookmark", systemImage: "bookmark") { } }
                    }
                }
            }

            @ToolbarContentBuilder
            var sharingItems: some ToolbarContent {
                ToolbarItem { ShareLink(item: url) }
                ToolbarItem { Button("Copy", systemImage: "doc.on.doc") { } }
                ToolbarItem { Button("Safari", systemImage: "safari") { } }
            }
        }
        """

    func testAReferencedMemberAddsItsItemsInItsBranch() {
        let p = parse(Self.reader)
        // The toolbar: 1 + the larger branch (3 against 1); the member: 3.
        XCTAssertEqual(counts(p), [4, 3])
        // Left out where it reaches the threshold on its own.
        XCTAssertEqual(counts(p, leavingOut: 3), [2, 3])
    }

    func testAPriorityCountsWhereItIsWrittenAndInWhatIsReferenced() {
        let p = parse(Self.reader.replacingOccurrences(of: #"ToolbarItem { Button("Safari", systemImage: "safari") { } }"#,
                                                          with: #"ToolbarItem { Button("Safari", systemImage: "safari") { } }.visibilityPriority(.low)"#))
        let m = p.model
        XCTAssertEqual(m.contexts.indices.map { m.barItemCount(ofContext: $0).hasPriority }, [true, true])
        XCTAssertFalse(m.barItemCount(ofContext: 0, leavingOutContentReaching: 3).hasPriority,
                       "content left out of the count does not rank the rest")
        XCTAssertFalse(parse(Self.reader).model.barItemCount(ofContext: 0).hasPriority)
    }

    func testToolbarContentOfAnotherFileCountsThroughTheIndex() {
        let other = parse("""
            struct EditorToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem { Button("Bold", systemImage: "bold") { } }
                    ToolbarItem { Button("Italic", systemImage: "italic") { } }
                }
            }
            private struct Hidden: ToolbarContent {
                var body: some ToolbarContent { ToolbarItem { Button("H", systemImage: "h.circle") { } } }
            }
            extension Screen {
                @ToolbarContentBuilder
                func moreItems() -> some ToolbarContent { ToolbarItem { Button("More", systemImage: "plus") { } } }
            }
            """)
        let declared = other.model.declaredToolbarContent()
        XCTAssertEqual(Set(declared.keys.map { String(decoding: $0.bytes, as: UTF8.self) }), ["EditorToolbar", "Screen.moreItems"],
                       "a private type's content stays in its file")
        var index = ProjectIndex.declarations(in: other.code)
        index.toolbarContent = declared
        let p = parse("""
            struct Screen: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem { Button("Done", systemImage: "checkmark") { } }
                        EditorToolbar()
                        moreItems()
                    }
                }
            }
            """, index: index)
        XCTAssertEqual(counts(p), [4])
        let m = p.model
        _ = m.barItemCount(ofContext: 0)
        XCTAssertEqual(Set(m.lookups.contents.map { String(decoding: $0.bytes, as: UTF8.self) }),
                       ["Screen.EditorToolbar", "EditorToolbar", "Screen.moreItems"], "every key asked of the index is noted")
    }

    func testAMemberOfAnExtensionOfToolbarContentIsEveryToolbarContentsMember() {
        let other = parse("""
            extension ToolbarContent {
                func composeItem() -> some ToolbarContent {
                    ToolbarItem { Button("Compose", systemImage: "square.and.pencil") { } }
                }
            }
            """)
        var index = ProjectIndex()
        index.toolbarContent = other.model.declaredToolbarContent()
        XCTAssertEqual(index.toolbarContent.keys.map { String(decoding: $0.bytes, as: UTF8.self) }, ["ToolbarContent.composeItem"])
        let p = parse("""
            struct SharedItems: ToolbarContent {
                var body: some ToolbarContent {
                    composeItem()
                    ToolbarItem { Button("Search", systemImage: "magnifyingglass") { } }
                }
            }
            """, index: index)
        XCTAssertEqual(counts(p), [2])
    }

    func testContentOfAnotherFileThatReferencesAThirdFileCountsItToo() {
        func declared(_ source: String) -> [ViewKey: [DeclaredContent]] {
            let p = parse(source)
            return p.model.declaredToolbarContent()
        }
        let outer = declared("""
            struct AccountItems: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem { Button("Switch Account", systemImage: "person.2") { } }
                    if showsCompose { ComposeItem() }
                }
            }
            """)
        XCTAssertEqual(outer[ViewKey(Array("AccountItems".utf8))]?.first?.pending.count, 1, "ComposeItem is in another file")
        let inner = declared("""
            struct ComposeItem: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem { Button("Compose", systemImage: "square.and.pencil") { } }
                    ToolbarItem { Button("Drafts", systemImage: "doc.on.doc") { } }.visibilityPriority(.low)
                }
            }
            """)
        var index = ProjectIndex()
        for (key, list) in outer.merging(inner, uniquingKeysWith: +) { index.toolbarContent[key] = list }
        index.toolbarContentTypes = [Array("AccountItems".utf8), Array("ComposeItem".utf8)]
        let p = parse("""
            struct Inbox: View {
                var body: some View { List { }.toolbar { AccountItems() } }
            }
            """, index: index)
        let m = p.model
        XCTAssertEqual(m.barItemCount(ofContext: 0), ToolbarCount(items: 3, hasPriority: true))
        XCTAssertTrue(m.lookups.contents.contains(ViewKey(Array("ComposeItem".utf8))), "the third file's key is noted too")
    }

    func testACycleOfReferencesEnds() {
        let p = parse("""
            @ToolbarContentBuilder var a: some ToolbarContent { ToolbarItem { Button("A", systemImage: "a.circle") { } }; b }
            @ToolbarContentBuilder var b: some ToolbarContent { ToolbarItem { Button("B", systemImage: "b.circle") { } }; a }
            """)
        XCTAssertEqual(counts(p).count, 2)
        XCTAssertTrue(counts(p).allSatisfy { $0 >= 1 && $0 <= 2 }, "\(counts(p))")
    }

    func testReferencesAreFollowedEightDeepAndNoFurther() {
        var source = ""
        for k in 0..<12 {
            source += "@ToolbarContentBuilder var c\(k): some ToolbarContent { ToolbarItem { Button(\"\(k)\", systemImage: \"plus\") { } }; c\(k + 1) }\n"
        }
        let counted = counts(parse(source))
        XCTAssertEqual(counted.first, 9, "the first and eight below it")
    }
}
