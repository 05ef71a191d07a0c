import Foundation

/// An open menu: a transparent view over the whole window holding the menu's rounded panel, as iOS 17
/// shows a button's menu or a context menu.
///
/// **Where it lives.** The container is added as the window's frontmost subview, not presented as a
/// view controller: iOS shows menus in a window-level overlay of their own, outside the app's
/// presentation stack — a menu opened over a sheet leaves `presentedViewController` and the sheet's
/// presentation controller untouched, and a menu never becomes a presented controller. Being the last
/// subview, the container draws in the frontmost layer of ``UIWindow/takeLayers()`` (the base layer, or
/// the frontmost presentation's), so opening or closing it redraws only that layer, and hit testing
/// reaches it first: every touch while a menu is open goes to the menu, as on iOS, where a tap outside
/// the panel only closes the menu and reaches nothing behind it. The window finds its open menu as
/// its last subview (``UIWindow/openMenu``), so no window or view pays a stored property for menus.
///
/// **Placement.** The panel is 250 points wide (iOS's menu width), below its source rectangle with an
/// 8-point gap, or above it when it does not fit below, kept 8 points inside the window's safe area;
/// when it fits neither way it is pushed on screen and may cover the source. A menu taller than the
/// safe area is as tall as the safe area allows and its rows scroll inside it, as iOS's
/// (`MenuContainerView+Scrolling.swift`).
///
/// **Rows.** The shown menu's title heads it in small grey text; each action is a ``MenuRowView``;
/// inline submenus (``UIMenu/Options-swift.struct/displayInline``) are groups separated by an 8-point
/// grey band, their titles as headers; other submenus are rows with a chevron that show the submenu in
/// the panel with a back row (iOS 17 expands it in place). Hidden actions are left out. A deferred
/// element shows a "Loading…" row until its provider delivers.
///
/// **Choosing.** A tap on a selectable row chooses it; a touch that moves across the rows highlights
/// the row under it. An action's row updates the selection first (a single-selection menu turns the
/// others off), then the menu closes — unless the action has `.keepsMenuPresented` — then the action
/// runs with the menu's sender. Closing: a tap outside the panel, Escape, or choosing an action.
///
/// **Press, drag, release.** The finger that opened the menu keeps working it, as iOS's menus: a
/// button whose menu is its primary action hands its touch to the container (``adopt(openingTouch:)``),
/// and a long press that opened a menu reports its moves (``followPress(of:)``). Sliding over the rows
/// highlights the row under the finger; lifting on a selectable row chooses it; lifting anywhere else
/// — on the button itself, a disabled row, or outside the panel — chooses nothing and leaves the menu
/// open for a later tap. That last rule is iOS 17's: only choosing an item closes a pull-down menu
/// (Apple's Human Interface Guidelines, "Pull-down buttons": "After people choose an item in a
/// pull-down button's menu, the menu closes"), and a quick tap on a menu button, whose finger lifts
/// on the button, must leave the menu it opened on screen.
/// Keyboard: Down and Up move the highlight over the selectable rows, Return or Space chooses it,
/// Right opens a highlighted submenu and Left goes back (`MenuContainerView+Keyboard.swift`).
@MainActor
final class MenuContainerView: UIView {
    static let panelWidth: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let margin: CGFloat = 8
    static let groupGap: CGFloat = 8

    /// The menu the container was opened with.
    let rootMenu: UIMenu
    /// The submenus shown one inside the other, innermost last; empty while the root menu shows.
    private(set) var submenuStack: [UIMenu] = []
    /// The source rectangle, in window coordinates: the panel is placed beside it.
    let sourceRect: CGRect
    /// What a chosen action or command is performed with as its ``UIMenuLeaf/sender``.
    weak var sender: AnyObject?
    /// Whether every action of the menu, inline groups and submenus included, is one single-selection
    /// set: a pop-up button's menu (``UIButton/changesSelectionAsPrimaryAction``).
    var selectsAcrossMenu = false
    /// Called after the selection changed for a chosen action, before the menu closes and the action
    /// runs: a pop-up button updates its title here.
    var onSelectionChange: ((any UIMenuLeaf) -> Void)?
    /// Called once as the menu starts closing, before it leaves the window and a chosen action runs.
    var willClose: (() -> Void)?
    /// Called once when the menu has closed and a chosen action has run.
    var didClose: (() -> Void)?
    /// Called for a tap on the source rectangle while the menu is open, instead of closing it as a tap
    /// elsewhere: a context menu commits its preview there. Nil: the tap closes the menu as any other.
    var onSourceTap: (() -> Void)?

