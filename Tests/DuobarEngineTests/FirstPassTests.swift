import XCTest
import Foundation
import DuobarModel
import DuobarRules
@testable import DuobarEngine

/// Files are analysed in the first pass, before the project index is complete; these
/// check that the second pass redoes exactly the files the complete index could change.
final class FirstPassTests: ScratchFolderTestCase {
    func ids(_ result: LintResult, in path: String) -> [String] {
        result.diagnostics.filter { $0.path == path }.map(\.ruleID)
    }

    static let usesSharedItems = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                Text("Hi").toolbar { SharedItems() }
            }
        }
        """
    static let declaresSharedItems = """
        import SwiftUI
        struct SharedItems: ToolbarContent {
            var body: some ToolbarContent {
                ToolbarItem { Button("Edit") {} }
            }
        }
        """

    func testAToolbarContentTypeDeclaredInAnotherFileIsNotAnItemInEitherOrder() throws {
        // Without the other file's declaration, `SharedItems()` would be a custom view item.
        let alone = Linter(rules: allRules, jobs: 1).lint(source: Array(Self.usesSharedItems.utf8), path: "Screen.swift")
        XCTAssertEqual(alone.map(\.ruleID), ["custom-view-item"], "the premise: alone, the reference is an item")

        let user = try write("A.swift", Self.usesSharedItems)
        let declarer = try write("B.swift", Self.declaresSharedItems)
        for order in [[user, declarer], [declarer, user]] {
            for jobs in [1, 2] {
                let result = Linter(rules: allRules, jobs: jobs).lint(files: order)
                XCTAssertEqual(ids(result, in: user), [], "order \(order.map { ($0 as NSString).lastPathComponent }), jobs \(jobs)")
                XCTAssertEqual(ids(result, in: declarer), ["text-only-item"])
            }
        }
    }

    func testACustomizableToolbarContentTypeIsIndexedToo() throws {
        // Its name holds "ToolbarContent" after "Customizable", not after ": ".
        let user = try write("A.swift", Self.usesSharedItems)
        let declarer = try write("B.swift", Self.declaresSharedItems.replacingOccurrences(
            of: "struct SharedItems: ToolbarContent", with: "struct SharedItems: CustomizableToolbarContent"))
        let result = Linter(rules: allRules, jobs: 1).lint(files: [user, declarer])
        XCTAssertEqual(ids(result, in: user), [])
    }

    func testABarSubclassDeclaredInAnotherFileIsAHandBuiltBar() throws {
        let user = try write("Controller.swift", """
            import UIKit
            final class Controller: UIViewController {
                let bar = FancyBar()
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"))
                }
            }
            """)
        // The bar item makes the file pass the pre-check, so it is analysed in the first pass.
        let declarer = try write("FancyBar.swift", "import UIKit\nclass FancyBar: UIToolbar {}\n")
        let pass = Linter(rules: allRules, jobs: 1).firstPass([user, declarer])
        XCTAssertEqual(pass.looks.map(\.candidate), [true, true])
        let result = Linter(rules: allRules, jobs: 1).lint(files: [user, declarer])
        XCTAssertEqual(ids(result, in: user), ["hand-built-bar"])
        XCTAssertEqual(ids(result, in: declarer), [])
    }

    func testABarSubclassNamedLikeAToolbarIsFoundWhereItIsBuilt() throws {
        // `BrowserToolbar` holds `oolbar`, but in none of the forms toolbar code takes: the
        // file that builds it fails the pre-check with a near miss, and is read again once the
        // index knows the name.
        let declarer = try write("BrowserToolbar.swift", "import UIKit\nfinal class BrowserToolbar: UIToolbar {}\n")
        let user = try write("Browser.swift", """
            import UIKit
            final class BrowserController: UIViewController {
                let bottom = BrowserToolbar()
            }
            """)
        let linter = Linter(rules: allRules, jobs: 1)
        let pass = linter.firstPass([declarer, user])
        XCTAssertEqual(pass.looks.map(\.candidate), [true, false])
        XCTAssertEqual(pass.nearMisses, [1])
        let result = linter.lint(files: [declarer, user])
        XCTAssertEqual(ids(result, in: user), ["hand-built-bar"])
    }

    /// The second pass works from what the first pass kept: a file changed on disk between
    /// the passes is seen as the first pass read it, which shows it is not read again.
    func testNoFileIsReadTwice() throws {
        for jobs in [1, 2] {
            let user = try write("A.swift", Self.usesViews)
            let views = try write("B.swift", Self.declaresViews)
            let declarer = try write("BrowserToolbar.swift", "import UIKit\nfinal class BrowserToolbar: UIToolbar {}\n")
            let builder = try write("Browser.swift", """
                import UIKit
                final class BrowserController: UIViewController {
                    let bottom = BrowserToolbar()
                }
                """)
            let files = [user, views, declarer, builder]
            let linter = Linter(rules: allRules, jobs: jobs)
            let expected = linter.lint(files: files).diagnostics
            XCTAssertEqual(expected.map { "\(($0.path as NSString).lastPathComponent):\($0.line):\($0.ruleID)" },
                           ["A.swift:6:custom-view-item", "A.swift:7:custom-view-item", "Browser.swift:3:hand-built-bar"])
            let pass = linter.firstPass(files)
            XCTAssertNotNil(pass.looks[0].kept, "the user's findings depend on other files' views")
            // The user is modelled again, the view file scanned and the near miss checked again, all from memory.
            for path in [user, views, builder] { try FileManager.default.removeItem(atPath: path) }
            let result = linter.lint(jobs: files.map { FileJob(path: $0) }, firstPass: pass)
            XCTAssertEqual(result.diagnostics, expected, "jobs \(jobs)")
        }
    }

    func testAFileThatAsksTheIndexNothingKeepsNothing() throws {
        // Its toolbar items are all system items: no name another file could declare.
        let alone = try write("A.swift", """
            import SwiftUI
            public struct CancelToolbarItem: ToolbarContent {
                @Environment(\\.dismiss) private var dismiss
                public var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel", systemImage: "xmark", role: .cancel) { dismiss() } }
                }
            }
            """)
        let pass = Linter(rules: allRules, jobs: 1).firstPass([alone])
        XCTAssertEqual(pass.looks[0].candidate, true)
        XCTAssertEqual(pass.looks[0].analysis?.dependence.mayChange, false)
        XCTAssertNil(pass.looks[0].kept, "no index could change its findings")
    }

    static let storyboardReader = """
        import UIKit
        final class ReaderViewController: UIViewController {
            @IBOutlet weak var toolbar: UIToolbar!
            let handler = ReaderToolbarHandler()
            override func viewDidLoad() {
                super.viewDidLoad()
                toolbar.items = handler.bottomBarItems
            }
        }
        """
    static let readerHandler = """
        import UIKit
        final class ReaderToolbarHandler {
            var bottomBarItems: [UIBarButtonItem] = []
            func configure(menu: UIMenu) {
                let close = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: menu)
                bottomBarItems = [close, .flexibleSpace(), more]
            }
        }
        """

    func testItemsGivenToAStoryboardToolbarInAnotherFileGetNoItemRuleInEitherOrder() throws {
        // Alone, the handler's items are ordinary bar items.
        let alone = Linter(rules: allRules, jobs: 1).lint(source: Array(Self.readerHandler.utf8), path: "Handler.swift")
        XCTAssertEqual(alone.map(\.ruleID), ["text-only-item", "custom-overflow-menu"], "the premise (one piece of advice for the ellipsis menu)")

        let reader = try write("Reader.swift", Self.storyboardReader)
        let handler = try write("Handler.swift", Self.readerHandler)
        for order in [[reader, handler], [handler, reader]] {
            let names = order.map { ($0 as NSString).lastPathComponent }
            for jobs in [1, 2] {
                let result = Linter(rules: allRules, jobs: jobs).lint(files: order)
                XCTAssertEqual(ids(result, in: handler), [], "order \(names), jobs \(jobs)")
                XCTAssertEqual(ids(result, in: reader), ["hand-built-bar"], "the outlet itself, order \(names), jobs \(jobs)")
                // The pool that overlaps the walk gives the same.
                let pool = FirstPassPool(threads: jobs, rules: allRules, registry: RuleRegistry(rules: allRules))
                pool.add(start: 0, paths: order)
                let pooled = Linter(rules: allRules, jobs: jobs).lint(jobs: order.map { FileJob(path: $0) }, firstPass: pool.finish(count: 2))
                XCTAssertEqual(pooled.diagnostics.map(\.ruleID), result.diagnostics.map(\.ruleID), "order \(names), jobs \(jobs)")
            }
        }
        // Only the handler needs its second look: it declares a name the reader's file indexed.
        let pass = Linter(rules: allRules, jobs: 1).firstPass([reader, handler])
        XCTAssertEqual(pass.project.barItemNames, [Array("bottomBarItems".utf8)])
        let names = IndexDependence.HashedNames(pass.project)
        XCTAssertEqual(pass.looks.map { $0.analysis?.dependence.changes(with: names) }, [false, true])
    }

    static let accessoryFactory = """
        import UIKit
        extension UIToolbar {
            static func doneToolbar(_ selector: Selector, _ target: AnyObject) -> UIToolbar {
                let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                toolbar.items = [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: target, action: selector)]
                toolbar.sizeToFit()
                return toolbar
            }
        }
        """
    static let amountField = """
        import UIKit
        final class AmountField: UIView {
            let field = UITextField()
            func configure() {
                field.inputAccessoryView = UIToolbar.doneToolbar(#selector(done), self)
            }
            @objc func done() { field.resignFirstResponder() }
        }
        """

    func testAToolbarFactoryAnotherFileGivesAKeyboardIsNotABarInEitherOrder() throws {
        let alone = Linter(rules: allRules, jobs: 1).lint(source: Array(Self.accessoryFactory.utf8), path: "UIToolbar+Done.swift")
        XCTAssertEqual(alone.map(\.ruleID), ["hand-built-bar"], "the premise: alone, the factory builds a bar")
        let factory = try write("UIToolbar+Done.swift", Self.accessoryFactory)
        let field = try write("AmountField.swift", Self.amountField)
        for order in [[factory, field], [field, factory]] {
            for jobs in [1, 2] {
                let result = Linter(rules: allRules, jobs: jobs).lint(files: order)
                XCTAssertEqual(result.diagnostics.map(\.ruleID), [], "jobs \(jobs)")
            }
        }
        let pass = Linter(rules: allRules, jobs: 1).firstPass([field, factory])
        XCTAssertEqual(pass.project.accessoryNames, [Array("doneToolbar".utf8)])
    }

    func testAToolbarFactoryCalledForAPropertyTheKeyboardGetsIsNotABar() throws {
        // The factory's bar reaches the keyboard through the other file's own lazy property.
        let factory = try write("UIToolbar+Amount.swift", """
            import UIKit
            extension UIToolbar {
                static func amountBar(with picker: UIView) -> UIToolbar {
                    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 130))
                    toolbar.items = [UIBarButtonItem(customView: picker)]
                    return toolbar
                }
            }
            """)
        let field = try write("AmountView.swift", """
            import UIKit
            final class AmountView: UIView {
                private lazy var hiddenField: UITextField = {
                    let field = UITextField()
                    field.inputAccessoryView = toolbar
                    return field
                }()
                private lazy var toolbar: UIToolbar = {
                    let bar = UIToolbar.amountBar(with: picker)
                    bar.isTranslucent = false
                    return bar
                }()
            }
            """)
        for order in [[factory, field], [field, factory]] {
            for jobs in [1, 2] {
                let result = Linter(rules: allRules, jobs: jobs).lint(files: order)
                XCTAssertEqual(result.diagnostics.map(\.ruleID), [], "jobs \(jobs)")
            }
        }
        let pass = Linter(rules: allRules, jobs: 1).firstPass([field, factory])
        XCTAssertEqual(pass.project.accessoryNames, [Array("amountBar".utf8)])
    }

    func testAToolbarFactoryWhoseResultAPropertyOfAnotherFileHoldsForTheKeyboardIsNotABar() throws {
        // The property is declared in one file; the factory, and the keyboard that gets the
        // property, in an extension in another.
        let declarer = try write("ReportViewController.swift", """
            import UIKit
            final class ReportViewController: UIViewController {
                let emailField = UITextField()
                lazy var emailAccessoryToolbar: UIToolbar = makeKeyboardToolbar(canGoForward: true)
            }
            """)
        let views = try write("ReportViewController+Views.swift", """
            import UIKit
            extension ReportViewController {
                func configure() { emailField.inputAccessoryView = emailAccessoryToolbar }
                func makeKeyboardToolbar(canGoForward: Bool) -> UIToolbar {
                    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
                    toolbar.items = [UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))]
                    return toolbar
                }
                @objc func done() { view.endEditing(true) }
            }
            """)
        XCTAssertEqual(Linter(rules: allRules, jobs: 1).lint(files: [views]).diagnostics.map(\.ruleID), ["hand-built-bar"],
                       "the premise: alone, the factory builds a bar")
        for order in [[declarer, views], [views, declarer]] {
            for jobs in [1, 2] {
                XCTAssertEqual(Linter(rules: allRules, jobs: jobs).lint(files: order).diagnostics.map(\.ruleID), [], "jobs \(jobs)")
            }
        }
        let pass = Linter(rules: allRules, jobs: 1).firstPass([declarer, views])
        XCTAssertTrue(pass.project.accessoryNames.contains(Array("makeKeyboardToolbar".utf8)))
    }

    func testItemsAnotherFileMakesForAKeyboardToolbarThroughALocalGetNoItemRule() throws {
        let helper = try write("UIBarButtonItem+KeyboardNavigation.swift", """
            import UIKit
            extension UIBarButtonItem {
                static func makeKeyboardNavigationItems(_ configure: (UIBarButtonItem, UIBarButtonItem) -> Void) -> [UIBarButtonItem] {
                    let previous = UIBarButtonItem(image: UIImage(systemName: "chevron.up"), style: .plain, target: nil, action: nil)
                    let next = UIBarButtonItem(image: UIImage(systemName: "chevron.down"), style: .plain, target: nil, action: nil)
                    configure(previous, next)
                    let spacer = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
                    return [previous, spacer, next]
                }
            }
            """)
        let alone = Linter(rules: allRules, jobs: 1).lint(files: [helper])
        XCTAssertEqual(alone.diagnostics.map(\.ruleID), ["missing-title", "missing-title", "manual-spacer"], "the premise: alone, they are bar items")
        let screen = try write("ReportViewController.swift", """
            import UIKit
            final class ReportViewController: UIViewController {
                let field = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    field.inputAccessoryView = makeKeyboardToolbar()
                }
                func makeKeyboardToolbar() -> UIToolbar {
                    var list = UIBarButtonItem.makeKeyboardNavigationItems { previous, next in previous.isEnabled = false }
                    list.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
                    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
                    toolbar.items = list
                    return toolbar
                }
            }
            """)
        for order in [[helper, screen], [screen, helper]] {
            for jobs in [1, 2] {
                XCTAssertEqual(Linter(rules: allRules, jobs: jobs).lint(files: order).diagnostics.map(\.ruleID), [], "jobs \(jobs)")
            }
        }
    }

    func testItemsGivenToAnOutletFromAnExtensionInAThirdFileGetNoItemRule() throws {
        // The outlet is declared in one file, given its items in an extension in another.
        let declarer = try write("Reader.swift", """
            import UIKit
            final class ReaderViewController: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!
                let handler = ReaderToolbarHandler()
            }
            """)
        let ext = try write("Reader+Bars.swift", """
            import UIKit
            extension ReaderViewController {
                func refreshBars() { toolbar.items = handler.bottomBarItems }
            }
            """)
        let handler = try write("Handler.swift", Self.readerHandler)
        for order in [[declarer, ext, handler], [handler, ext, declarer], [ext, handler, declarer]] {
            for jobs in [1, 2] {
                let result = Linter(rules: allRules, jobs: jobs).lint(files: order)
                XCTAssertEqual(ids(result, in: handler), [], "jobs \(jobs)")
                XCTAssertEqual(ids(result, in: declarer), ["hand-built-bar"], "the outlet itself, jobs \(jobs)")
            }
        }
    }

    func testOnlyFilesThatNameANewProjectTypeAreRedone() throws {
        let user = try write("A.swift", Self.usesSharedItems)
        let declarer = try write("B.swift", Self.declaresSharedItems)
        let bystander = try write("C.swift", """
            import SwiftUI
            struct Other: View {
                var body: some View { Text("x").toolbar { Button("Save") {} } }
            }
            """)
        let pass = Linter(rules: allRules, jobs: 1).firstPass([user, declarer, bystander])
        let names = IndexDependence.HashedNames(pass.project)
        XCTAssertEqual(pass.looks.map { $0.analysis?.dependence.changes(with: names) }, [true, false, false],
                       "the user names SharedItems; the declarer declared it; the bystander looked up nothing new")
    }

    func testInAUIKitFileOnlyCalledTypeNamesDependOnBarSubclasses() throws {
        let declarer = try write("FancyBar.swift", "import UIKit\nclass FancyBar: UIToolbar {}\n")
        let typeOnly = try write("A.swift", """
            import UIKit
            final class A: UIViewController {
                var bar: FancyBar?
                override func viewDidLoad() { navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: nil) }
            }
            """)
        let builds = try write("B.swift", """
            import UIKit
            final class B: UIViewController {
                override func viewDidLoad() {
                    let bar = FancyBar.init(frame: .zero)
                    bar.items = [UIBarButtonItem(title: "Edit", image: nil)]
                    view.addSubview(bar)
                }
            }
            """)
        let pass = Linter(rules: allRules, jobs: 1).firstPass([declarer, typeOnly, builds])
        let names = IndexDependence.HashedNames(pass.project)
        XCTAssertEqual(pass.looks.map { $0.analysis?.dependence.changes(with: names) }, [false, false, true])
        let result = Linter(rules: allRules, jobs: 1).lint(files: [declarer, typeOnly, builds])
        XCTAssertFalse(ids(result, in: typeOnly).contains("hand-built-bar"))
        XCTAssertTrue(ids(result, in: builds).contains("hand-built-bar"))
    }

    func testItemsBuiltInABarsValueDoNotMakeOtherUIKitFilesRedone() throws {
        let giver = try write("Player.swift", """
            import UIKit
            final class Player: UIViewController {
                @IBOutlet weak var bar: UIToolbar!
                override func viewDidLoad() { bar.items = [UIBarButtonItem(systemItem: .play), .flexibleSpace()] }
            }
            """)
        let other = try write("Other.swift", """
            import UIKit
            final class Other: UIViewController {
                override func viewDidLoad() { navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: nil) }
            }
            """)
        let pass = Linter(rules: allRules, jobs: 1).firstPass([giver, other])
        let names = IndexDependence.HashedNames(pass.project)
        XCTAssertEqual(pass.looks.map { $0.analysis?.dependence.changes(with: names) }, [false, false],
                       "`UIBarButtonItem(…)` in a bar's items is built there, not a name the index follows")
    }

    // MARK: The project's views

    static let usesViews = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                List { }.toolbar {
                    ToolbarItem(placement: .cancellationAction) { CloseButton { } }
                    ToolbarItem { Avatar(initials: "JA") }
                    ToolbarItem { ShareButton { } }
                }
            }
        }
        """
    /// No word of the pre-check: found by its view declarations alone.
    static let declaresViews = """
        import SwiftUI
        struct CloseButton: View {
            let action: () -> Void
            var body: some View { Button(role: .close, action: action) }
        }
        struct Avatar: View {
            let initials: String
            var body: some View { ZStack { Circle(); Text(initials) } }
        }
        """
    /// A wrapper whose file calls a view of a third file.
    static let declaresShareButton = """
        import SwiftUI
        struct ShareButton: View {
            let action: () -> Void
            var body: some View { LabelledButton(title: "Share", symbol: "square.and.arrow.up", action: action) }
        }
        """
    static let declaresLabelledButton = """
        import SwiftUI
        struct LabelledButton: View {
            let title: String
            let symbol: String
            let action: () -> Void
            var body: some View { Button(title, systemImage: symbol, action: action) }
        }
        """

    func testViewsDeclaredInOtherFilesResolveWhateverTheOrderAndJobs() throws {
        let alone = Linter(rules: allRules, jobs: 1).lint(source: Array(Self.usesViews.utf8), path: "Screen.swift")
        XCTAssertEqual(alone.map(\.ruleID), ["custom-view-item", "custom-view-item", "custom-view-item"],
                       "the premise: alone, each call is a view the tool cannot see")
        let user = try write("A.swift", Self.usesViews)
        let views = try write("B.swift", Self.declaresViews)
        let share = try write("C.swift", Self.declaresShareButton)
        let button = try write("D.swift", Self.declaresLabelledButton)
        let files = [user, views, share, button]
        for order in [files, files.reversed(), [views, user, button, share]] {
            for jobs in [1, 2] {
                let result = Linter(rules: allRules, jobs: jobs).lint(files: order)
                let found = result.diagnostics.map { "\(($0.path as NSString).lastPathComponent):\($0.line):\($0.ruleID):\($0.message)" }
                XCTAssertEqual(found, ["A.swift:6:custom-view-item:custom view Avatar is limited to horizontal bars and is not shown on the outer display; add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button"],
                               "order \(order.map { ($0 as NSString).lastPathComponent }), jobs \(jobs)")
            }
        }
    }

    /// A `UIViewRepresentable` declared in a file that also declares a view (and so is read for
    /// its declarations) is a view another file's toolbar can name: custom, and known, in either order.
    func testARepresentableDeclaredBesideAViewIsAKnownCustomView() throws {
        let user = try write("A.swift", """
            import SwiftUI
            struct Terminal: View {
                var body: some View {
                    Text("$").toolbar { ToolbarItem(placement: .topBarTrailing) { SessionMenu() } }
                }
            }
            """)
        let menu = try write("B.swift", """
            import SwiftUI
            struct SessionMenu: UIViewRepresentable {
                func makeUIView(context: Context) -> UIButton { UIButton(type: .system) }
                func updateUIView(_ button: UIButton, context: Context) {}
            }
            struct SessionRow: View {
                var body: some View { Text("session") }
            }
            """)
        for order in [[user, menu], [menu, user]] {
            let result = Linter(rules: allRules, jobs: 1).lint(files: order)
            XCTAssertEqual(result.diagnostics.map(\.message),
                           ["custom view SessionMenu is limited to horizontal bars and is not shown on the outer display; add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button"])
        }
    }

    func testAFileThatOnlyDeclaresViewsIsNotedNotLinted() throws {
        let views = try write("B.swift", Self.declaresViews)
        let model = try write("M.swift", "struct Model { let name: String }\nstruct Row: ViewModel { }\n")
        let user = try write("A.swift", Self.usesViews)
        let linter = Linter(rules: allRules, jobs: 1)
        var pass = linter.firstPass([views, model, user])
        XCTAssertEqual(pass.looks.map(\.candidate), [false, false, true])
        XCTAssertNil(pass.looks[0].analysis, "not analysed")
        XCTAssertEqual(Array(pass.viewFiles.keys), [0], "its declared names are noted; the model file's are not")
        XCTAssertNil(pass.project.views[ViewKey(Array("Avatar".utf8))], "not scanned in the first pass")
        let scanned = ViewCompletion.complete(&pass, files: [views, model, user].map { FileJob(path: $0) },
                                              lintsTests: [false], parallelFor: linter.parallelFor)
        XCTAssertEqual(scanned, [0], "scanned once the user's toolbar asks for its views")
        let keys = pass.project.views.bodies.keys.map { String(decoding: $0.bytes, as: UTF8.self) }
        XCTAssertTrue(keys.contains("Avatar") && keys.contains("CloseButton"), "\(keys)")
    }

    func testOnlyFilesWhoseViewsTheIndexAnswersDifferentlyAreRedone() throws {
        let user = try write("A.swift", Self.usesViews)
        let views = try write("B.swift", Self.declaresViews)
        let ownViews = try write("C.swift", """
            import SwiftUI
            struct Other: View {
                var body: some View { Text("x").toolbar { ToolbarItem { Badge() }; ToolbarItem { HStack { } } } }
            }
            struct Badge: View { var body: some View { Image(systemName: "star") } }
            """)
        let uikit = try write("D.swift", """
            import UIKit
            final class D: UIViewController {
                override func viewDidLoad() { let a = Avatar(initials: "x"); navigationItem.rightBarButtonItem = UIBarButtonItem(title: "A", image: nil) }
            }
            """)
        let linter = Linter(rules: allRules, jobs: 1)
        var pass = linter.firstPass([user, views, ownViews, uikit])
        ViewCompletion.complete(&pass, files: [user, views, ownViews, uikit].map { FileJob(path: $0) },
                                lintsTests: [false], parallelFor: linter.parallelFor)
        let names = IndexDependence.HashedNames(pass.project)
        XCTAssertEqual(pass.looks.map { $0.analysis?.dependence.changes(with: names) }, [true, nil, false, false],
                       "the user asks for views of another file; the others' answers are their own")
    }

    func testAConfigsViewsReachTheFilesUnderIt() throws {
        let user = try write("A.swift", Self.usesViews)
        let pass = Linter(rules: allRules, jobs: 1).firstPass([user])
        var profile = Profile(rules: allRules)
        profile.views = [Array("Avatar".utf8): .both, Array("CloseButton".utf8): .both, Array("ShareButton".utf8): .image]
        let linter = Linter(profiles: [profile], registry: RuleRegistry(rules: allRules), jobs: 1)
        let result = linter.lint(jobs: [FileJob(path: user)], firstPass: pass)
        XCTAssertEqual(result.diagnostics.map { "\($0.line):\($0.ruleID)" }, ["7:missing-title"],
                       "the analysis of the first pass, made without the config, is redone")
    }

    func testThePoolGivesTheSameLooksAsTheSerialPassWhateverTheBatches() throws {
        var paths: [String] = []
        for k in 0..<100 {
            let text = k % 3 == 0 ? "import SwiftUI\nlet v\(k) = Text(\"x\").toolbar { Button(\"E\\(k)\") {} }\n" : "let v\(k) = \(k)\n"
            paths.append(try write("F\(k).swift", text))
        }
        let serial = Linter(rules: allRules, jobs: 1).firstPass(paths)
        let pool = FirstPassPool(threads: 1, rules: allRules, registry: RuleRegistry(rules: allRules))
        // Folders of one to three files, as a walk reports them.
        var start = 0
        while start < paths.count {
            let size = min(1 + start % 3, paths.count - start)
            pool.add(start: start, paths: Array(paths[start..<(start + size)]))
            start += size
        }
        let pooled = pool.finish(count: paths.count)
        XCTAssertEqual(pooled.looks.count, 100)
        XCTAssertEqual(pooled.looks.map(\.candidate), serial.looks.map(\.candidate))
        XCTAssertEqual(pooled.looks.map { $0.analysis?.findings.map(\.line) }, serial.looks.map { $0.analysis?.findings.map(\.line) })
        XCTAssertEqual(serial.looks.filter(\.candidate).count, 34)
    }

    func testAFirstPassThatRanFewerRulesIsNotReused() throws {
        let path = try write("A.swift", "import SwiftUI\nlet v = Text(\"x\").toolbar { Button(\"Edit\") {} }\n")
        let pass = Linter(rules: [], jobs: 1).firstPass([path])
        // With no rules, the first pass's pre-check looked only for what the index needs.
        XCTAssertEqual(pass.looks.first?.candidate, false)
        XCTAssertNil(pass.looks.first?.analysis)
        let result = Linter(rules: allRules, jobs: 1).lint(jobs: [FileJob(path: path)], firstPass: pass)
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["text-only-item"])
    }

    func testAProfileIsAppliedToTheFirstPassAnalysis() throws {
        let path = try write("A.swift", """
            import SwiftUI
            let v = Text("x").toolbar {
                Button("Edit") {}
                Button { } label: { Image(systemName: "gear") } // duobar-lint:disable:this missing-title
                Button("Save") {} // duobar-lint:disable:this manual-spacer
            }
            """)
        let pass = Linter(rules: allRules, jobs: 1).firstPass([path])
        func rule(_ id: String) -> Rule { DuobarRules.rule(withID: id)! }
        let quiet = Profile(rules: [ActiveRule(rule("text-only-item"), severity: .note), ActiveRule(rule("missing-title")),
                                    ActiveRule(rule("manual-spacer"))])
        let result = Linter(profiles: [quiet], registry: RuleRegistry(rules: allRules), jobs: 1).lint(jobs: [FileJob(path: path)], firstPass: pass)
        XCTAssertEqual(result.diagnostics.map { "\($0.line):\($0.ruleID):\($0.severity)" },
                       ["3:text-only-item:note", "5:text-only-item:note", "5:unused-suppression:warning"])
    }

    /// A custom view sent to the vertical bar is judged by what its declaration, in another
    /// file, holds and reads: a SwiftUI view (whose file is scanned for its views only) and a
    /// UIKit class declared in a file the pre-check reads.
    func testViewTraitsDeclaredInOtherFilesReachTheItemWhateverTheOrder() throws {
        let screen = try write("A.swift", """
            import SwiftUI
            struct Habits: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem { StreakBadge() }.axisBehavior(.verticalPreferred)
                        ToolbarItem { FilterPanel() }.axisBehavior(.verticalPreferred)
                    }
                }
            }
            """)
        let views = try write("B.swift", """
            import SwiftUI
            struct StreakBadge: View { var body: some View { HStack { Image(systemName: "flame"); Text("7 days") } } }
            struct FilterPanel: View {
                @Environment(\\.toolbarVerticalEdge) private var edge
                var body: some View { HStack { Image(systemName: "line.3.horizontal.decrease"); if edge == nil { Text("Filters") } } }
            }
            """)
        let player = try write("C.swift", """
            import UIKit
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    let speed = UIBarButtonItem(customView: SpeedControl())
                    speed.axisBehavior = .verticalPreferred
                    navigationItem.rightBarButtonItem = speed
                }
            }
            """)
        let control = try write("D.swift", """
            import UIKit
            final class SpeedControl: UIView {
                private let label = UILabel()
            }
            // The pre-check reads this file for the item below; a class alone in a file that names
            // no bar or item is not indexed.
            extension UIBarButtonItem {
                static func speed() -> UIBarButtonItem { UIBarButtonItem(customView: SpeedControl()) }
            }
            """)
        let files = [screen, views, player, control]
        for order in [files, files.reversed()] {
            for jobs in [1, 2] {
                let result = Linter(rules: allRules, jobs: jobs).lint(files: order)
                let found = result.diagnostics.filter { $0.ruleID == "vertical-custom-view-not-adaptive" }
                    .map { "\(($0.path as NSString).lastPathComponent):\($0.line)" }
                XCTAssertEqual(found, ["A.swift:5", "C.swift:4"], "order \(order.map { ($0 as NSString).lastPathComponent }), jobs \(jobs)")
            }
        }
        let pass = Linter(rules: allRules, jobs: 1).firstPass(files)
        let names = IndexDependence.HashedNames(pass.project)
        XCTAssertEqual(pass.looks.map { $0.analysis?.dependence.changes(with: names) }, [true, false, true, false],
                       "the screen and the view controller ask for types of other files")
    }

    /// `--select manual-spacer`: a file only another rule's marker lets through is skipped in
    /// the first pass (not scanned, not a candidate), and the findings are those of a full run.
    func testSelectingARuleSkipsFilesOnlyAnotherRulesMarkerLetsThrough() throws {
        let inset = try write("Inset.swift", """
            import SwiftUI
            struct Compose: View {
                var body: some View {
                    List { }.safeAreaInset(edge: .bottom) { HStack { Button("A") { }; Button("B") { } } }
                }
            }
            """)
        let spacer = try write("Spacer.swift", """
            import SwiftUI
            let v = Text("x").toolbar {
                ToolbarItemGroup(placement: .bottomBar) { Button("A", systemImage: "a") { }; Spacer() }
            }
            """)
        let registry = RuleRegistry(rules: allRules)
        let planner = try Planner(registry: registry, select: ["manual-spacer"], ignore: [], enable: [], strict: false)
        let selected = Linter(profiles: [planner.profile(for: nil)], registry: registry, jobs: 1)
        XCTAssertEqual(selected.firstPass([inset, spacer]).candidate, [false, true])
        XCTAssertEqual(Linter(rules: allRules, jobs: 1).firstPass([inset, spacer]).candidate, [true, true])
        // The pool the command line starts before configs are read: the same.
        let pool = FirstPassPool(threads: 1, rules: planner.possibleRules, registry: registry)
        pool.add(start: 0, paths: [inset, spacer])
        let pass = pool.finish(count: 2)
        XCTAssertEqual(pass.candidate, [false, true])
        let narrowed = selected.lint(jobs: [FileJob(path: inset), FileJob(path: spacer)], firstPass: pass)
        let full = Linter(rules: allRules, jobs: 1).lint(files: [inset, spacer]).diagnostics.filter { $0.ruleID == "manual-spacer" }
        XCTAssertEqual(narrowed.diagnostics.map(\.ruleID), ["manual-spacer"])
        XCTAssertEqual(narrowed.diagnostics.map(\.line), full.map(\.line))
    }
}
