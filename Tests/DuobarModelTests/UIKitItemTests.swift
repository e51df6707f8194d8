import XCTest
import DuobarScanner
@testable import DuobarModel

/// UIKit items (docs/model.md): `UIBarButtonItem` forms, later assignments, and bar positions.
final class UIKitItemTests: XCTestCase {
    func controller(_ body: String) -> Parsed {
        parse("""
            final class EditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(body)
                }
            }
            """)
    }

    @discardableResult
    func assertOne(_ body: String, _ labelClass: LabelClass, title: String? = nil, symbol: String? = nil,
                   kind: ControlKind = .barButtonItem, file: StaticString = #filePath, line: UInt = #line) -> (Parsed, BarItem)? {
        let p = controller(body)
        let items = p.model.items
        XCTAssertEqual(items.count, 1, body, file: file, line: line)
        guard let item = items.first else { return nil }
        XCTAssertEqual(item.framework, .uiKit, file: file, line: line)
        XCTAssertNil(item.contextIndex, file: file, line: line)
        XCTAssertEqual(item.label.labelClass, labelClass, body, file: file, line: line)
        XCTAssertEqual(p.title(item), title, "title of: \(body)", file: file, line: line)
        XCTAssertEqual(p.symbol(item), symbol, "symbol of: \(body)", file: file, line: line)
        XCTAssertEqual(item.kind, kind, "kind of: \(body)", file: file, line: line)
        return (p, item)
    }

    // MARK: Forms

    func testACustomViewIsNamedWithTheTypeItsDeclarationInScopeBuilds() {
        let p = controller("""
            func newsButton() -> UIBarButtonItem {
                if hasUnread {
                    let naviButton = UnreadNewsButton()
                    return UIBarButtonItem(customView: naviButton)
                } else {
                    let naviButton = UIButton(type: .custom)
                    return UIBarButtonItem(customView: naviButton)
                }
            }
            navigationItem.rightBarButtonItems = [newsButton()]
            """)
        XCTAssertEqual(p.model.items.map { p.model.customViewName($0) }, ["naviButton (UnreadNewsButton)", "naviButton (UIButton)"])
        // An unwrapped member is named with its declared type; a bar button item never is the custom view.
        let members = parse("""
            final class ProfileViewController: UIViewController {
                private var backControl: ProfileBackButton?
                private(set) lazy var sortButton: UIBarButtonItem = {
                    let sortButton = makeSortButton()
                    return UIBarButtonItem(customView: sortButton)
                }()
                override func viewDidLoad() {
                    navigationItem.setLeftBarButton(UIBarButtonItem(customView: self.backControl!), animated: false)
                    navigationItem.rightBarButtonItem = sortButton
                }
            }
            """)
        XCTAssertEqual(Set(members.model.items.map { members.model.customViewName($0) }), ["sortButton", "backControl (ProfileBackButton)"])
    }

    func testAnImageHeldByAnEarlierLetNamesItsSymbol() {
        assertOne("""
            let back = UIImage(systemName: "chevron.left")
            navigationItem.rightBarButtonItems = [UIBarButtonItem(image: back, style: .plain, target: self, action: #selector(goBack))]
            """, .image, symbol: "chevron.left")
        // Declared after the use, or not a construction: an image all the same, its name unknown.
        assertOne("""
            navigationItem.rightBarButtonItems = [UIBarButtonItem(image: icon, style: .plain, target: self, action: #selector(goBack))]
            """, .image)
    }

    func testAnEllipsisNamedByTheAppsOwnMemberIsAnEllipsisSymbol() {
        let (p, item) = assertOne("""
            let image = UIImage(systemName: .ellipsisNavigation())
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: image, menu: moreMenu())
            """, .image, symbol: "ellipsis.navigation") ?? (nil, nil)
        if let p, let item { XCTAssertTrue(p.model.isHomeMadeOverflowMenu(item)) }
        assertOne("""
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: Glyphs.ellipsisCircle), menu: moreMenu())
            """, .image, symbol: "ellipsis.circle")
        // Another member of the app's: an image whose name is not known here.
        assertOne("""
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: .shareSymbol()), menu: shareMenu())
            """, .image)
        // A call with arguments is not a name (`.symbol(for: kind)` may return anything).
        assertOne("""
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: .ellipsis(for: kind)), menu: moreMenu())
            """, .image)
    }