    let panel = UIView()
    /// A context menu's preview controller, kept while its view shows (`MenuContainerView+Preview.swift`).
    var previewController: UIViewController?
    /// The rows and group bands, moved up inside the panel by ``scrollOffset``.
    let content = UIView()
    private(set) var rows: [MenuRow] = []
    private(set) var rowViews: [MenuRowView] = []
    private var groupBands: [UIView] = []
    /// The row under the finger or chosen with the arrow keys.
    var highlightedIndex: Int? {
        didSet { if highlightedIndex != oldValue { updateRowHighlights() } }
    }
    /// Whether the arrow keys moved the highlight last (not a finger): the highlighted row then has the
    /// keyboard-focus look (``MenuRowView/Highlight-swift.enum/keyboard``).
    var highlightFollowsKeyboard = false {
        didSet { if highlightFollowsKeyboard != oldValue { updateRowHighlights() } }
    }

    private func updateRowHighlights() {
        let look: MenuRowView.Highlight = highlightFollowsKeyboard ? .keyboard : .touch
        for (index, view) in rowViews.enumerated() { view.highlight = index == highlightedIndex ? look : .none }
    }
    /// The elements deferred elements delivered while this menu is open, by element.
    private var deliveredElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// The deferred elements asked for their elements while this menu is open.
    private var requestedElements: Set<ObjectIdentifier> = []
    private var pendingLoads: [UIDeferredMenuElement] = []
    /// How far the rows are scrolled up inside the panel, in points (`MenuContainerView+Scrolling.swift`).
    var scrollOffset: CGFloat = 0
    /// The height of all the rows: taller than the panel when the menu scrolls.
    var contentHeight: CGFloat = 0
    /// A touch that began inside a panel that scrolls: where it went down, the offset then, and, once it
    /// moved past the threshold, where it crossed it (it scrolls from there and chooses nothing).
    var scrollDrag: (startY: CGFloat, startOffset: CGFloat, scrollsFromY: CGFloat?)?
    /// Whether the touch being tracked began outside the panel (and is not the touch that opened the
    /// menu): lifting it outside the panel closes the menu.
    private var touchBeganOutside = false
    private(set) var isClosed = false

    /// Opens `menu` in `window` beside `sourceRect` (window coordinates), closing a menu already open
    /// there first (iOS shows one menu at a time).
    static func open(_ menu: UIMenu, in window: UIWindow, from sourceRect: CGRect, sender: AnyObject?,
                     configure: (MenuContainerView) -> Void = { _ in }) -> MenuContainerView {
        window.openMenu?.close(choosing: nil)
        let container = MenuContainerView(menu: menu, sourceRect: sourceRect, sender: sender)
        configure(container)
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        container.reloadRows()
        return container
    }

