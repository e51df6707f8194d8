import XCTest
import DuobarScanner
@testable import DuobarModel

/// What the project index keeps about how views cope with the vertical bar's fixed width
/// (docs/model.md, "Views given a vertical form").
final class AdaptivityTests: XCTestCase {
    /// The traits the index keeps for each view or member of `source`, by key.
    func traits(_ source: String) -> [String: ViewTraits] {
        let declarations = ViewDeclarations(parse(source).code)
        var result: [String: ViewTraits] = [:]
        for (key, bodies) in declarations.shared.bodies {
            result[String(decoding: key.bytes, as: UTF8.self)] = bodies.reduce(ViewTraits()) { $0.union($1.traits) }
        }
        return result
    }

    func testRowsColumnsAndTextRearrange() {
        let found = traits("""
            struct Streak: View { var body: some View { HStack { Image(systemName: "flame"); Text("\\(days)") } } }
            struct Dots: View { var body: some View { HStack { ForEach(stops) { Circle() } } } }
            struct Column: View { var body: some View { VStack { ProgressView(); Image(systemName: "icloud") } } }
            struct Caption: View { var body: some View { ZStack { Circle(); Text("3") } } }
            struct Titled: View { var body: some View { ZStack { Capsule(); Label("Sync", systemImage: "icloud") } } }
            struct Custom: View { var body: some View { FlowLayout { Tag("a"); Tag("b") } } }
            struct Join: View { var body: some View { Button(action: join) { Image(systemName: "phone"); Text("Join") } } }
            struct Chooser: View { var body: some View { Menu { Button("A") { } } label: { HStack { Image(systemName: "arrow.up.arrow.down"); Text("Sort") } } } }
            """)
        for name in ["Streak", "Dots", "Column", "Caption", "Titled", "Custom", "Join", "Chooser"] {
            XCTAssertEqual(found[name], .rearranges, name)
        }
    }

    func testCompactViewsHaveNothingToRearrange() {
        let found = traits("""
            struct Ring: View {
                var body: some View {
                    ZStack { Circle().stroke(); Circle().trim(from: 0, to: p); Image(systemName: "arrow.clockwise") }
                        .accessibilityLabel(Text("Syncing"))
                        .help(Text("Syncs your library"))
                }
            }
            struct One: View { var body: some View { HStack { Image(systemName: "star") } } }
            struct Spinner: View { var body: some View { ProgressView() } }
            struct Glyph: View { var body: some View { Image(systemName: "star").overlay { Circle().stroke() } } }
            struct Switcher: View {
                var body: some View {
                    Button { isPresented.toggle(); status = Text("Opened") } label: { avatar }
                        .contextMenu { ForEach(accounts) { Text($0.name) } }
                        .sheet(isPresented: $isPresented, content: { Text("Accounts") })
                        .alert("Sign out?", isPresented: $asks) { Button("Sign Out") { } } message: { Text("You can sign in again.") }
                }
            }
            struct Picker: View {
                var body: some View { Menu { Button("Rename") { }; Text("Info") } label: { Image(systemName: "ellipsis") } }
            }
            """)
        for name in ["Ring", "One", "Spinner", "Glyph", "Switcher", "Picker"] {
            XCTAssertEqual(found[name], [], name)
        }
    }

    func testReadingTheEdgeOrPickingWhatFitsAdapts() {
        let found = traits("""
            struct Panel: View {
                @Environment(\\.toolbarVerticalEdge) private var edge
                var body: some View { HStack { Image(systemName: "line.3.horizontal.decrease"); Text("Filters") } }
            }
            struct Score: View {
                var body: some View { ViewThatFits { HStack { Image(systemName: "star"); Text("12 points") }; Image(systemName: "star") } }
            }
            struct Later: View {
                var body: some View { HStack { Image(systemName: "a"); Text("b") } }
            }
            extension Later {
                var isVertical: Bool { toolbarVerticalEdge != nil }
            }
            """)
        XCTAssertEqual(found["Panel"], [.rearranges, .adapts])
        XCTAssertEqual(found["Score"], [.rearranges, .adapts])
        XCTAssertEqual(found["Later"], [.rearranges, .adapts], "an extension in the same file counts for its type")
    }

    func testAMembersBodyHasItsOwnTraits() {
        let found = traits("""
            struct Inbox: View {
                var body: some View { status }
                private var status: some View { VStack { ProgressView(); Text(lastSync, style: .relative) } }
            }
            """)
        XCTAssertEqual(found["Inbox"], [], "one reference: followed when it is looked up")
        XCTAssertEqual(found["Inbox.status"], .rearranges)
    }

