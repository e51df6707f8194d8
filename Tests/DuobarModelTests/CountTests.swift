import XCTest
import DuobarScanner
@testable import DuobarModel

/// Counts shown as text beside an item's symbol (docs/model.md, "Counts beside a symbol").
final class CountTests: XCTestCase {
    /// The counted expression of the value `source` (a title argument), as text.
    func count(_ source: String) -> String? {
        let p = parse("let x = \(source)\n")
        let start = 3
        let end = p.code.count
        return p.code.countExpression(TokenRange(start, end)).map { p.text($0) ?? "" }
    }

    func testCountsAreBareInterpolationsOrConversionsOfACountingName() {
        XCTAssertEqual(count(#""\(n)""#), "n")
        XCTAssertEqual(count(#""\(cart.count)""#), "cart.count")
        XCTAssertEqual(count(#""\(unreadCount)""#), "unreadCount")
        XCTAssertEqual(count(#""\(numberOfFilters)""#), "numberOfFilters")
        XCTAssertEqual(count(#""\(viewModel.pendingCount ?? 0)""#), "viewModel.pendingCount ?? 0")
        XCTAssertEqual(count(#""\(index.count + 1)""#), "index.count + 1")
        XCTAssertEqual(count(#""\(counter!)""#), "counter!")
        XCTAssertEqual(count("String(badgeCount)"), "badgeCount")
        XCTAssertEqual(count(#""\(items.count(where: \.isDone))""#), #"items.count(where: \.isDone)"#)
    }

    func testTextAroundAFormatOrAnotherNameIsNoCount() {
        XCTAssertNil(count(#""$\(price)""#), "a price")
        XCTAssertNil(count(#""\(n) items""#), "words around it")
        XCTAssertNil(count(#""\(folder.name)""#), "a name")
        XCTAssertNil(count(#""\(price, format: .currency(code: "EUR"))""#), "a formatted value")
        XCTAssertNil(count(#""\(score)""#), "a number that is not a count")
        XCTAssertNil(count(#""\(cart.total)""#), "a total is as likely a price")
        XCTAssertNil(count(#""\(account)""#), "count inside a word is not a count")
        XCTAssertNil(count("String(describing: n)"))
        XCTAssertNil(count("n"), "a plain value is not text")
        XCTAssertNil(count(#""3""#))
    }

    func toolbar(_ content: String) -> Parsed {
        parse("""
            struct InboxView: View {
                var body: some View {
                    List { }.toolbar {
                        \(content)
                    }
                }
            }
            """)
    }

    /// The count the single item of `content` shows beside its symbol, as the model names it.
    func shownCount(_ content: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let p = toolbar(content)
        let model = p.model
        XCTAssertEqual(model.items.count, 1, content, file: file, line: line)
        return model.items.first.flatMap { model.countName($0) }
    }

    func testACountBesideASymbolInTheItemsLabel() {
        XCTAssertEqual(shownCount(#"Label("\(inbox)", systemImage: "tray")"#), nil, "inbox says nothing of a count")
        XCTAssertEqual(shownCount(#"Label("\(unread)", systemImage: "tray")"#), "unread")
        XCTAssertEqual(shownCount(#"Label("\(unreadCount)", systemImage: "tray")"#), "unreadCount")
        XCTAssertEqual(shownCount(#"Button("\(selection.count)", systemImage: "checkmark.circle") { }"#), "selection.count")
        XCTAssertEqual(shownCount(#"Button { } label: { HStack { Image(systemName: "cart"); Text("\(cart.count)") } }"#), "cart.count")
        XCTAssertEqual(shownCount(#"HStack { Image(systemName: "flame"); if n > 0 { Text(String(n)) } }"#), "n")
        XCTAssertEqual(shownCount(#"Button { } label: { Image(systemName: "bell").overlay { Text(alerts, format: .number) } }"#), "alerts")
        XCTAssertEqual(shownCount(#"Menu { } label: { Label { Text("\(filterCount)") } icon: { Image(systemName: "line.3.horizontal.decrease") } }"#),
                       "filterCount")
    }

    func testNoSymbolBesideItOrAPriceIsNoCount() {
        XCTAssertNil(shownCount(#"Text("\(unreadCount)")"#), "no symbol")
        XCTAssertNil(shownCount(#"Button { } label: { Text("\(unreadCount)") }"#), "text only")
        XCTAssertNil(shownCount(#"HStack { Image(systemName: "cart"); Text(total, format: .currency(code: "EUR")) }"#))
        XCTAssertNil(shownCount(#"HStack { Image(systemName: "cart"); Text("Cart") }"#))
        XCTAssertNil(shownCount(#"Button { } label: { Image(systemName: "bell").accessibilityLabel(Text("\(alertCount)")) }"#),
                     "an accessibility label is not shown")
    }

    func testAUIKitTitleThatCountsBesideAnImage() throws {
        let p = parse("""
            final class CartViewController: UIViewController {
                override func viewDidLoad() {
                    let cart = UIBarButtonItem(title: "\\(cart.count)", image: UIImage(systemName: "cart"), target: nil, action: nil)
                    let plain = UIBarButtonItem(title: "\\(cart.count)", style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItems = [cart, plain]
                }
            }
            """)
        let model = p.model
        XCTAssertEqual(model.items.map { model.countName($0) }, ["cart.count", nil], "the second has no image")
    }
}