    func testTitleOnly() {
        guard let (p, item) = assertOne(#"let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))"#,
                                        .text, title: #""Done""#) else { return }
        XCTAssertEqual(p.text(item.styleMember), "done")
        XCTAssertEqual(p.control(item), "UIBarButtonItem")
        XCTAssertEqual(item.area, .bar)
        XCTAssertEqual(item.positions, [])
        // What the construction does not say is absent.
        XCTAssertNil(item.wrapperName)
        XCTAssertNil(item.placementMember)
        XCTAssertNil(item.systemItemMember)
        XCTAssertNil(item.roleMember)
        XCTAssertNil(item.axisBehaviorModifier)
        XCTAssertNil(item.axisBehaviorMember)
        XCTAssertNil(item.badgeModifier)
        XCTAssertNil(item.visibilityPriorityModifier)
        XCTAssertFalse(item.hasAxisBehavior)
        XCTAssertNil(item.label.symbolToken)
    }

    func testImageOnly() {
        assertOne(#"let trash = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(trash))"#,
                  .image, symbol: "trash")
        assertOne("let more = UIBarButtonItem(image: UIImage(systemSymbol: .ellipsisCircle), menu: menu)", .image, symbol: "ellipsis.circle")
        assertOne(#"let logo = UIBarButtonItem(image: UIImage(named: "logo"), style: .plain, target: nil, action: nil)"#, .image, symbol: nil)
    }

    func testTitleAndImage() {
        assertOne(#"let share = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)"#,
                  .both, title: #""Share""#, symbol: "square.and.arrow.up")
    }

    func testEmptyTitleAndNilAreAbsent() {
        assertOne(#"let x = UIBarButtonItem(title: "", image: UIImage(systemName: "xmark"), primaryAction: nil, menu: nil)"#, .image, symbol: "xmark")
        assertOne(#"let x = UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil, menu: nil)"#, .text, title: #""Edit""#)
    }

    func testABlankViewBuiltInPlaceIsAPlaceholder() {
        func placeholder(_ view: String) -> Bool? {
            let p = controller("navigationItem.rightBarButtonItem = UIBarButtonItem(customView: \(view))")
            return p.model.items.first.map { p.model.isBlankPlaceholder($0) }
        }
        XCTAssertEqual(placeholder("UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))"), true)
        XCTAssertEqual(placeholder("UIView()"), true)
        XCTAssertEqual(placeholder("UIView(frame: .zero).then { $0.addSubview(badge) }"), false, "configured after")
        XCTAssertEqual(placeholder("spacerView"), false, "held by a name: it may be filled elsewhere")
        XCTAssertEqual(placeholder("UIButton(type: .system)"), false)
    }

    func testALocalOnlyPaintedIsAPlaceholder() {
        func placeholder(_ setUp: String, _ view: String = "line") -> Bool? {
            let p = controller("\(setUp)\nnavigationItem.rightBarButtonItem = UIBarButtonItem(customView: \(view))")
            return p.model.items.first.map { p.model.isBlankPlaceholder($0) }
        }
        XCTAssertEqual(placeholder("let line = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 28))\nline.backgroundColor = .separator"), true)
        XCTAssertEqual(placeholder("let line: UIView = UIView()\nline.layer.cornerRadius = 0.5\nline.widthAnchor.constraint(equalToConstant: 1).isActive = true"), true)
        XCTAssertEqual(placeholder("let line = UIView()\nline.addSubview(badge)"), false, "given a subview: it may hold a control")
        XCTAssertEqual(placeholder("let line = UIView()\nline.addGestureRecognizer(tap)"), false)
        XCTAssertEqual(placeholder("let line = UIView()\nholder = line"), false, "handed on")
        XCTAssertEqual(placeholder("let line = StatusView()\nline.backgroundColor = .red"), false, "not a plain UIView")
        XCTAssertEqual(placeholder("let line = UIView().withBadge()"), false, "configured in its value")
    }

    func testAClearItemWithNoActionOnlyHoldsRoom() {
        func placeholder(_ construction: String, _ later: String) -> Bool? {
            let p = controller("let balance = \(construction)\n\(later)\ntoolbarItems = [balance]")
            return p.model.items.first?.isClearPlaceholder
        }
        let image = #"UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: self, action: nil)"#
        XCTAssertEqual(placeholder(image, "balance.tintColor = .clear"), true)
        XCTAssertEqual(placeholder(image, "balance.tintColor = UIColor.clear"), true)
        XCTAssertEqual(placeholder(image, "balance.tintColor = .systemBlue"), false)
        XCTAssertEqual(placeholder(image, "balance.isEnabled = false"), false, "disabled, not clear: it shows")
        XCTAssertEqual(placeholder(#"UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(open))"#,
                                   "balance.tintColor = .clear"), false, "it does something when tapped")
        XCTAssertEqual(placeholder(image, "balance.tintColor = .clear\nbalance.menu = sortMenu"), false)
        let p = controller("let balance = \(image)\nbalance.tintColor = .clear\ntoolbarItems = [balance]")
        XCTAssertEqual(p.model.items.first?.takesItemRules, false, "no item rule reads it")
    }

    func testPrimaryActionForms() {
        assertOne(#"let add = UIBarButtonItem(primaryAction: UIAction(title: "Add", image: UIImage(systemName: "plus")) { _ in self.add() })"#,
                  .both, title: #""Add""#, symbol: "plus")
        assertOne(#"let add = UIBarButtonItem(primaryAction: UIAction(image: UIImage(systemName: "plus")) { _ in })"#, .image, symbol: "plus")
        assertOne(#"let add = UIBarButtonItem(primaryAction: .init(title: "Add") { _ in })"#, .text, title: #""Add""#)
        assertOne("let add = UIBarButtonItem(primaryAction: addAction)", .unknown)
        assertOne(#"let share = UIBarButtonItem(primaryAction: UIAction(title: "", image: UIImage(systemName: "square.and.arrow.up")) { _ in })"#,
                  .image, symbol: "square.and.arrow.up")
    }

    func testAPrimaryActionAssignedLaterGivesItsTitleAndImage() {
        assertOne("""
            let close = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
            close.primaryAction = UIAction(title: NSLocalizedString("Close", comment: "")) { _ in self.dismiss(animated: true) }
            navigationItem.leftBarButtonItem = close
            """, .text, title: #"NSLocalizedString("Close", comment: "")"#)
        assertOne("""
            let share = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
            share.primaryAction = UIAction(title: "", image: .init(systemName: "square.and.arrow.up"), handler: { _ in })
            navigationItem.rightBarButtonItem = share
            """, .image, symbol: "square.and.arrow.up")
        assertOne("""
            let action = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
            action.primaryAction = makeAction()
            navigationItem.rightBarButtonItem = action
            """, .unknown)
    }

    func testAPrimaryActionHeldByALetGivesItsTitleAndImage() {
        assertOne("""
            let contact = UIAction(title: LString.contactSupport, handler: { _ in self.contact() })
            let item = UIBarButtonItem(primaryAction: contact)
            toolbarItems = [item]
            """, .text, title: "LString.contactSupport")
        assertOne("""
            let showInfo = UIAction { _ in self.showInfo() }
            let info = UIBarButtonItem()
            info.primaryAction = showInfo
            info.image = UIImage(systemName: "info.circle")
            navigationItem.leftBarButtonItem = info
            """, .image, symbol: "info.circle")
        // Declared after the use, or as something else than a `UIAction`: not visible here.
        assertOne("""
            let item = UIBarButtonItem(primaryAction: later)
            navigationItem.rightBarButtonItem = item
            let later = UIAction(title: "Later") { _ in }
            """, .unknown)
        assertOne("""
            let made = makeAction()
            let item = UIBarButtonItem(primaryAction: made)
            navigationItem.rightBarButtonItem = item
            """, .unknown)
    }

    func testSystemItems() {
        guard let (p, item) = assertOne("let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))",
                                        .both, kind: .systemProvided) else { return }
        XCTAssertEqual(p.text(item.systemItemMember), "done")
        guard let (q, close) = assertOne("let close = UIBarButtonItem(systemItem: .close, primaryAction: closeAction)", .both,
                                         kind: .systemProvided) else { return }
        XCTAssertEqual(q.text(close.systemItemMember), "close")
    }

    func testSpacers() {
        let p = controller("""
            let flex = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
            let fixed = UIBarButtonItem(systemItem: .fixedSpace)
            let flex2 = UIBarButtonItem.flexibleSpace()
            toolbarItems = [.flexibleSpace(), .fixedSpace(8), flex, fixed, flex2]
            """)
        let items = p.model.items
        XCTAssertEqual(items.count, 5)
        XCTAssertEqual(items.map(\.kind), [.spacer, .spacer, .spacer, .spacer, .spacer])
        XCTAssertEqual(items.map(\.isSpacer), [true, true, true, true, true])
        XCTAssertEqual(items.map { p.text($0.systemItemMember) }, ["flexibleSpace", "fixedSpace", "flexibleSpace", "flexibleSpace", "fixedSpace"])
        XCTAssertEqual(items.map { p.control($0) }, ["UIBarButtonItem", "UIBarButtonItem", "UIBarButtonItem", ".flexibleSpace", ".fixedSpace"])
        XCTAssertEqual(items.map { p.model.isFixedSpace($0) }, [false, true, false, false, true])
        XCTAssertTrue(items.allSatisfy { $0.positions == .toolbarItems })
    }

    func testItemsBesideASpacerInAWholeList() {
        let p = controller("""
            let flex = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
            toolbarItems = [flex, share, flex]
            setToolbarItems([.flexibleSpace(), share, .flexibleSpace()], animated: false)
            navigationItem.rightBarButtonItems = [edit, .flexibleSpace(), UIBarButtonItem(systemItem: .add)]
            toolbarItems.append(contentsOf: [UIBarButtonItem.flexibleSpace(), settings])
            """)
        let spacers = p.model.items.filter(\.isSpacer)
        XCTAssertEqual(spacers.map { p.model.itemsBesideSpacers()[$0.control.start] }, [nil, 1, 1, 2, nil],
                       "a spacer held by a name is not in a list itself; the names holding spacers are not counted; a list that others join is not whole")
    }

    func testItemsBesideASpacerInASwiftUIGroup() {
        let p = parse("""
            struct Screen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Spacer()
                            Button("Compose", systemImage: "square.and.pencil") { }
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Archive", systemImage: "archivebox") { }
                            Spacer()
                            Button("Share", systemImage: "square.and.arrow.up") { }
                        }
                        ToolbarSpacer(.flexible, placement: .bottomBar)
                    }
                }
            }
            """)
        let spacers = p.model.items.filter(\.isSpacer)
        XCTAssertEqual(spacers.map { p.model.itemsBesideSpacers()[$0.control.start] }, [1, 2, nil])
    }

    func testAPositionsValueOnTheLineAfterItsEqualsSign() {
        let p = controller("""
            navigationItem.rightBarButtonItems =
              [
                UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send)),
                UIBarButtonItem(image: UIImage(systemName: "paperplane.fill"), menu: sendMenu),
              ]
            navigationItem.leftBarButtonItem =
              UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
            configure()
            """)
        XCTAssertEqual(p.model.items.map(\.positions), [.rightBarButtonItems, .rightBarButtonItems, .leftBarButtonItems],
                       "a line that ends with `=` continues, a bracket on the next line whole")
    }

    func testAConditionsBindingHoldsNoneOfTheItemsItsBodyBuilds() {
        // The `{` after `as? AddVC` opens the body: read as a trailing closure, the binding's value
        // held the cancel item, and `target: vc` put it in rightBarButtonItems too.
        let p = controller("""
            if let vc = make() as? AddVC {
                vc.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
                vc.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: vc, action: #selector(save))
            }
            guard let other = make() as? AddVC else { return }
            other.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
            other.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: other, action: #selector(save))
            if let a = make(), let b = make() as? AddVC {
                b.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: a, action: #selector(close))
                b.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: b, action: #selector(save))
            }
            """)
        XCTAssertEqual(p.model.items.map(\.positions), [.leftBarButtonItems, .rightBarButtonItems, .leftBarButtonItems,
                                                          .rightBarButtonItems, .leftBarButtonItems, .rightBarButtonItems])
    }

    func testCustomViewAndMenu() {
        assertOne("let slider = UIBarButtonItem(customView: zoomSlider)", .custom)
        guard let (_, menu) = assertOne(#"let more = UIBarButtonItem(title: "More", menu: moreMenu)"#, .text, title: #""More""#) else { return }
        XCTAssertTrue(menu.isMenu)
    }

    func testImplicitInitWhereABarItemIsExpected() {
        let p = controller("""
            navigationItem.rightBarButtonItem = .init(title: "Save", style: .done, target: self, action: #selector(save))
            navigationItem.leftBarButtonItems = [.init(systemItem: .add), .init(image: UIImage(systemName: "gear"))]
            let typed: UIBarButtonItem = .init(title: "Typed", image: UIImage(systemName: "t.circle"))
            let frame = CGRect(origin: .init(x: 0, y: 0), size: .zero)
            view.frame = .init(x: 0, y: 0, width: 10, height: 10)
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.control($0) }, [".init", ".init", ".init", ".init"])
        XCTAssertEqual(items.map(\.label.labelClass), [.text, .both, .image, .both])
        XCTAssertEqual(items.map(\.positions), [.rightBarButtonItems, .leftBarButtonItems, .leftBarButtonItems, []])
        XCTAssertEqual(items.map { p.title($0) }, [#""Save""#, nil, nil, #""Typed""#])
    }

    func testExplicitInit() {
        assertOne(#"let save = UIBarButtonItem.init(title: "Save", image: UIImage(systemName: "square.and.arrow.down"))"#,
                  .both, title: #""Save""#, symbol: "square.and.arrow.down")
    }

    // MARK: Later assignments

    func testLaterAssignmentsInSameScope() {
        guard let (p, item) = assertOne("""
            let settings = UIBarButtonItem()
            settings.image = UIImage(systemName: "gear")
            settings.title = String(localized: "Settings")
            settings.axisBehavior = .horizontalOnly
            settings.badge = .count(3)
            settings.visibilityPriority = .high
            navigationItem.rightBarButtonItem = settings
            """, .both, title: #"String(localized: "Settings")"#, symbol: "gear") else { return }
        XCTAssertEqual(p.text(item.axisBehaviorModifier), "axisBehavior")
        XCTAssertEqual(p.text(item.axisBehaviorMember), "horizontalOnly")
        XCTAssertEqual(p.text(item.badgeModifier), "badge")
        XCTAssertEqual(p.text(item.visibilityPriorityModifier), "visibilityPriority")
        XCTAssertEqual(item.positions, .rightBarButtonItems)
    }

    func testLaterAssignmentsOfNilOrEmptyAreIgnored() {
        assertOne("""
            let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            edit.image = nil
            edit.title = ""
            navigationItem.rightBarButtonItem = edit
            """, .text, title: #""Edit""#)
    }

    func testAssignmentsInAnotherScopeOrBeforeDoNotCount() {
        let p = parse("""
            final class C: UIViewController {
                func early() {
                    gear.image = UIImage(systemName: "gear")
                }
                func make() {
                    let gear = UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = gear
                }
                func later() {
                    gear.image = UIImage(systemName: "gear")
                    gear.customView = spinner
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?.label.labelClass, .text)
        XCTAssertNil(items.first.flatMap { p.symbol($0) })
        XCTAssertEqual(items.first?.positions, .rightBarButtonItems)
    }

    func testAnItemOnlySetUpAndNeverGivenAnywhereIsNoItem() {
        let p = controller("""
            let header = HeaderView(frame: frame)
            let headerItem = UIBarButtonItem(customView: header)
            if #available(iOS 26, *) { headerItem.hidesSharedBackground = true }
            navigationItem.titleView = header
            let kept = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
            kept.title = "Settings"
            toolbarItems = [kept]
            let returned = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            returned.image = UIImage(systemName: "square.and.arrow.up")
            show(returned)
            """)
        XCTAssertEqual(p.model.items.map { p.text($0.control.start + 2) }, ["image", "title"],
                       "the header's item is built and set up, then dropped; the others are given somewhere")
    }

    func testLaterAssignmentsThroughThePositionCount() {
        let p = controller("""
            navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "Logo"), style: .plain, target: nil, action: nil)
            navigationItem.leftBarButtonItem?.customView = UIImageView(image: logo)
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            navigationItem.rightBarButtonItem!.image = UIImage(systemName: "square.and.arrow.up")
            otherItem.rightBarButtonItem?.customView = spinner
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            """)
        XCTAssertEqual(p.model.items.map(\.label.labelClass), [.custom, .both, .text],
                       "the left item shows a custom view; the Edit item replaces Share, and another object's position is not this one")
    }

    func testLaterCustomViewAndMenu() {
        guard let (_, item) = assertOne("""
            let status = UIBarButtonItem(title: "Status", style: .plain, target: nil, action: nil)
            status.menu = statusMenu
            status.customView = statusLabel
            navigationItem.rightBarButtonItem = status
            """, .custom) else { return }
        XCTAssertTrue(item.isMenu)
    }

    // MARK: Positions

    func testPositionsThroughVariables() {
        let p = controller("""
            let flex = UIBarButtonItem.flexibleSpace()
            let done = UIBarButtonItem(title: "Done", image: UIImage(systemName: "checkmark"), primaryAction: nil, menu: nil)
            let share = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)
            let trash = UIBarButtonItem(title: "Delete", image: UIImage(systemName: "trash"), primaryAction: nil, menu: nil)
            let back = UIBarButtonItem(title: "Back", image: UIImage(systemName: "chevron.left"), primaryAction: nil, menu: nil)
            let tools = [share, flex]
            toolbarItems = tools
            navigationItem.rightBarButtonItems = [done]
            setToolbarItems([trash], animated: false)
            navigationItem.leftBarButtonItem = back
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [nil, #""Done""#, #""Share""#, #""Delete""#, #""Back""#])
        XCTAssertEqual(items.map(\.positions), [.toolbarItems, .rightBarButtonItems, .toolbarItems, .toolbarItems, .leftBarButtonItems])
        XCTAssertEqual(items.map(\.area), [.bar, .bar, .bar, .bar, .bar])
    }

    func testALocalDeclaredWithoutAValueHoldsWhatItsBranchesAssign() {
        let p = controller("""
            var leading: UIBarButtonItem
            if canCancel {
                leading = UIBarButtonItem(systemItem: .cancel)
            } else {
                leading = UIBarButtonItem(title: "Remove", style: .plain, target: nil, action: nil)
            }
            let bar = UIToolbar()
            bar.setItems([leading, .flexibleSpace()], animated: false)
            field.inputAccessoryView = bar
            let trailing: UIBarButtonItem
            if isEditing { trailing = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil) }
            else { trailing = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil) }
            navigationItem.rightBarButtonItem = trailing
            """)
        let items = p.model.items.filter { $0.kind != .spacer }
        XCTAssertEqual(items.map { p.title($0) }, [nil, #""Remove""#, #""Save""#, #""Edit""#])
        XCTAssertEqual(items.map(\.area), [.customBar, .customBar, .bar, .bar])
        XCTAssertEqual(items.map(\.positions), [.customBar, .customBar, .rightBarButtonItems, .rightBarButtonItems])
    }

    func testANavigationItemOfTheFilesOwnBarIsThatBars() {
        let source = """
            import UIKit
            final class RevisionsViewController: UIViewController {
                @IBOutlet weak var revisionsBar: UINavigationBar!
                @IBOutlet weak var revisionsItem: UINavigationItem!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    revisionsItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
                    self.revisionsItem?.setRightBarButtonItems([UIBarButtonItem(systemItem: .trash)], animated: false)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Keep", style: .plain, target: nil, action: nil)
                }
            }
            """
        let p = parse(source)
        XCTAssertEqual(p.model.items.map(\.area), [.customBar, .customBar, .bar])
        // Without a bar of the file's own, an outlet to a navigation item is the controller's
        // own item, wired in the storyboard: its items are on the system bar.
        let alone = parse(source.replacingOccurrences(of: "@IBOutlet weak var revisionsBar: UINavigationBar!", with: ""))
        XCTAssertEqual(alone.model.items.map(\.area), [.bar, .bar, .bar])
        // A bar built in code (`UINavigationBar.init(frame:)`), its item held in an optional
        // property given its value later.
        let built = parse("""
            import UIKit
            final class AlbumViewController: UIViewController {
                var albumItem: UINavigationItem?
                func setUpBar() {
                    let bar = UINavigationBar.init(frame: .zero)
                    albumItem = UINavigationItem(title: "Album")
                    albumItem?.leftBarButtonItem = UIBarButtonItem(customView: closeButton)
                    bar.setItems([albumItem!], animated: false)
                    view.addSubview(bar)
                }
            }
            """)
        XCTAssertEqual(built.model.items.map(\.area), [.customBar])
    }

    func testANavigationControllersOwnItemIsOnNoBar() {
        let p = controller("""
            let nav = UINavigationController(rootViewController: picker)
            nav.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            picker.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
            present(nav, animated: true)
            """)
        XCTAssertEqual(p.model.items.map(\.area), [.customBar, .bar])
    }

    func testAnImplicitInitReturnedByAnItemFactoryIsAnItem() {
        let p = parse("""
            import UIKit
            extension UIViewController {
                func searchBarItem() -> UIBarButtonItem {
                    let view = UIView()
                    view.addSubview(searchIcon)
                    return .init(customView: view)
                }
                var doneBarItem: UIBarButtonItem { .init(title: "Done", style: .done, target: nil, action: nil) }
                func searchButton() -> UIButton { return .init(type: .system) }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.label.labelClass), [.custom, .text])
    }

    func testAPropertyReadThroughAWeakSelfGoesWhereItIsPut() {
        let source = """
            import UIKit
            final class TagsViewController: UIViewController {
                private lazy var saveItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
                func save() {
                    store.save { [weak self] in self?.navigationItem.rightBarButtonItem = self?.saveItem }
                }
            }
            """
        let p = parse(source)
        XCTAssertEqual(p.model.items.map(\.positions), [.rightBarButtonItems])
    }

    func testWhatALocalArrayIsGivenLaterGoesWhereTheArrayGoes() {
        let p = controller("""
            var items: [UIBarButtonItem] = [.flexibleSpace()]
            if editing {
                let delete = UIBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil)
                items.append(delete)
            } else {
                items.insert(UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: nil, action: nil), at: 0)
            }
            items += [UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)]
            items.append(contentsOf: [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)])
            sidebarToolbar.items = items
            var other: [UIBarButtonItem] = []
            other.append(UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil))
            """)
        let items = p.model.items.filter { $0.kind != .spacer }
        XCTAssertEqual(items.map { p.title($0) }, [#""Delete""#, nil, #""Select""#, #""Share""#, #""Later""#])
        XCTAssertEqual(items.map(\.area), [.customBar, .customBar, .customBar, .customBar, .bar],
                       "what reaches the hand-built bar through the array; not what another array gets")
    }

    func testAnimatedSettersArePositions() {
        let p = controller("""
            navigationItem.setRightBarButton(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil), animated: false)
            navigationItem.setLeftBarButtonItems([UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)], animated: true)
            let play = UIBarButtonItem(image: UIImage(systemName: "play"), style: .prominent, target: nil, action: nil)
            navigationItem.setRightBarButtonItems([play], animated: false)
            navigationItem.setLeftBarButton(nil, animated: false)
            """)
        XCTAssertEqual(p.model.items.map(\.positions), [.rightBarButtonItems, .leftBarButtonItems, .rightBarButtonItems])
    }

    func testItemsAppendedToAHandBuiltBarAreCustomBar() {
        let p = controller("""
            keysBar.items?.append(UIBarButtonItem(title: "Esc", style: .plain, target: nil, action: nil))
            keysBar.items!.append(contentsOf: [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)])
            keysBar.items?.insert(UIBarButtonItem(title: "Tab", style: .plain, target: nil, action: nil), at: 0)
            history.items.sort()
            let shown = UIBarButtonItem(title: "Shown", style: .plain, target: nil, action: nil)
            navigationItem.rightBarButtonItem = shown
            """)
        XCTAssertEqual(p.model.items.map(\.area), [.customBar, .customBar, .customBar, .bar])
    }

    func testAnOptionalLocalHoldsWhatItIsAssignedBeforeItsUse() {
        let p = controller("""
            var key: UIBarButtonItem? = nil
            if let image = UIImage(systemName: name) {
                key = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
            } else {
                key = UIBarButtonItem(title: name, style: .plain, target: nil, action: nil)
            }
            keysBar.items = [key!]
            var other: UIBarButtonItem? = nil
            navigationItem.rightBarButtonItem = other
            other = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
            """)
        XCTAssertEqual(p.model.items.map(\.area), [.customBar, .customBar, .bar],
                       "what the local holds at the use; not what it is given after")
    }

    func testWhatATypesMethodsAddToAStoredArrayGoesWhereTheArrayGoes() {
        let p = parse("""
            final class Keys: UIResponder {
                var leading: [UIBarButtonItemGroup] = []
                var unrelated: [UIBarButtonItem] = []
                func build() {
                    var group: [UIBarButtonItem] = []
                    group.append(UIBarButtonItem(title: "Ctrl", style: .plain, target: nil, action: nil))
                    leading.append(UIBarButtonItemGroup(barButtonItems: group, representativeItem: nil))
                    self.leading.append(UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(title: "Alt", style: .plain, target: nil, action: nil)], representativeItem: nil))
                    unrelated.append(UIBarButtonItem(title: "Alone", style: .plain, target: nil, action: nil))
                }
                func shadowed() {
                    var leading: [UIBarButtonItem] = []
                    leading.append(UIBarButtonItem(title: "Local", style: .plain, target: nil, action: nil))
                }
                func show() { field.inputAssistantItem.leadingBarButtonGroups = self.leading }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.area), [.customBar, .customBar, .bar, .bar])
    }

        func testPositionsThroughProperties() {
        let p = parse("""
            final class C: UIViewController {
                private lazy var doneItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
                private let shareItem: UIBarButtonItem = {
                    let item = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
                    item.title = "Share"
                    return item
                }()
                private var gearItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItems = [doneItem, self.shareItem]
                    navigationItem.leftBarButtonItem = self.gearItem
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""Done""#, #""Share""#, nil])
        XCTAssertEqual(items.map(\.label.labelClass), [.text, .both, .image])
        XCTAssertEqual(items.map(\.positions), [.rightBarButtonItems, .rightBarButtonItems, .leftBarButtonItems])
        // The property as written, through the names that hold the items.
        XCTAssertEqual(items.map { p.text($0.positionWord) }, ["rightBarButtonItems", "rightBarButtonItems", "leftBarButtonItem"])
    }

    func testThePositionWordIsWrittenOnceForEveryPosition() {
        let p = parse("""
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            let share = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)
            navigationItem.rightBarButtonItem = done
            toolbarItems = [share]
            navigationItem.rightBarButtonItems = [share]
            setToolbarItems([done], animated: false)
            """)
        let items = p.model.items
        XCTAssertEqual(items.map(\.positions), [[.rightBarButtonItems, .toolbarItems], [.rightBarButtonItems, .toolbarItems]])
        // Two properties name each item's positions (or a setter does): no one word says where it sits.
        XCTAssertEqual(items.map { p.text($0.positionWord) }, [nil, nil])
    }

    func testItemAssignedToStoredProperty() {
        let p = parse("""
            final class C: UIViewController {
                var doneItem: UIBarButtonItem!
                var shareItem: UIBarButtonItem?
                override func viewDidLoad() {
                    doneItem = UIBarButtonItem(image: UIImage(systemName: "checkmark"), style: .done, target: self, action: nil)
                    doneItem.title = "Done"
                    self.shareItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = doneItem
                    toolbarItems = [shareItem!]
                }
                func other() {
                    doneItem.image = nil
                    shareItem?.image = UIImage(systemName: "square.and.arrow.up")
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""Done""#, #""Share""#])
        // A property's assignments count anywhere in its type: `shareItem?.image` in other().
        XCTAssertEqual(items.map(\.label.labelClass), [.both, .both])
        XCTAssertEqual(items.map { p.symbol($0) }, ["checkmark", "square.and.arrow.up"])
        XCTAssertEqual(items.map(\.positions), [.rightBarButtonItems, .toolbarItems])
    }

    func testSameNameInTwoFunctionsFollowsEachDeclaration() {
        let p = parse("""
            final class C: UIViewController {
                func a() {
                    let item = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
                    toolbarItems = [item]
                }
                func b() {
                    let item = UIBarButtonItem(image: UIImage(systemName: "b.circle"), style: .plain, target: nil, action: nil)
                    item.title = "B"
                    navigationItem.rightBarButtonItem = item
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""A""#, #""B""#])
        XCTAssertEqual(items.map(\.label.labelClass), [.text, .both])
        XCTAssertEqual(items.map(\.positions), [.toolbarItems, .rightBarButtonItems])
    }

    func testItemGroupPositions() {
        let p = controller("""
            let bold = UIBarButtonItem(title: "Bold", image: UIImage(systemName: "bold"), primaryAction: nil, menu: nil)
            let italic = UIBarButtonItem(title: "Italic", image: UIImage(systemName: "italic"), primaryAction: nil, menu: nil)
            let center = UIBarButtonItem(title: "Center", image: UIImage(systemName: "c.circle"), primaryAction: nil, menu: nil)
            let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            navigationItem.leadingItemGroups = [UIBarButtonItemGroup(barButtonItems: [bold], representativeItem: nil)]
            navigationItem.trailingItemGroups = [.init(barButtonItems: [italic], representativeItem: nil)]
            navigationItem.centerItemGroups = [UIBarButtonItemGroup.fixedGroup(items: [center])]
            navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [done], representativeItem: nil)
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""Bold""#, #""Italic""#, #""Center""#, #""Done""#])
        XCTAssertEqual(items.map(\.positions), [.leadingItemGroups, .trailingItemGroups, .centerItemGroups, .pinnedTrailingGroup])
    }

    func testImplicitGroupInitIsNotAnItem() {
        let p = controller("""
            navigationItem.pinnedTrailingGroup = .init(barButtonItems: [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], representativeItem: nil)
            navigationItem.trailingItemGroups = [.init(barButtonItems: [.init(title: "A", image: UIImage(systemName: "a.circle"))], representativeItem: nil)]
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.control($0) }, ["UIBarButtonItem", ".init"])
        XCTAssertEqual(items.map(\.positions), [.pinnedTrailingGroup, .trailingItemGroups])
        XCTAssertEqual(items.map(\.label.labelClass), [.text, .both])
    }

    func testAppendToPosition() {
        let p = controller("""
            let extra = UIBarButtonItem(title: "Extra", image: UIImage(systemName: "plus"), primaryAction: nil, menu: nil)
            navigationItem.rightBarButtonItems?.append(extra)
            """)
        XCTAssertEqual(p.model.items.map(\.positions), [.rightBarButtonItems])
    }

    func testAdditionalOverflowItems() {
        let p = controller("""
            navigationItem.additionalOverflowItems = [UIBarButtonItem(title: "Export", style: .plain, target: nil, action: nil)]
            """)
        let items = p.model.items
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?.positions, .additionalOverflowItems)
        XCTAssertEqual(items.first?.area, .overflowMenu)
        XCTAssertEqual(items.first?.takesItemRules, true)
    }

    func testHandBuiltToolbarItemsAreCustomBar() {
        let p = controller("""
            let bar = UIToolbar()
            let ok = UIBarButtonItem(title: "OK", style: .done, target: nil, action: nil)
            bar.items = [ok]
            bar.setItems([UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)], animated: false)
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""OK""#, #""Later""#])
        XCTAssertEqual(items.map(\.positions), [.customBar, .customBar])
        XCTAssertEqual(items.map(\.area), [.customBar, .customBar])
        XCTAssertEqual(items.map(\.takesItemRules), [false, false])
    }

    func testItemsInsideInputAccessoryViewAreCustomBar() {
        let p = parse("""
            final class Field: UITextField {
                override var inputAccessoryView: UIView? {
                    get {
                        let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(close))
                        return makeBar(with: done)
                    }
                    set { }
                }
                func other() {
                    let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""Done""#, #""Share""#])
        XCTAssertEqual(items.map(\.area), [.customBar, .bar])
    }

    func testBackBarButtonItem() {
        let p = controller("""
            navigationItem.backBarButtonItem = UIBarButtonItem(title: "Notes", style: .plain, target: nil, action: nil)
            """)
        let items = p.model.items
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?.area, .systemBackButton)
        XCTAssertEqual(items.first?.positions, .backButton)
        XCTAssertEqual(items.first?.takesItemRules, false)
    }

    func testUIKitAndSwiftUIItemsSortedTogether() {
        let p = parse("""
            let a = UIBarButtonItem(title: "A", image: nil, primaryAction: nil, menu: nil)
            let v = Text("x").toolbar { Button("B", systemImage: "b") { } }
            let c = UIBarButtonItem(image: UIImage(systemName: "c"), style: .plain, target: nil, action: nil)
            """)
        let items = p.model.items
        XCTAssertEqual(items.map(\.framework), [.uiKit, .swiftUI, .uiKit])
        XCTAssertEqual(items.map(\.label.labelClass), [.text, .both, .image])
    }


    // MARK: Items linked through a type and its extensions

    func testPropertiesAreLinkedAcrossTheTypeAndItsExtensions() {
        let p = parse("""
            final class Notes: UIViewController {
                lazy var backItem = UIBarButtonItem(title: "Notes", style: .plain, target: nil, action: nil)
                var closeItem: UIBarButtonItem!
                func makeItems() {
                    closeItem = UIBarButtonItem(title: "Close", image: UIImage(systemName: "xmark"), primaryAction: nil, menu: nil)
                }
            }
            extension Notes {
                func show() {
                    navigationItem.backBarButtonItem = backItem
                    toolbarItems = [self.closeItem]
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""Notes""#, #""Close""#])
        XCTAssertEqual(items.map(\.positions), [.backButton, .toolbarItems])
        XCTAssertEqual(items.map(\.area), [.systemBackButton, .bar])
    }

    /// Another type's property given a Back button (`notes.backItem`) is linked as the index
    /// links such names across files (`backItemNames`): what it builds is a Back button.
    func testAnItemReachingABackButtonThroughAnotherTypeIsLinkedByName() {
        let p = parse("""
            final class Notes: UIViewController {
                lazy var backItem = UIBarButtonItem(title: "Notes", style: .plain, target: nil, action: nil)
            }
            final class Note: UIViewController {
                func show(from notes: Notes) {
                    navigationItem.backBarButtonItem = notes.backItem
                }
            }
            final class Other: UIViewController {
                func show() {
                    navigationItem.backBarButtonItem = backItem
                }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.positions), [.backButton])
        XCTAssertEqual(p.model.items.map(\.area), [.systemBackButton])
    }

    func testAComputedPropertyOrFunctionThatMakesItemsIsFollowed() {
        let p = parse("""
            final class Reader: UIViewController {
                var isEditingNotes = false {
                    didSet { setUpItems() }
                }
                var shareItems: [UIBarButtonItem] {
                    [UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)]
                }
                func makeBack() -> UIBarButtonItem {
                    UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
                }
                func setUpItems() {
                    let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItems = shareItems
                    navigationItem.backBarButtonItem = isEditingNotes ? makeBack() : nil
                    navigationItem.leftBarButtonItem = edit
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""Share""#, #""Back""#, #""Edit""#])
        XCTAssertEqual(items.map(\.positions), [.rightBarButtonItems, .backButton, .leftBarButtonItems],
                       "a Bool property's observer is not followed into setUpItems()")
    }

    // MARK: Later assignments in the type

    func testMenuSetLaterInTheTypeOnAPropertyMadeByAClosure() {
        let p = parse("""
            final class Profile: UIViewController {
                let moreItem: UIBarButtonItem = {
                    let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil)
                    item.tintColor = .white
                    return item
                }()
                lazy var shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
            }
            extension Profile {
                func update(menu: UIMenu) {
                    self.moreItem.menu = nil
                    self.moreItem.menu = menu
                    shareItem.title = "Share"
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map(\.isMenu), [true, false])
        XCTAssertEqual(items.map(\.label.labelClass), [.image, .both])
    }

    func testAssignmentsToAnotherObjectOrALocalOfTheSameNameDoNotCount() {
        let p = parse("""
            final class Profile: UIViewController {
                lazy var moreItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: nil, action: nil)
                func a(other: Profile) {
                    other.moreItem.menu = someMenu
                }
                func b() {
                    let moreItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
                    moreItem.menu = otherMenu
                    moreItem.title = "Settings"
                    navigationItem.rightBarButtonItem = moreItem
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map(\.isMenu), [false, true])
        XCTAssertEqual(items.map(\.label.labelClass), [.image, .both])
    }

    func testAssignmentsToAPropertyCountAcrossMethods() {
        let p = parse("""
            final class Profile: UIViewController {
                var moreItem: UIBarButtonItem?
                func make() {
                    moreItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: nil, action: nil)
                }
                func update() {
                    moreItem?.menu = makeMenu()
                }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.isMenu), [true], "through an optional too")
        let q = parse("""
            final class Profile: UIViewController {
                var moreItem: UIBarButtonItem!
                func make() {
                    moreItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: nil, action: nil)
                }
                func update() {
                    moreItem.menu = makeMenu()
                }
            }
            """)
        XCTAssertEqual(q.model.items.map(\.isMenu), [true])
    }

    func testConfigurationClosureAssignments() {
        let p = parse("""
            final class Bookmarks: UIViewController {
                private lazy var editItem: UIBarButtonItem? = UIBarButtonItem().then {
                    $0.image = UIImage(systemName: "pencil")
                    $0.menu = UIMenu(children: [UIAction(title: "x") { _ in $0.title = "not this item" }])
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?.label.labelClass, .image)
        XCTAssertEqual(items.first.flatMap { p.symbol($0) }, "pencil")
        XCTAssertEqual(items.first?.isMenu, true)
    }

    // MARK: Symbols through constants

    func testSymbolThroughALetConstantOrADefaultParameterValue() {
        let p = parse("""
            let sharedSymbol = "square.and.arrow.up"
            final class C: UIViewController {
                static let unused = 0
                func a() {
                    let icon = "ellipsis"
                    let more = UIBarButtonItem(image: UIImage(systemName: icon), style: .plain, target: nil, action: nil)
                    let share = UIBarButtonItem(image: UIImage(systemName: sharedSymbol), style: .plain, target: nil, action: nil)
                }
                func b(symbol: String = "ellipsis.circle") -> UIBarButtonItem {
                    UIBarButtonItem(image: UIImage(systemName: symbol), style: .plain, target: nil, action: nil)
                }
                func c(symbol: String) -> UIBarButtonItem {
                    UIBarButtonItem(image: UIImage(systemName: symbol), style: .plain, target: nil, action: nil)
                }
                func d() {
                    var icon = "ellipsis"
                    let computed = "ellipsis" + suffix
                    let first = UIBarButtonItem(image: UIImage(systemName: icon), style: .plain, target: nil, action: nil)
                    let second = UIBarButtonItem(image: UIImage(systemName: computed), style: .plain, target: nil, action: nil)
                }
            }
            """)
        XCTAssertEqual(p.model.items.map { p.symbol($0) }, ["ellipsis", "square.and.arrow.up", "ellipsis.circle", nil, nil, nil])
        XCTAssertEqual(p.model.items.map(\.label.labelClass), [.image, .image, .image, .image, .image, .image])
    }

    func testATitleHeldInALetIsNamedByItsLiteral() {
        let p = controller("""
            let title = "Archive"
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
            navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
            toolbarItems = [.init(image: UIImage(named: "logo"), style: .plain, target: nil, action: nil)]
            """)
        XCTAssertEqual(p.model.items.map { p.model.displayName($0) },
                       ["'Archive'", "UIBarButtonItem with symbol gear", "UIBarButtonItem"])
    }

    // MARK: Items given to hand-built bars in other files

    static let handler = """
        import UIKit
        final class ReaderToolbarHandler {
            var bottomBarItems: [UIBarButtonItem] = []
            var extraItems: [UIBarButtonItem] { [UIBarButtonItem(title: "Aa", style: .plain, target: nil, action: nil)] }
            func configure() {
                let close = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: moreMenu)
                bottomBarItems = [close, .flexibleSpace(), more]
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Other", style: .plain, target: nil, action: nil)
            }
        }
        """

    func testItemsBuiltForANameTheIndexGivesAHandBuiltBarAreOnIt() {
        let index = projectIndex("""
            import UIKit
            final class Reader: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!
                let handler = ReaderToolbarHandler()
                override func viewDidLoad() {
                    toolbar.items = handler.bottomBarItems + handler.extraItems
                }
            }
            """)
        XCTAssertEqual(index.barItemNames, [Array("bottomBarItems".utf8), Array("extraItems".utf8)])
        let p = parse(Self.handler, index: index)
        let items = p.model.items
        XCTAssertEqual(items.map { p.title($0) }, [#""Aa""#, #""Close""#, nil, nil, #""Other""#])
        XCTAssertEqual(items.map(\.area), [.customBar, .customBar, .customBar, .customBar, .bar])
        let alone = parse(Self.handler)
        XCTAssertEqual(alone.model.items.map(\.area), [.bar, .bar, .bar, .bar], "alone, `.flexibleSpace()` is in no bar at all")
        let looked = Set(alone.model.lookups.tokens.map { alone.text(Int($0)) ?? "" })
        XCTAssertTrue(looked.isSuperset(of: ["bottomBarItems", "extraItems"]),
                      "every property, and every function typed to make items, is asked about")
    }

    func testAnItemAFactoryBuildsForABackButtonIsABackButton() {
        let index = projectIndex("""
            import UIKit
            final class StopViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.backBarButtonItem = .plainBack
                    navigationItem.rightBarButtonItem = .doneItem
                }
            }
            final class RouteViewController: UIViewController {
                override func viewDidLoad() { navigationItem.backBarButtonItem = UIBarButtonItem.compactBack() }
            }
            """)
        XCTAssertEqual(Set(index.backItemNames.map { String(decoding: $0, as: UTF8.self) }), ["plainBack", "compactBack"])
        let factories = """
            import UIKit
            extension UIBarButtonItem {
                static var plainBack: UIBarButtonItem {
                    UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
                }
                static func compactBack() -> UIBarButtonItem { UIBarButtonItem(title: "", style: .plain, target: nil, action: nil) }
                static var doneItem: UIBarButtonItem {
                    UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
                }
            }
            """
        let p = parse(factories, index: index)
        XCTAssertEqual(p.model.items.map { $0.positions.contains(.backButton) }, [true, true, false])
        let alone = parse(factories)
        XCTAssertEqual(alone.model.items.map { $0.positions.contains(.backButton) }, [false, false, false])
        let looked = Set(alone.model.lookups.tokens.map { alone.text(Int($0)) ?? "" })
        XCTAssertTrue(looked.isSuperset(of: ["plainBack", "compactBack"]), "asked about, so the second pass models it again")
    }
}

/// The names a file gives hand-built bars' items, for the project index.
final class BarItemNameTests: XCTestCase {
    func names(_ source: String) -> [String] {
        let p = parse(source)
        return ProjectIndex.declarations(in: p.code).barItemNames.map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    func testAToolbarPropertyKeepsTheFactoriesOfOtherFilesItTakesItsValueFrom() {
        func factories(_ source: String) -> [String: [String]] {
            let index = ProjectIndex.declarations(in: parse(source).code)
            var result: [String: [String]] = [:]
            for (property, names) in index.accessoryFactoriesByProperty {
                result[String(decoding: property, as: UTF8.self)] = names.map { String(decoding: $0, as: UTF8.self) }.sorted()
            }
            return result
        }
        XCTAssertEqual(factories("""
            final class ReportViewController: UIViewController {
                lazy var emailBar: UIToolbar = makeKeyboardToolbar(canGoForward: true)
                lazy var plainBar: UIToolbar = UIToolbar()
                lazy var ownBar: UIToolbar = makeOwnBar()
                func makeOwnBar() -> UIToolbar { UIToolbar() }
            }
            """), ["emailBar": ["makeKeyboardToolbar"]], "a construction, and a factory of this file's own, stay here")
        // Joined to the keyboard's names once some file gives the property to one, in either order.
        var a = ProjectIndex(), b = ProjectIndex()
        a.accessoryFactoriesByProperty = [Array("emailBar".utf8): [Array("makeKeyboardToolbar".utf8)]]
        b.accessoryNames = [Array("emailBar".utf8)]
        var ab = a, ba = b
        ab.merge(b)
        ba.merge(a)
        XCTAssertTrue(ab.accessoryNames.contains(Array("makeKeyboardToolbar".utf8)))
        XCTAssertTrue(ba.accessoryNames.contains(Array("makeKeyboardToolbar".utf8)))
    }

    func testTheFactoryOfALocalGivenToABarIsIndexed() {
        // `list` is followed in this file; the function that fills it is another file's.
        XCTAssertEqual(names("""
            func makeKeyboardToolbar() -> UIToolbar {
                var list = UIBarButtonItem.makeKeyboardNavigationItems { previous, next in previous.isEnabled = false }
                list.append(doneItem)
                let toolbar = UIToolbar()
                toolbar.items = list
                return toolbar
            }
            """), ["makeKeyboardNavigationItems"])
        XCTAssertEqual(names("""
            func makeToolbar() -> UIToolbar {
                let list = sharedItems(for: state)
                let toolbar = UIToolbar()
                toolbar.setItems(list, animated: false)
                return toolbar
            }
            """), ["sharedItems"])
        // A function this file declares is followed here, not indexed.
        XCTAssertEqual(names("""
            func makeToolbar() -> UIToolbar {
                let list = localItems()
                let toolbar = UIToolbar()
                toolbar.items = list
                return toolbar
            }
            func localItems() -> [UIBarButtonItem] { [] }
            """), [])
    }

    func testNamesGivenToABarAreIndexed() {
        XCTAssertEqual(names("""
            final class Reader: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!
                let other = UINavigationBar()
                lazy var tabs: UIKit.UITabBar = makeTabs()
                func update(state: State) {
                    toolbar.items = handler.bottomBarItems
                    toolbar?.setItems(self.editingItems(for: state), animated: true)
                    other.items = [coordinator.titleItem, .init(title: "x"), sharedItem]
                    tabs.items = tabItems + moreTabItems
                }
            }
            """), ["bottomBarItems", "editingItems", "moreTabItems", "sharedItem", "tabItems", "titleItem"])
    }

    func testLocalsOwnNamesPositionsAndOtherReceiversAreNotIndexed() {
        XCTAssertEqual(names("""
            final class Reader: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!
                lazy var nextItem = UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)
                func ownItems() -> [UIBarButtonItem] { [nextItem] }
                func update(items: [UIBarButtonItem], extra: [UIBarButtonItem]) {
                    let local = [nextItem]
                    toolbar.items = local
                    toolbar.items = extra
                    toolbar.items = [nextItem]
                    toolbar.items = ownItems()
                    toolbar.items = toolbarItems
                    toolbar.items = otherToolbar.items
                    menu.items = handler.menuItems
                    segments.setItems(handler.segmentItems, animated: false)
                }
            }
            """), [])
    }

    func testItemsBuiltInTheValueAreNotNamesToFollow() {
        XCTAssertEqual(names("""
            final class Player: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!
                func update() {
                    toolbar.items = [UIBarButtonItem(systemItem: .rewind), .flexibleSpace(), Theme.Item(kind: .play), makeStop()]
                    toolbar.setItems([UIBarButtonItem.init(title: "Next")] + handler.extraItems, animated: false)
                }
            }
            """), ["extraItems", "makeStop"])
    }

    func strings(_ set: Set<[UInt8]>) -> [String] { set.map { String(decoding: $0, as: UTF8.self) }.sorted() }

    func testABarPropertyOfTheTypeDeclaredInAnotherFileKeepsItsNamesUntilTheIndexJoinsThem() {
        // The extension's file does not declare `toolbar`: its names wait under the property's key.
        let ext = ProjectIndex.declarations(in: parse("""
            extension TabSwitcherViewController {
                func refreshBars() {
                    toolbar.items = barsHandler.bottomBarItems
                    self.topBar.setItems(barsHandler.topItems, animated: false)
                    navigationController?.toolbar.items = barsHandler.systemItems
                    menu.items = [coordinator.menuItem]
                }
            }
            """).code)
        XCTAssertEqual(ext.barItemNames, [])
        XCTAssertEqual(ext.barItemsByProperty.keys.map { String(decoding: $0, as: UTF8.self) }.sorted(),
                       ["TabSwitcherViewController.menu", "TabSwitcherViewController.toolbar", "TabSwitcherViewController.topBar"],
                       "a member of another value (`navigationController?.toolbar`) is not the type's own")
        XCTAssertEqual(strings(ext.barItemsByProperty[Array("TabSwitcherViewController.toolbar".utf8)] ?? []), ["bottomBarItems"])

        let declarer = ProjectIndex.declarations(in: parse("""
            class TabSwitcherViewController: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!
                @IBOutlet weak var topBar: UINavigationBar!
                lazy var tabs = UITabBar()
                let menu = UIMenu()
                func layout(bar: UIToolbar) { let probe = UIToolbar() }
            }
            """).code)
        XCTAssertEqual(strings(declarer.barProperties),
                       ["TabSwitcherViewController.tabs", "TabSwitcherViewController.toolbar", "TabSwitcherViewController.topBar"],
                       "members only: not a parameter, a local or a property of another type")
        // Either order of merging joins the names of the bars, and only theirs.
        for (a, b) in [(ext, declarer), (declarer, ext)] {
            var index = ProjectIndex()
            index.merge(a)
            index.merge(b)
            XCTAssertEqual(strings(index.barItemNames), ["bottomBarItems", "topItems"])
        }
    }
}
