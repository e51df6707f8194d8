import XCTest
import DuobarScanner
@testable import DuobarModel

/// `hand-built-bar` (docs/rules/hand-built-bar.md): which constructions and SwiftUI stacks are bars built by hand.
final class HandBuiltBarTests: XCTestCase {
    func bars(_ p: Parsed) -> [String] {
        p.model.handBuiltBars.map { p.text($0.range) ?? "?" }
    }

    // MARK: UIKit constructions

    func testConstructions() {
        let p = parse("""
            let toolbar = UIToolbar()
            let nav = UINavigationBar(frame: .zero)
            let tabs = UITabBar()
            let other = UIToolbar.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            """)
        let m = p.model
        XCTAssertEqual(bars(p), ["UIToolbar", "UINavigationBar", "UITabBar", "UIToolbar"])
        XCTAssertEqual(m.handBuiltBars.map(\.framework), [.uiKit, .uiKit, .uiKit, .uiKit])
        XCTAssertEqual(m.handBuiltBars.map(\.name), [p.token("UIToolbar"), p.token("UINavigationBar"), p.token("UITabBar"), p.token("UIToolbar", 1)])
    }

    func testNonConstructionsAreNotBars() {
        let p = parse("""
            UIToolbar.appearance().tintColor = .systemRed
            UINavigationBar.appearance(whenContainedInInstancesOf: [Sheet.self]).prefersLargeTitles = true
            let type = UIToolbar.self
            let bar: UIToolbar = makeBar()
            var bars: [UITabBar] = []
            let cast = view as? UINavigationBar
            class FancyBar: UIToolbar { }
            extension UITabBar { func restyle() { } }
            let system = navigationController?.toolbar
            func configure(_ bar: UINavigationBar) { }
            """)
        XCTAssertEqual(bars(p), [])
    }

    func testScannedSubclasses() {
        let source = """
            import UIKit
            let bar = FancyBar()
            let other = FancyBar.init(frame: .zero)
            let view = FancyView()
            """
        let index = projectIndex("class FancyBar: UIToolbar { }", "final class FancyView: UIView { }")
        let p = parse(source, index: index)
        XCTAssertEqual(bars(p), ["FancyBar", "FancyBar"])
        let q = parse(source)
        XCTAssertEqual(bars(q), [], "unknown types are not bars")
    }

    func testASubclassCalledFromASwiftUIOnlyFileIsNotABar() {
        let index = projectIndex("class Toolbar: UIToolbar { }")
        let swiftUI = parse("import SwiftUI\nstruct Screen: View { var body: some View { Toolbar(items: items) } }", index: index)
        XCTAssertEqual(bars(swiftUI), [], "another module's `Toolbar` view, most likely")
        let uiKit = parse("import UIKit\nlet bar = Toolbar()", index: index)
        XCTAssertEqual(bars(uiKit), ["Toolbar"])
    }

    func testSubclassNameSharedWithAValueTypeIsNotABar() {
        let index = projectIndex("class Bar: UINavigationBar { }", "struct Bar: View { var body: some View { EmptyView() } }")
        let p = parse("let x = Bar()", index: index)
        XCTAssertEqual(bars(p), [])
    }

    // MARK: inputAccessoryView toolbars

    func testToolbarAssignedDirectlyToInputAccessoryView() {
        let p = parse("""
            textField.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            """)
        XCTAssertEqual(bars(p), [])
    }

    func testToolbarAssignedThroughVariable() {
        let p = parse("""
            func setUp() {
                let bar = UIToolbar()
                bar.items = [.flexibleSpace()]
                textView.inputAccessoryView = bar
                let other = UIToolbar()
                other.items = [.flexibleSpace()]
                view.addSubview(other)
            }
            """)
        XCTAssertEqual(bars(p), ["UIToolbar"])
        XCTAssertEqual(p.model.handBuiltBars.first?.name, p.token("UIToolbar", 1))
    }

