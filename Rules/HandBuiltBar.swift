import DuobarModel

extension Rule {
    static let handBuiltBar = Rule(
        id: "hand-built-bar",
        severity: .error,
        summary: "A navigation bar, toolbar or tab bar built by hand.",
        rationale: """
            The system turns only the bars it owns into the vertical bar. A `UIToolbar`, `UINavigationBar` or \
            `UITabBar` you create, or a row of buttons pinned with `.safeAreaInset`/`.overlay`, stays where \
            it is, horizontal, and takes height the system meant to give back to content.
            """,
        remedy: """
            Let a container own the bar: in SwiftUI, `.toolbar { ToolbarItem(placement: .bottomBar) { … } }` \
            inside a `NavigationStack`; in UIKit, `toolbarItems` and `navigationItem` on a view controller in a \
            `UINavigationController` or `UITabBarController`. Keyboard accessory toolbars are fine.
            """,
        triggering: [
            """
            let toolbar = ↓UIToolbar(frame: .zero)
            toolbar.items = [UIBarButtonItem(systemItem: .add)]
            view.addSubview(toolbar)
            """,
            """
            private let navigationBar = ↓UINavigationBar()
            """,
            """
            class PlayerControlsBar: UIToolbar {}
            let controls = ↓PlayerControlsBar()
            """,
            """
            let tabs = ↓UITabBar.init(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
            """,
            """
            final class ReaderViewController: UIViewController {
                @IBOutlet weak var toolbar: ↓UIToolbar!
                @IBOutlet private(set) var titleBar: ↓UINavigationBar?
            }
            """,
            """
            override func viewDidLoad() {
                super.viewDidLoad()
                let controls = ↓UIToolbar()
                controls.setItems([UIBarButtonItem(systemItem: .play)], animated: false)
                view.addSubview(controls)
            }
            """,
            """
            func setUpTabs() {
                let tabs = ↓UITabBar()
                tabs.delegate = self
                view.addSubview(tabs)
                self.tabs = tabs
            }
            """,
            // Handed to key-value coding under another key: a bar kept elsewhere.
            """
            func attachControls(to player: PlayerView) {
                let controls = ↓UIToolbar()
                controls.items = [UIBarButtonItem(systemItem: .play)]
                player.setValue(controls, forKey: "controlsBar")
            }
            """,
            """
            List(trips) { TripRow(trip: $0) }
                .↓safeAreaInset(edge: .bottom) {
                    HStack {
                        Button("New Trip", systemImage: "plus") { add() }
                        Spacer()
                        Button("Map", systemImage: "map") { showsMap = true }
                    }
                    .padding()
                    .background(.bar)
                }
            """,
            """
            content
                .↓overlay(alignment: .bottom) {
                    VStack(spacing: 0) {
                        Divider()
                        HStack {
                            ForEach(tools) { tool in
                                Button(tool.name, systemImage: tool.symbol) { select(tool) }
                            }
                        }
                    }
                }
            """,
        ],
        nonTriggering: [
            """
            HStack { Text(selected.name); Image(systemName: "chevron.down") }
                .onTapGesture { expanded.toggle() }
                .overlay(alignment: .topLeading) {
                    if expanded {
                        VStack(spacing: 0) {
                            ForEach(options) { option in
                                Button { choose(option) } label: { HStack { Text(option.name); Spacer() } }
                            }
                        }
                        .offset(y: 24)
                    }
                }
            """,
            """
            UIToolbar.appearance().tintColor = .systemOrange
            UINavigationBar.appearance(whenContainedInInstancesOf: [ComposeViewController.self]).prefersLargeTitles = false
            """,
            """
            let toolbar = UIToolbar()
            toolbar.items = [.flexibleSpace(), UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(endEditing))]
            amountField.inputAccessoryView = toolbar
            """,
            """
            override var inputAccessoryView: UIView? {
                let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                bar.items = [UIBarButtonItem(systemItem: .done)]
                return bar
            }
            """,
            """
            private lazy var keyboardBar: UIToolbar = {
                let bar = UIToolbar()
                bar.sizeToFit()
                return bar
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                noteField.inputAccessoryView = keyboardBar
            }
            """,
            """
            let barClass: AnyClass = UIToolbar.self
            func configure(_ bar: UINavigationBar) { bar.prefersLargeTitles = true }
            """,
            """
            private var numpadToolbar: UIToolbar {
                UIToolbar().then {
                    $0.items = [.flexibleSpace(), UIBarButtonItem(systemItem: .done)]
                    $0.sizeToFit()
                }
            }

            func makeAccessory() -> UIToolbar {
                let bar = UIToolbar()
                bar.items = [UIBarButtonItem(systemItem: .done)]
                return bar
            }

            private lazy var pinBar: UIToolbar = { let t = UIToolbar(); t.sizeToFit(); return t }()

            override func viewDidLoad() {
                super.viewDidLoad()
                amountField.inputAccessoryView = numpadToolbar
                noteView.inputAccessoryView = makeAccessory()
                pinField.configure(inputAccessoryView: pinBar)
            }
            """,
            """
            @IBOutlet var keyboardBar: UIToolbar!

            override func viewDidLoad() {
                super.viewDidLoad()
                searchField.inputAccessoryView = keyboardBar
            }
            """,
            """
            private var defaultBarHeight: CGFloat {
                UINavigationBar().bounds.height + UIToolbar(frame: .zero).sizeThatFits(view.bounds.size).height
            }
            """,
            """
            func measureTabBar() -> CGFloat {
                let probe = UITabBar()
                view.addSubview(probe)
                defer { probe.removeFromSuperview() }
                return probe.frame.height
            }

            func addBackdrop() {
                let backdrop = UIToolbar()
                backdrop.barStyle = .black
                view.insertSubview(backdrop, at: 0)
                let spare = UINavigationBar()
                spare.pushItem(navigationItem, animated: false)
                spare.isHidden = true
                view.addSubview(spare)
            }
            """,
            """
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                var padding: UIToolbar?
                if let navigation = context.viewController(forKey: .to) as? UINavigationController {
                    let bar = UIToolbar(frame: .zero)
                    bar.barStyle = navigation.toolbar.barStyle
                    context.containerView.insertSubview(bar, at: 0)
                    padding = bar
                }
                UIView.animate(withDuration: 0.3) {
                    context.containerView.layoutIfNeeded()
                } completion: { _ in
                    padding?.removeFromSuperview()
                }
            }
            """,
            """
            List(messages) { MessageRow(message: $0) }
                .safeAreaInset(edge: .bottom) {
                    HStack {
                        TextField("Message", text: $draft)
                        Button("Send", systemImage: "paperplane") { send() }
                    }
                }
            """,
            """
            ScrollView { LoginForm(model: model) }
                .safeAreaInset(edge: .bottom) {
                    VStack {
                        Button(Strings.logIn) { model.logIn() }
                            .buttonStyle(.borderedProminent)
                        Button(Strings.sendMagicLink) { model.requestLink() }
                    }
                    .padding()
                }
            """,
            """
            Image(decorative: "cover")
                .overlay(alignment: .topTrailing) {
                    Button("Favorite", systemImage: "heart") { toggleFavorite() }
                }
            """,
            """
            lazy var keysBar: UIToolbar = {
                let bar = UIToolbar(frame: .zero)
                bar.items = keyItems
                return bar
            }()
            func showKeys() { console.addInputAccessoryView(toolbar: keysBar) }
            """,
            """
            func addBacking() {
                let backing = UIToolbar()
                view.insertSubview(backing, at: 0)
                backing.snp.makeConstraints { make in make.edges.equalTo(card) }
                closeButton.snp.makeConstraints { make in make.edges.equalTo(backing) }
            }
            """,
            // A custom tab bar swapped in for the controller's own by key-value coding.
            """
            final class CenterButtonTabBar: UITabBar {
                weak var centerDelegate: CenterButtonDelegate?
            }

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tabBar = CenterButtonTabBar()
                    tabBar.centerDelegate = self
                    setValue(tabBar, forKey: "tabBar")
                }
            }
            """,
            """
            final class ReaderNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.setValue(ReaderNavigationBar(), forKey: "navigationBar")
                }
            }
            final class ReaderNavigationBar: UINavigationBar {}
            """,
        ],
        instead: """
            override func viewDidLoad() {
                super.viewDidLoad()
                toolbarItems = [UIBarButtonItem(systemItem: .add)]
                navigationController?.isToolbarHidden = false
            }
            """,
        exemptions: [
            "Appearance proxies (`UIToolbar.appearance()`) and type references (`UIToolbar.self`, parameters typed as a bar).",
            "Toolbars that end up as a keyboard's `inputAccessoryView`: assigned, added to a view that is assigned (`scroller.addSubview(formatBar)`, then `field.inputAccessoryView = scroller`), passed as `inputAccessoryView:` or to a call whose name holds `InputAccessory` (`webView.addInputAccessoryView(toolbar: bar)`), directly or through a stored, `lazy` or computed property or a function that builds them (in a `.then { }` closure or an immediately called one too; a factory in another file, such as `UIToolbar.doneToolbar(…)`, through the project index; a property given such a function's result, `cached = makeDoneBar()`), and outlets used that way.",
            "A bar built only to be measured (`UINavigationBar().bounds.height`, `.frame`, `.intrinsicContentSize`, `.sizeThatFits(…)`, `.systemLayoutSizeFitting(…)`).",
            "A bar in a local variable that the same scope hides (`isHidden = true`), removes again (`removeFromSuperview()`) or never gives items (`items`, `setItems`, `pushItem`, `topItem`, a tab bar's `delegate`): a probe or a decoration, also when it is handed to a local of an enclosing scope that does the same (`padding = bar`, removed in a completion handler). Layout calls do not hand it on (`make.edges.equalTo(bar)`, `NSLayoutConstraint(item: bar, …)`); one the variable hands on (`self.bar = bar`, `return bar`) is still reported.",
            "A bar held in a `private` or `fileprivate` property (not `private(set)`) that this file never gives items and never hands on: every use of it is in the file, so it is a decoration too (a toolbar kept for its blur behind a progress view).",
            "A bar given to a controller as its own with key-value coding (`setValue(tabBar, forKey: \"tabBar\")`, also `\"navigationBar\"` and `\"toolbar\"`), directly or through a local variable: the controller owns and fills it, so it moves as the bar it replaces would.",
            "SwiftUI insets and overlays holding a single control, or a row of controls on a leading or trailing edge (a column on a top or bottom edge).",
            "An overlay put on a control, or on a view made tappable with `.onTapGesture` before it: a dropdown's list under the field that opens it, a badge on a button.",
        ],
        // The system bars where built, and the SwiftUI modifiers that pin a row; the pre-check adds
        // the project's own bar subclasses.
        markers: ["UIToolbar", "UINavigationBar", "UITabBar", "safeAreaInset", "overlay"],
        check: { model, findings in
            for bar in model.handBuiltBars {
                switch bar.framework {
                case .uiKit:
                    let name = model.code.string(bar.name)
                    let how = bar.isOutlet ? "placed by hand in a storyboard or nib" : "built by hand"
                    findings.report(bar.range, "\(name) \(how) stays horizontal: only bars owned by a navigation or tab bar controller move to the vertical bar")
                case .swiftUI:
                    let name = model.code.string(bar.name)
                    findings.report(bar.range, ".\(name) holding a row of controls is a hand-built bar that stays put; use .toolbar with ToolbarItem placements instead")
                }
            }
        }
    )
}