    private init(menu: UIMenu, sourceRect: CGRect, sender: AnyObject?) {
        rootMenu = menu
        self.sourceRect = sourceRect
        self.sender = sender
        super.init(frame: .zero)
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = Self.cornerRadius
        panel.clipsToBounds = true
        panel.addSubview(content)
        addSubview(panel)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    required init?(coder: NSCoder) {
        rootMenu = UIMenu()
        sourceRect = .zero
        super.init(coder: coder)
    }

    /// The menu the panel shows now: the innermost opened submenu, else the root menu.
    var shownMenu: UIMenu { submenuStack.last ?? rootMenu }

    /// The container shields the screen while open: it is modal to VoiceOver, as iOS's menus.
    override var defaultAccessibilityViewIsModal: Bool { true }

    // MARK: Rows

    /// Rebuilds the rows of the shown menu, then asks the deferred elements it met for their elements.
    func reloadRows() {
        var built: [MenuRow] = []
        let menu = shownMenu
        if !submenuStack.isEmpty {
            built.append(MenuRow(kind: .back(menu), parent: menu, startsGroup: false))
        } else if !menu.title.isEmpty {
            built.append(MenuRow(kind: .header(menu.title), parent: menu, startsGroup: false))
        }
        var startsGroup = false
        appendRows(of: menu.children, parent: menu, into: &built, startsGroup: &startsGroup)
        rows = built
        rebuildRowViews()
        let loads = pendingLoads
        pendingLoads = []
        for element in loads {
            element.load { [weak self, weak element] elements in
                guard let self, let element, !self.isClosed else { return }
                self.deliveredElements[ObjectIdentifier(element)] = elements
                self.reloadRows()
            }
        }
    }

    private func appendRows(of elements: [UIMenuElement], parent: UIMenu, into rows: inout [MenuRow],
                            startsGroup: inout Bool) {
        for element in elements {
            switch element {
            case let leaf as any UIMenuLeaf:
                let commandTarget = target(for: leaf)
                if let command = leaf as? UICommand { (commandTarget as? UIResponder)?.validate(command) }
                guard !leaf.attributes.contains(.hidden) else { continue }
                var row = MenuRow(kind: .action(leaf), parent: parent, startsGroup: startsGroup && !rows.isEmpty)
                row.isUnavailable = leaf is UICommand && commandTarget == nil
                rows.append(row)
                startsGroup = false
            case let menu as UIMenu where menu.options.contains(.displayInline):
                startsGroup = true
                if !menu.title.isEmpty {
                    rows.append(MenuRow(kind: .header(menu.title), parent: menu, startsGroup: !rows.isEmpty))
                    startsGroup = false
                }
                appendRows(of: menu.children, parent: menu, into: &rows, startsGroup: &startsGroup)
                startsGroup = true
            case let menu as UIMenu:
                rows.append(MenuRow(kind: .submenu(menu), parent: parent, startsGroup: startsGroup && !rows.isEmpty))
                startsGroup = false
            case let deferred as UIDeferredMenuElement:
                let key = ObjectIdentifier(deferred)
                if let elements = deliveredElements[key] ?? (deferred.isUncached ? nil : deferred.loadedElements) {
                    appendRows(of: elements, parent: parent, into: &rows, startsGroup: &startsGroup)
                } else {
                    rows.append(MenuRow(kind: .loading, parent: parent, startsGroup: startsGroup && !rows.isEmpty))
                    startsGroup = false
                    if requestedElements.insert(key).inserted { pendingLoads.append(deferred) }
                }
            default:
                continue
            }
        }
    }

    private func rebuildRowViews() {
        for view in rowViews { view.removeFromSuperview() }
        for band in groupBands { band.removeFromSuperview() }
        groupBands = []
        let reservesCheck = rows.contains { row in
            if case .action(let action) = row.kind { return action.state != .off }
            return false
        } || shownMenu.options.contains(.singleSelection) || selectsAcrossMenu
        var previousInGroup = false
        rowViews = rows.map { row in
            let view = MenuRowView(row: row, reservesCheckColumn: reservesCheck,
                                   showsHairline: previousInGroup && !row.startsGroup)
            previousInGroup = true
            content.addSubview(view)
            if row.startsGroup {
                let band = UIView()
                band.backgroundColor = .systemGray5
                content.addSubview(band)
                groupBands.append(band)
            }
            return view
        }
        highlightedIndex = nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        var y: CGFloat = 0
        var bandIndex = 0
        for (row, view) in zip(rows, rowViews) {
            if row.startsGroup {
                groupBands[bandIndex].frame = CGRect(x: 0, y: y, width: Self.panelWidth, height: Self.groupGap)
                bandIndex += 1
                y += Self.groupGap
            }
            view.frame = CGRect(x: 0, y: y, width: Self.panelWidth, height: view.preferredHeight)
            y += view.preferredHeight
        }
        contentHeight = y
        panel.frame = panelFrame(contentHeight: y)
        content.frame = CGRect(x: 0, y: 0, width: Self.panelWidth, height: y)
        scroll(to: scrollOffset)
    }

    /// Where the panel goes for `contentHeight` points of rows: below the source, else above, kept on
    /// screen (see the type's notes).
    private func panelFrame(contentHeight: CGFloat) -> CGRect {
        let area = bounds.inset(by: window?.safeAreaInsets ?? .zero).insetBy(dx: Self.margin, dy: Self.margin)
        let width = min(Self.panelWidth, max(0, area.width))
        let height = min(contentHeight, max(0, area.height))
        let x = min(max(sourceRect.minX, area.minX), area.maxX - width)
        let below = sourceRect.maxY + Self.margin
        let above = sourceRect.minY - Self.margin - height
        let y: CGFloat
        if below + height <= area.maxY {
            y = below
        } else if above >= area.minY {
            y = above
        } else {
            y = min(max(below, area.minY), area.maxY - height)
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The index of the row at `point` (the container's coordinates), or nil outside the rows.
    func rowIndex(at point: CGPoint) -> Int? {
        guard panel.frame.contains(point) else { return nil }
        let inContent = convert(point, to: content)
        return rowViews.firstIndex { $0.frame.contains(inContent) }
    }

    // MARK: Choosing and closing

    /// Chooses the row at `index` (see the type's notes); a row that is not selectable does nothing.
    func chooseRow(at index: Int) {
        guard rows.indices.contains(index), rows[index].isSelectable, !isClosed else { return }
        switch rows[index].kind {
        case .action(let action):
            choose(action, in: rows[index].parent)
        case .submenu(let menu):
            submenuStack.append(menu)
            scrollOffset = 0
            reloadRows()
        case .back:
            submenuStack.removeLast()
            scrollOffset = 0
            reloadRows()
        case .header, .loading:
            break
        }
    }

    private func choose(_ action: any UIMenuLeaf, in parent: UIMenu) {
        if selectsAcrossMenu {
            for other in Self.actions(in: rootMenu.children) where other !== action { other.state = .off }
            action.state = .on
        } else if parent.options.contains(.singleSelection) {
            for case let other as any UIMenuLeaf in parent.children where other !== action { other.state = .off }
            action.state = .on
        }
        onSelectionChange?(action)
        if action.attributes.contains(.keepsMenuPresented) {
            let highlighted = highlightedIndex
            reloadRows()
            highlightedIndex = highlighted
            action.performWithSender(sender, target: target(for: action))
        } else {
            close(choosing: action)
        }
    }

    /// Every action and command in `elements`, inline groups, submenus and loaded deferred elements
    /// included.
    static func actions(in elements: [UIMenuElement]) -> [any UIMenuLeaf] {
        elements.flatMap { element -> [any UIMenuLeaf] in
            switch element {
            case let leaf as any UIMenuLeaf: [leaf]
            case let menu as UIMenu: actions(in: menu.children)
            case let deferred as UIDeferredMenuElement: actions(in: deferred.loadedElements ?? [])
            default: []
            }
        }
    }

    /// Closes the menu; when `action` is given, performs it afterwards with the menu's sender (a
    /// command goes to the responder found before the menu left the window). Closing twice does nothing.
    func close(choosing action: (any UIMenuLeaf)?) {
        guard !isClosed else { return }
        isClosed = true
        let commandTarget = action.flatMap(target(for:))
        willClose?()
        willClose = nil
        removeFromSuperview()
        action?.performWithSender(sender, target: commandTarget)
        didClose?()
        didClose = nil
    }

    // MARK: Touches

    /// Takes over `touch`, the finger that opened the menu on its source and is still down: its moves
    /// and its end come here from now on, as a slide over the rows (see the type's notes). The source
    /// lets go of the touch first.
    func adopt(openingTouch touch: UITouch) {
        touch.view = self
        touchBeganOutside = false
    }

    /// Follows the long press that opened the menu and is still held, as a slide over the rows: its
    /// recognizer has the touch, so the moves and the lift arrive as its states.
    func followPress(of recognizer: UIGestureRecognizer) {
        guard !isClosed else { return }
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .changed: slide(to: point)
        case .ended: lift(at: point)
        case .cancelled, .failed: highlightedIndex = nil
        default: break
        }
    }

    /// Highlights the selectable row under a sliding finger, or none.
    private func slide(to point: CGPoint) {
        highlightFollowsKeyboard = false
        highlightedIndex = rowIndex(at: point).flatMap { rows[$0].isSelectable ? $0 : nil }
    }

    /// A sliding finger lifted: chooses the row under it; anywhere else nothing, the menu stays open.
    private func lift(at point: CGPoint) {
        if let index = rowIndex(at: point), rows[index].isSelectable {
            chooseRow(at: index)
        } else {
            highlightedIndex = nil
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        touchBeganOutside = !panel.frame.contains(point)
        scrollDrag = !touchBeganOutside && maximumScrollOffset > 0 ? (point.y, scrollOffset, nil) : nil
        slide(to: point)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !touchBeganOutside else { return }
        let point = touch.location(in: self)
        if !scrollsDrag(to: point) { slide(to: point) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if touchBeganOutside {
            guard !panel.frame.contains(point) else { return }
            if let onSourceTap, sourceRect.contains(point) {
                onSourceTap()
            } else {
                close(choosing: nil)
            }
        } else if scrollDrag?.scrollsFromY != nil {
            scrollDrag = nil
        } else {
            lift(at: point)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        scrollDrag = nil
        highlightedIndex = nil
    }
}