    func testToolbarAssignedThroughProperty() {
        let p = parse("""
            final class Editor: UIViewController {
                private lazy var accessory: UIToolbar = {
                    let toolbar = UIToolbar()
                    toolbar.sizeToFit()
                    return toolbar
                }()
                private var keyboardBar: UIToolbar?
                override func viewDidLoad() {
                    keyboardBar = UIToolbar()
                    field.inputAccessoryView = accessory
                    notes.inputAccessoryView = self.keyboardBar
                }
            }
            """)
        XCTAssertEqual(bars(p), [])
    }

    func testToolbarBuiltInsideInputAccessoryViewProperty() {
        let p = parse("""
            final class Field: UITextField {
                override var inputAccessoryView: UIView? {
                    get {
                        let bar = UIToolbar()
                        return bar
                    }
                    set { }
                }
            }
            """)
        XCTAssertEqual(bars(p), [])
    }

    func testToolbarHeldByAComputedPropertyOrFunctionGivenToInputAccessoryView() {
        let p = parse("""
            final class Rewards: UIViewController {
                private var numpadToolbar: UIToolbar {
                    return UIToolbar().then {
                        $0.items = [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: self, action: nil)]
                    }
                }
                func makeAccessory() -> UIToolbar {
                    let bar = UIToolbar()
                    bar.sizeToFit()
                    return bar
                }
                private lazy var pinBar: UIToolbar = { let t = UIToolbar(); t.sizeToFit(); return t }()
                private let codeBar = UIToolbar().then { $0.items = [] }
                private var notAnAccessory: UIToolbar { UIToolbar().then { $0.items = [] } }
                override func viewDidLoad() {
                    reconcileField.inputAccessoryView = numpadToolbar
                    adsField.inputAccessoryView = self.numpadToolbar
                    notes.inputAccessoryView = makeAccessory()
                    pinField.configure(placeholder: "PIN", inputAccessoryView: pinBar)
                    codeField.inputAccessoryView = codeBar
                    view.addSubview(notAnAccessory)
                }
            }
            """)
        XCTAssertEqual(bars(p), ["UIToolbar"])
        XCTAssertEqual(p.model.handBuiltBars.first?.name, p.token("UIToolbar", 8), "only the one that is added to a view")
    }

    func testToolbarGivenToAHelperThatInstallsAKeyboardAccessory() {
        let p = parse("""
            final class Terminal: UIResponder {
                lazy var keysBar: UIToolbar = {
                    let bar = UIToolbar(frame: .zero)
                    bar.items = keys
                    return bar
                }()
                lazy var plainBar: UIToolbar = { let bar = UIToolbar(); bar.items = []; return bar }()
                lazy var shownBar: UIToolbar = { let bar = UIToolbar(); bar.items = []; return bar }()
                func showKeys() {
                    console.addInputAccessoryView(toolbar: self.keysBar)
                    editor.setCustomInputAccessory(plainBar, animated: false)
                    view.addSubview(shownBar)
                }
            }
            """)
        XCTAssertEqual(p.model.handBuiltBars.map(\.name), [p.token("UIToolbar", 5)], "only the bar added to a view")
    }

        func testAToolbarCachedInAPropertyAndGivenToTheKeyboard() {
        let p = parse("""
            struct AmountField: UIViewRepresentable {
                func updateUIView(_ field: UITextField, context: Context) {
                    if context.coordinator.cachedBar == nil {
                        context.coordinator.cachedBar = makeDoneBar(for: field)
                    }
                    field.inputAccessoryView = context.coordinator.cachedBar
                    context.coordinator.shownBar = makeShownBar()
                    field.superview?.addSubview(context.coordinator.shownBar!)
                }
                private func makeDoneBar(for field: UITextField) -> UIToolbar {
                    let bar = UIToolbar(frame: .zero)
                    bar.items = [.flexibleSpace(), UIBarButtonItem(systemItem: .done)]
                    return bar
                }
                private func makeShownBar() -> UIToolbar {
                    let bar = UIToolbar(frame: .zero)
                    bar.items = [UIBarButtonItem(systemItem: .add)]
                    return bar
                }
            }
            """)
        XCTAssertEqual(p.model.handBuiltBars.map(\.name), [p.token("UIToolbar", 3)], "only the bar added to a view")
    }

