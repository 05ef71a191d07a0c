import Foundation

/// A container that shows one of its children at a time, chosen with a tab bar along the bottom, as
/// UIKit's `UITabBarController`.
///
/// The children are ``viewControllers``; the bar shows each one's ``UIViewController/tabBarItem``. The
/// selected child's view fills the area above the bar (content does not extend under the bar; see the
/// README's differences, as for the navigation bar), and the bar reaches down under the home
/// indicator. A tap on a tab asks the ``delegate`` whether it may be selected, selects it, and tells
/// the delegate — also for the tab already selected, whose navigation controller then pops to its
/// root, as UIKit does. Selecting in code (``selectedIndex``, ``selectedViewController``) asks and
/// tells no delegate, as UIKit documents. While the tab bar controller is on screen, switching tabs
/// calls the outgoing child's `viewWillDisappear`/`viewDidDisappear` and the incoming one's
/// `viewWillAppear`/`viewDidAppear` around the switch. A navigation controller in a tab whose stack
/// holds a controller with ``UIViewController/hidesBottomBarWhenPushed`` hides the bar, as UIKit.
///
/// UIKit moves tabs past the fifth on an iPhone into a "More" list; OpenUIKit has no table view to
/// show that list, so every tab stays in the bar (see the README's differences).
@MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar the controller shows and manages, as UIKit's (read-only) `tabBar`.
    public let tabBar = UITabBar(frame: .zero)

    /// Hears the user's tab selections and may refuse them.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The children, one per tab. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The children shown as tabs, in order.
    private var tabs: [UIViewController] = []
    /// The index of the selected child in ``tabs``; nil when there are none.
    private var selection: Int?

    /// Creates a tab bar controller with no tabs, as UIKit's `init(nibName:bundle:)` (no nib is loaded).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.controller = self
        tabBar.delegate = self
    }

    /// Returns nil: there are no storyboards to decode from (see ``UIViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Switching tabs calls the children's appearance methods itself.
    override var drivesChildAppearance: Bool { true }

    /// Builds the view: the selected child's view above the bar.
    open override func loadView() {
        let container = ContainerControllerView(frame: UIScreen.main.bounds)
        container.layoutHandler = { [weak self] in self?.layoutContent() }
        container.backgroundColor = .systemBackground
        view = container
        container.addSubview(tabBar)
        if let selected = selectedViewController { install(selected) }
        layoutContent()
    }

    /// The selected child.
    ///
    /// Setting a controller that is not one of the tabs is refused with a `tabBarController.notATab`
    /// error, as UIKit raises ("Only a view controller in the tab bar controller's list of view
    /// controllers can be selected").
    open var selectedViewController: UIViewController? {
        get { selection.map { tabs[$0] } }
        set {
            guard let newValue else { return }
            guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
                return Diagnostics.report(Diagnostic(code: "tabBarController.notATab", severity: .error,
                                                     message: "Only a view controller in the tab bar controller's list of view controllers can be selected."))
            }
            select(index)
        }
    }

    /// The index of the selected tab; `NSNotFound` when there are none, as UIKit. An index past the tabs
    /// is ignored with a `tabBarController.indexOutOfRange` warning.
    open var selectedIndex: Int {
        get { selection ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else {
                return Diagnostics.warn("tabBarController.indexOutOfRange",
                                        "selectedIndex \(newValue) is past the \(tabs.count) tabs; ignored.")
            }
            select(newValue)
        }
    }

    /// Replaces the tabs (the change is applied at once even when animated). Children no longer listed
    /// leave the controller; new ones join it. As UIKit documents, the controller then reselects the
    /// previously selected child if it is still a tab, else the tab at the same index, else the first.
    /// A list holding a controller twice is refused with a `tabBarController.duplicate` error.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        guard Set(newTabs.map(ObjectIdentifier.init)).count == newTabs.count else {
            return Diagnostics.report(Diagnostic(code: "tabBarController.duplicate", severity: .error,
                                                 message: "A view controller can appear only once in a tab bar controller's view controllers."))
        }
        let oldSelected = selectedViewController
        let removed = tabs.filter { old in !newTabs.contains { $0 === old } }
        let added = newTabs.filter { new in !tabs.contains { $0 === new } }
        var newSelection: Int?
        if !newTabs.isEmpty {
            if let oldSelected, let kept = newTabs.firstIndex(where: { $0 === oldSelected }) {
                newSelection = kept
            } else if let selection, newTabs.indices.contains(selection) {
                newSelection = selection
            } else {
                newSelection = 0
            }
        }
        let newSelected = newSelection.map { newTabs[$0] }
        switchingAppearance(from: oldSelected, to: newSelected) {
            for controller in removed {
                controller.willMove(toParent: nil)
                // Containment's order: the view leaves before the controller does.
                if controller === oldSelected { controller.viewIfLoaded?.removeFromSuperview() }
                controller.removeFromParent()
            }
            for controller in added { addChild(controller) }
            tabs = newTabs
            selection = newSelection
            tabBar.replaceItems(newTabs.isEmpty ? nil : newTabs.map(\.tabBarItem))
            tabBar.selectedItem = newSelected?.tabBarItem
            if oldSelected !== newSelected { swapViews(from: oldSelected, to: newSelected) }
            for controller in added { controller.didMove(toParent: self) }
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Selects the tab at `index`, swapping the views and running the appearance callbacks.
    private func select(_ index: Int) {
        guard index != selection else { return }
        let old = selectedViewController
        let new = tabs[index]
        switchingAppearance(from: old, to: new) {
            selection = index
            tabBar.selectedItem = new.tabBarItem
            swapViews(from: old, to: new)
        }
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Runs `change`, which shows `new` instead of `old`, inside their appearance transitions when the
    /// controller is on screen, in UIKit's order: `old`'s `viewWillDisappear` and `new`'s
    /// `viewWillAppear`, the change, then `viewDidDisappear` and `viewDidAppear`.
    private func switchingAppearance(from old: UIViewController?, to new: UIViewController?, _ change: () -> Void) {
        let transitions = old !== new && isViewLoaded && appearanceState.isVisibleOrAppearing
        if transitions {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        change()
        if transitions {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    /// Replaces `old`'s view with `new`'s in the content area, once the view is loaded.
    private func swapViews(from old: UIViewController?, to new: UIViewController?) {
        guard let view = viewIfLoaded else { return }
        old?.viewIfLoaded?.removeFromSuperview()
        if let new { install(new) }
        view.setNeedsLayout()
    }

    /// A tap on `item`'s button (from ``tabBar``): asks the delegate, selects, tells the delegate; false
    /// when the delegate refused. The tab already selected pops its navigation controller to the root.
    func userSelected(_ item: UITabBarItem) -> Bool {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return false }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return false }
        if index == selection {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    /// Called after the user selected `item` in the bar, as UIKit's tab bar delegate method, which the
    /// controller adopts; does nothing by default. Subclasses override it to react to a tap (the tab is
    /// already selected when it is called).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// A child's item was replaced: the bar shows the new one.
    func tabBarItemDidChange(of child: UIViewController) {
        guard tabs.contains(where: { $0 === child }) else { return }
        tabBar.replaceItems(tabs.map(\.tabBarItem))
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Puts `child`'s view into the content area, under the bar.
    private func install(_ child: UIViewController) {
        let childView: UIView = child.view
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(childView, belowSubview: tabBar)
        childView.frame = contentFrame
    }

    /// Whether the bar is hidden for the selected tab: a navigation controller whose stack holds a
    /// controller with ``UIViewController/hidesBottomBarWhenPushed`` hides it, as UIKit (the bar stays
    /// hidden until that controller is popped).
    var hidesTabBarForSelection: Bool {
        guard let navigation = selectedViewController as? UINavigationController else { return false }
        return navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// The area the selected child's view fills: above the bar, or everything when the bar is hidden.
    private var contentFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let top = tabBar.isHidden ? view.bounds.height : tabBar.frame.minY
        return CGRect(x: 0, y: 0, width: view.bounds.width, height: max(top, 0))
    }

    /// Places the bar along the bottom (its items' row plus the home indicator's area) and the selected
    /// child's view above it. Called by the controller's view when it lays out.
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        tabBar.isHidden = hidesTabBarForSelection
        let height = tabBar.barHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: max(view.bounds.height - height, 0), width: view.bounds.width, height: height)
        if let child = selectedViewController?.viewIfLoaded, child.superview === view {
            child.frame = contentFrame
        }
    }

    // MARK: Status bar and traits follow the selected tab

    /// The selected child decides the status bar's style, as UIKit's tab bar controller.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected child decides whether the status bar hides, as UIKit's tab bar controller.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
}