    // MARK: UIKit view classes

    func uiKit(_ source: String) -> [String: ViewTraits] {
        let declarations = ViewDeclarations(parse(source).code)
        var result: [String: ViewTraits] = [:]
        for (key, traits) in declarations.shared.uiKit { result[String(decoding: key.bytes, as: UTF8.self)] = traits }
        for (key, traits) in declarations.hiddenByPlainKey.uiKit { result["private " + String(decoding: key.bytes, as: UTF8.self)] = traits }
        return result
    }

    func testUIKitClassesWithALabelOrAStackOfTwoAreKept() {
        let found = uiKit("""
            import UIKit
            final class Status: UIView { private let label = UILabel() }
            final class Speed: UIView { private lazy var stack = UIStackView(arrangedSubviews: [slower, faster]) }
            final class Looped: UIView {
                func build() { for b in buttons { stack.addArrangedSubview(b) } }
            }
            final class Twice: UIStackView {
                func build() { addArrangedSubview(a); addArrangedSubview(b) }
            }
            final class Once: UIStackView { func build() { addArrangedSubview(a) } }
            final class Spinner: UIView { let indicator = UIActivityIndicatorView() }
            final class Adaptive: UIView {
                let label = UILabel()
                override func traitCollectionDidChange(_ p: UITraitCollection?) { label.isHidden = traitCollection.verticalBarEdge != .unspecified }
            }
            private final class Hidden: UIView { let label = UILabel() }
            struct NotAClass { let label = UILabel() }
            """)
        XCTAssertEqual(found, ["Status": .rearranges, "Speed": .rearranges, "Looped": .rearranges, "Twice": .rearranges,
                               "Adaptive": [.rearranges, .adapts], "private Hidden": .rearranges],
                       "a class with nothing to rearrange is not kept at all")
    }

    func testTheTableMergesAndANameDeclaredTwiceDifferentlyAdapts() {
        var a = ViewTable()
        a.addUIKit(ViewKey(Array("Speed".utf8)), .rearranges)
        var b = ViewTable()
        b.addUIKit(ViewKey(Array("Speed".utf8)), [.rearranges, .adapts])
        b.addUIKit(ViewKey(Array("Status".utf8)), .rearranges)
        a.merge(b)
        XCTAssertEqual(a.uiKit[ViewKey(Array("Speed".utf8))], [.rearranges, .adapts])
        XCTAssertEqual(a.uiKit[ViewKey(Array("Status".utf8))], .rearranges)
        XCTAssertFalse(a.isEmpty)
    }

    // MARK: Items

    func model(_ source: String, others: [String] = []) -> (Parsed, FileModel) {
        var index = ProjectIndex()
        for other in others { index.views.merge(ViewDeclarations(parse(other).code).shared) }
        let p = parse(source, index: index)
        return (p, p.model)
    }

    func testAnItemsViewTakesItsTypesTraitsThroughWrappersAndFiles() throws {
        let (_, m) = model("""
            struct Screen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem { Chip() }.axisBehavior(.verticalPreferred)
                        ToolbarItem { Unseen() }.axisBehavior(.verticalPreferred)
                        ToolbarItem { Button("Add", systemImage: "plus") { } }
                    }
                }
            }
            """, others: [
                "struct Chip: View { var body: some View { ChipContent().padding(4) } }",
                "struct ChipContent: View { var body: some View { HStack { Image(systemName: \"timer\"); Text(\"90 s\") } } }",
            ])
        XCTAssertEqual(m.items.map { m.customViewTraits($0) }, [.rearranges, nil, nil],
                       "the wrapper's content is followed; an unseen type and a titled symbol have no traits")
        XCTAssertEqual(m.customViewTypeName(m.items[0]), "Chip")
    }

    func testAUIKitCustomViewIsFoundThroughTheNameThatHoldsIt() throws {
        let (_, m) = model("""
            final class Status: UIView { private let label = UILabel() }
            final class UploadsViewController: UIViewController {
                private lazy var status = Status()
                override func viewDidLoad() {
                    let direct = UIBarButtonItem(customView: Status())
                    let held = UIBarButtonItem(customView: status)
                    let other = UIBarButtonItem(customView: UISwitch())
                    navigationItem.rightBarButtonItems = [direct, held, other]
                }
            }
            """)
        XCTAssertEqual(m.items.map { m.customViewTraits($0) }, [.rearranges, .rearranges, nil])
        XCTAssertEqual(m.items.map { m.customViewTypeName($0) }, ["Status", "Status", "UISwitch"])
    }
}