    func testAnArgumentLabelledInputAccessoryViewIsNotItsDeclaration() {
        let p = parse("""
            final class Field: UITextField {
                override var inputAccessoryView: UIView? { get { nil } set { } }
                let bar = UIToolbar()
                func setUp() { bar.items = []; view.addSubview(bar) }
            }
            """)
        XCTAssertEqual(bars(p), ["UIToolbar"])
    }

    // MARK: Measuring, probes and decorations

    func testABarBuiltOnlyToBeMeasuredIsNotABar() {
        let p = parse("""
            final class Welcome: UIViewController {
                var inset: CGFloat { (navigationController?.navigationBar.bounds.height ?? UINavigationBar().bounds.height) + 8 }
                let a = UINavigationBar(frame: .zero).frame.height
                let b = UIToolbar().intrinsicContentSize.height
                let c = UITabBar.init().sizeThatFits(CGSize(width: 320, height: 100)).height
                let d = UIToolbar().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
                let shown = UINavigationBar().withTitle("Shown")
            }
            """)
        XCTAssertEqual(bars(p), ["UINavigationBar"])
        XCTAssertEqual(p.model.handBuiltBars.first?.name, p.token("UINavigationBar", 2))
    }

    func testProbesAndDecorationsInALocalVariableAreNotBars() {
        let p = parse("""
            final class Screen: UIViewController {
                func probes() {
                    let hidden = UIToolbar()
                    hidden.items = [UIBarButtonItem(systemItem: .add)]
                    hidden.isHidden = true
                    view.addSubview(hidden)
                    let measured = UITabBar()
                    measured.delegate = self
                    view.addSubview(measured)
                    defer { measured.removeFromSuperview() }
                    let backdrop = UINavigationBar()
                    backdrop.barStyle = .black
                    view.insertSubview(backdrop, at: 0)
                }
            }
            """)
        XCTAssertEqual(bars(p), [])
    }

    func testLayoutConstraintsDoNotHandALocalBarOn() {
        let p = parse("""
            final class Sheet: UIViewController {
                func decorate() {
                    let backing = UIToolbar()
                    view.addSubview(backing)
                    backing.snp.makeConstraints { make in make.edges.equalTo(panel) }
                    closeButton.snp.makeConstraints { make in make.edges.equalTo(backing) }
                    let glass = UINavigationBar()
                    view.addSubview(glass)
                    view.addConstraint(NSLayoutConstraint(item: glass, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0))
                    let kept = UIToolbar()
                    view.addSubview(kept)
                    register(kept)
                }
            }
            """)
        XCTAssertEqual(p.model.handBuiltBars.map(\.name), [p.token("UIToolbar", 1)], "only the bar handed to another call")
    }

        func testALocalBarGivenItemsOrHandedOnIsABar() {
        let p = parse("""
            final class Screen: UIViewController {
                func bars() {
                    let items = UIToolbar()
                    items.setItems([UIBarButtonItem(systemItem: .add)], animated: false)
                    view.addSubview(items)
                    let nav = UINavigationBar()
                    nav.pushItem(navigationItem, animated: false)
                    let top = UINavigationBar()
                    top.topItem?.title = "Inbox"
                    let tabs = UITabBar()
                    tabs.delegate = self
                    let shownAgain = UIToolbar()
                    shownAgain.items = [UIBarButtonItem(systemItem: .add)]
                    shownAgain.isHidden = true
                    shownAgain.isHidden = false
                    let configured = UIToolbar().then { $0.items = [UIBarButtonItem(systemItem: .add)] }
                    view.addSubview(configured)
                    let kept = UIToolbar()
                    self.bottomBar = kept
                    let passed = UINavigationBar()
                    install(passed)
                }
                func made() -> UIToolbar {
                    let returned = UIToolbar()
                    return returned
                }
            }
            """)
        XCTAssertEqual(bars(p), ["UIToolbar", "UINavigationBar", "UINavigationBar", "UITabBar", "UIToolbar", "UIToolbar",
                                 "UIToolbar", "UINavigationBar", "UIToolbar"])
    }

    func testABarHandedToAnEnclosingLocalIsFollowedThere() {
        let p = parse("""
            final class FadeTransition: NSObject {
                func animate(_ context: UIViewControllerContextTransitioning) {
                    var padding: UIToolbar?
                    var faded: UIToolbar? = nil
                    var shown: UIToolbar? = nil
                    var kept: UIToolbar? = nil
                    if context.isAnimated {
                        let top = UIToolbar(frame: .zero)
                        context.containerView.insertSubview(top, at: 1)
                        padding = top
                        let bottom = UIToolbar(frame: .zero)
                        context.containerView.addSubview(bottom)
                        shown = bottom
                        let last = UIToolbar()
                        kept = last
                        let fading = UIToolbar()
                        context.containerView.addSubview(fading)
                        faded = fading
                    }
                    shown?.items = [UIBarButtonItem(systemItem: .play)]
                    self.bottomBar = kept
                    UIView.animate(withDuration: 0.3) {
                        context.containerView.alpha = 1
                    } completion: { _ in
                        padding?.removeFromSuperview()
                        faded?.isHidden = true
                    }
                }
            }
            """)
        XCTAssertEqual(p.model.handBuiltBars.map(\.name), [p.token("UIToolbar", 5), p.token("UIToolbar", 6)],
                       "the padding bar is removed, the faded one hidden; one alias is given items, the other handed on")
    }

    func testAStoredPropertyIsNeverAProbe() {
        let p = parse("""
            final class Screen: UIViewController {
                let decoration = UIToolbar()
                override func viewDidLoad() { view.addSubview(decoration) }
            }
            """)
        XCTAssertEqual(bars(p), ["UIToolbar"], "other methods may give it items")
    }

    func testAToolbarInsideAViewGivenToTheKeyboardIsAnAccessory() {
        let p = parse("""
            final class ComposerViewController: UIViewController {
                var formatBar = UIToolbar()
                var scroller = UIScrollView()
                var chrome = UIToolbar()
                func attach(to field: UITextView) {
                    formatBar.items = [bold, italic]
                    self.scroller.addSubview(self.formatBar)
                    field.inputAccessoryView = self.scroller
                    chrome.items = [share]
                    holder.addSubview(chrome)
                    view.addSubview(holder)
                }
            }
            """)
        XCTAssertEqual(p.model.handBuiltBars.map(\.name), [p.token("UIToolbar", 1)], "the format bar scrolls over the keyboard")
    }

    func testAPrivatePropertyThisFileNeverGivesItemsIsADecoration() {
        let p = parse("""
            final class ProgressHUD: UIView {
                private var backdrop: UIToolbar?
                func show() {
                    if backdrop == nil {
                        backdrop = UIToolbar(frame: .zero)
                        backdrop?.layer.cornerRadius = 10
                        addSubview(backdrop!)
                    }
                    self.backdrop?.addSubview(spinner)
                }
            }
            final class Editor: UIView {
                private var actions: UIToolbar?
                func show() {
                    actions = UIToolbar(frame: .zero)
                    addSubview(actions!)
                }
                func fill() { actions?.setItems(buttons, animated: false) }
            }
            final class Strip: UIView {
                fileprivate lazy var strip = UIToolbar()
                func bar() -> UIToolbar { return strip }
            }
            final class Chrome: UIView {
                private(set) var chrome = UIToolbar()
            }
            final class Blur: UIView {
                private let blur = UIToolbar()
                override func didMoveToWindow() { insertSubview(blur, at: 0) }
            }
            """)
        XCTAssertEqual(p.model.handBuiltBars.map(\.name), [p.token("UIToolbar", 3), p.token("UIToolbar", 4), p.token("UIToolbar", 6)],
                       "given items in another method, handed on, readable from other files; the backdrop and the blur are decorations")
    }

    // MARK: Storyboard outlets

    func testOutletsOfBarTypesAreBarsAtTheirTypeName() {
        let p = parse("""
            import UIKit
            final class Reader: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!
                @IBOutlet private(set) var titleBar: UINavigationBar?
                @IBOutlet
                var tabs: UIKit.UITabBar!
                @IBOutlet var keyboardBar: UIToolbar!
                @IBOutlet weak var label: UILabel!
                var plain: UIToolbar!
                override func viewDidLoad() { field.inputAccessoryView = keyboardBar }
            }
            """)
        XCTAssertEqual(bars(p), ["UIToolbar", "UINavigationBar", "UITabBar"])
        XCTAssertEqual(p.model.handBuiltBars.map(\.name), [p.token("UIToolbar"), p.token("UINavigationBar"), p.token("UITabBar")])
        XCTAssertEqual(p.model.handBuiltBars.map(\.isOutlet), [true, true, true])
        XCTAssertEqual(p.model.handBuiltBars.map(\.framework), [.uiKit, .uiKit, .uiKit])
    }

    func testOutletOfAProjectSubclass() {
        let source = "import UIKit\nfinal class Player: UIViewController {\n    @IBOutlet weak var controls: PlayerControls!\n}\n"
        let p = parse(source, index: projectIndex("class PlayerControls: UIToolbar { }"))
        XCTAssertEqual(bars(p), ["PlayerControls"])
        let alone = parse(source)
        let model = alone.model
        XCTAssertEqual(model.handBuiltBars.count, 0)
        XCTAssertTrue(model.lookups.tokens.contains(Int32(alone.token("PlayerControls"))),
                      "the outlet's type is looked up even when the index has no subclass, so the second pass redoes the file")
    }

    // MARK: SwiftUI

    func testSafeAreaInsetStackOfControls() {
        let p = parse("""
            List { }
                .safeAreaInset(edge: .bottom) {
                    HStack {
                        Button("Add", systemImage: "plus") { }
                        Spacer()
                        Menu("Sort") { }
                    }
                    .padding()
                }
            """)
        let m = p.model
        XCTAssertEqual(bars(p), ["safeAreaInset"])
        XCTAssertEqual(m.handBuiltBars.first?.framework, .swiftUI)
        XCTAssertEqual(m.handBuiltBars.first?.name, p.token("safeAreaInset"))
    }

    func testOverlayWithAlignment() {
        let p = parse("""
            Map()
                .overlay(alignment: .bottomTrailing) {
                    VStack {
                        Toggle("Traffic", isOn: $traffic)
                        Link("Help", destination: url)
                    }
                }
            """)
        XCTAssertEqual(bars(p), ["overlay"])
    }

    /// An overlay on a control, or on a view a tap gesture makes one, decorates that control:
    /// a dropdown's list, a badge. The same overlay on a screen's content is a bar.
    func testAnOverlayOnAControlIsNoBar() {
        let list = """
            .overlay(alignment: .topLeading) {
                VStack { ForEach(options) { option in Button(option.name) { choose(option) } } }
            }
            """
        XCTAssertEqual(bars(parse("HStack { Text(name); Image(systemName: \"chevron.down\") }.onTapGesture { open() }" + list)), [])
        XCTAssertEqual(bars(parse("Button { open() } label: { Text(name) }.padding()" + list)), [])
        XCTAssertEqual(bars(parse("Menu { } label: { Text(name) }" + list)), [])
        XCTAssertEqual(bars(parse("Map().ignoresSafeArea()" + list)), ["overlay"], "over a screen's content it is a bar")
        XCTAssertEqual(bars(parse("ScrollView { Button(\"A\") { } }.onAppear { load() }" + list)), ["overlay"],
                       "a control inside the content does not make the content a control")
    }

    func testContentArgumentAndSpacingArgument() {
        let p = parse("""
            List { }
                .safeAreaInset(edge: .top, spacing: 0, content: {
                    HStack { NavigationLink("A") { A() }; ShareLink(item: url) }
                })
            """)
        XCTAssertEqual(bars(p), ["safeAreaInset"])
    }

    func testControlsInsideContainersAndForEach() {
        let p = parse("""
            List { }
                .safeAreaInset(edge: .bottom) {
                    HStack {
                        Spacer()
                        Group { Button("A") { } ; Button("B") { } }
                    }
                }
                .overlay(alignment: .top) {
                    HStack {
                        ForEach(filters) { filter in Button(filter.name) { } }
                    }
                }
            """)
        XCTAssertEqual(bars(p), ["safeAreaInset", "overlay"])
    }

    func testNotHandBuiltBars() {
        let p = parse("""
            List { }
                .safeAreaInset(edge: .bottom) { HStack { Button("Only") { } ; Text("status") } }
                .safeAreaInset(edge: .bottom) { HStack { Text("a"); Image(systemName: "b") } }
                .overlay { HStack { Button("A") { }; Button("B") { } } }
                .overlay(alignment: .top) { Button("A") { } }
                .safeAreaInset(edge: .top) { StatusBar() }
                .safeAreaInset(edge: .bottom) { HStack { Button { } label: { HStack { Text("a"); Button("inner") { } } } } }
                .overlay(alignment: .center) { ZStack { Button("A") { }; Button("B") { } } }
            """)
        XCTAssertEqual(bars(p), [])
    }

    func testARowAlongTheTopOrBottomAndAColumnAlongASideAreBarsAFooterIsNot() {
        let p = parse("""
            Form { }
                .safeAreaInset(edge: .bottom) {
                    VStack {
                        Button(Strings.continue) { next() }
                        Button(Strings.learnMore) { learnMore() }
                    }
                    .padding()
                }
                .safeAreaInset(edge: .trailing) { VStack { Button("Zoom In") { }; Button("Zoom Out") { } } }
                .safeAreaInset(edge: .leading) { HStack { Button("A") { }; Button("B") { } } }
                .safeAreaInset(edge: .bottom) {
                    VStack(spacing: 0) {
                        Divider()
                        if editing { HStack { Button("Move") { }; Button("Delete") { } } }
                    }
                }
                .safeAreaInset(edge: placement) { HStack { Button("A") { }; Button("B") { } } }
            """)
        XCTAssertEqual(p.model.handBuiltBars.map(\.name), [p.token("safeAreaInset", 1), p.token("safeAreaInset", 3)],
                       "a column at the trailing edge, a row nested at the bottom; not the footer, a row on a side, or an unknown edge")
    }
}

final class PrivateSubclassTests: XCTestCase {
    func testAPrivateSubclassCountsOnlyInItsOwnFile() {
        let declaring = "import UIKit\nfinal class Popover {\n    private class Toolbar: UIToolbar { }\n    let bar = Toolbar()\n}\n"
        let index = projectIndex(declaring)
        XCTAssertTrue(index.barSubclasses.isEmpty, "a private class is not visible to other files")
        let p = parse(declaring, index: index)
        XCTAssertEqual(p.model.handBuiltBars.count, 1, "but it is a bar in its own file")
        let other = parse("import UIKit\nlet t = Toolbar()\n", index: index)
        XCTAssertEqual(other.model.handBuiltBars.count, 0)
    }
}
