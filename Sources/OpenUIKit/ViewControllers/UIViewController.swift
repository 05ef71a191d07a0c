import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// The view is created lazily: the first read of ``view`` calls ``loadView()`` then ``viewDidLoad()``,
/// once. The controller is its root view's next responder and hears its layout
/// (``viewWillLayoutSubviews()`` / ``viewDidLayoutSubviews()``) through the view's delegate hook.
/// Appearance callbacks come from whoever puts the view on screen — a window's
/// ``UIWindow/rootViewController``, a presentation, a navigation controller — through
/// ``beginAppearanceTransition(_:animated:)`` / ``endAppearanceTransition()``, and are forwarded to
/// children whose views are inside this controller's view (`UIViewController+Appearance.swift`).
/// Presentation lives in `UIViewController+Presentation.swift`.
@MainActor
open class UIViewController: UIResponder {
    // `@exclusivity(unchecked)` on the state presenting, dismissing and trait lookups read (view,
    // appearance, presentation, traits, containment, presentation settings): main-actor state, never
    // modified from inside its own access. Removing these groups costs the modal cycle +2.7 % and the card
    // cycle +2.5 % instructions (docs/Performance.md, "Exclusivity checks").
    @exclusivity(unchecked) private var storedView: UIView?
    private var storedNavigationItem: UINavigationItem?
    /// The item ``tabBarItem`` made or was given (`UIViewController+TabBar.swift`).
    var storedTabBarItem: UITabBarItem?
    /// What ``toolbarItems`` holds (`UIViewController+Toolbar.swift`).
    var storedToolbarItems: [UIBarButtonItem]?

    /// Where the controller is in its appearance cycle (see `UIViewController+Appearance.swift`).
    @exclusivity(unchecked) var appearanceState: AppearanceState = .disappeared
    @exclusivity(unchecked) var appearanceIsAnimated = false

    /// The controller this one presented, when it is the presenter itself (not through an ancestor).
    @exclusivity(unchecked) var directlyPresentedViewController: UIViewController?
    /// The controller that presented this one directly.
    @exclusivity(unchecked) weak var directPresentingViewController: UIViewController?
    /// The presentation controller that manages (or will manage) this controller's presentation.
    @exclusivity(unchecked) var storedPresentationController: UIPresentationController? {
        didSet { traitSourcesDidChange() }
    }
    /// The controller's trait overrides and registrations (`UIViewController+Traits.swift`).
    @exclusivity(unchecked) var traitState = ControllerTraitState()
    /// The key commands ``addKeyCommand(_:)`` added (`UIViewController+KeyCommands.swift`).
    var addedKeyCommands: [UIKeyCommand] = []

    /// What ``init(nibName:bundle:)`` was given, behind the overridable ``nibName`` and ``nibBundle``.
    private let initialNibName: String?
    private let initialNibBundle: Bundle?

    /// Called when the controller's traits changed (`UIView+TraitChanges.swift` says when), with
    /// ``UITraitCollection/current`` set to the new traits, before its view hears; does nothing by
    /// default. Deprecated in iOS 17 in favour of `registerForTraitChanges`, and still called.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the controller's view changes size, as UIKit's `viewWillTransition(to:with:)`:
    /// the window's root view controller hears it when the window's size changes — a rotation
    /// (``UIScreen/orientation``) or a frame the app sets — while ``view`` still has its old size.
    /// Apple: "If you override this method in your custom view controllers, always call super at some
    /// point in your implementation so that UIKit can forward the size change message appropriately."
    /// The default forwards to each child with the same size (UIKit's default
    /// `size(forChildContentContainer:withParentContainerSize:)` returns the parent's size) and to the
    /// controller this one presented, with the window's size. Work to do with the change goes in
    /// `coordinator.animate(alongsideTransition:completion:)`; in OpenUIKit the change is not animated
    /// and those blocks run once the new size is applied and laid out (``SizeTransitionCoordinator``).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        directlyPresentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// Called when the controller's size classes are about to change, as UIKit's
    /// `willTransition(to:with:)`, before ``traitCollectionDidChange(_:)``; `newCollection` holds the
    /// new traits. Called on every controller whose horizontal or vertical size class changes (a
    /// rotation of a phone changes the vertical one), children included, so it does nothing by
    /// default. As in UIKit, ``traitCollection`` (and the view's, and an inheriting child's) still
    /// reports the old traits while it runs, and the new ones in the coordinator's alongside blocks
    /// (`UIView+TraitChanges.swift`). The coordinator is the
    /// size change's when the window is resizing (``viewWillTransition(to:with:)`` saw it first).
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The name of the controller's nib, as UIKit's `open var nibName: String? { get }`: the name given
    /// to ``init(nibName:bundle:)``, nil when it was created in code. Overridable, as in UIKit, where a
    /// subclass names its nib with `override var nibName: String? { "Profile" }`; ``loadView()`` reads
    /// this property, not the initializer's argument, as UIKit's does ("a view controller has an
    /// associated nib file if the nibName property returns a non-nil value"). OpenUIKit loads no nib:
    /// see ``loadView()``.
    open var nibName: String? { initialNibName }
    /// The bundle of the controller's nib, as UIKit's `open var nibBundle: Bundle? { get }`: the bundle
    /// given to ``init(nibName:bundle:)``. Overridable, as ``nibName``.
    open var nibBundle: Bundle? { initialNibBundle }

    /// Creates a view controller, as UIKit's designated `init(nibName:bundle:)`. Subclasses override it
    /// or call it with nil, nil. A nib name is kept in ``nibName``, but no nib is loaded: when the view
    /// is first needed, the default ``loadView()`` reports `nib.loadingUnavailable` and makes a plain
    /// view, as it does with no nib name.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialNibName = nibNameOrNil
        initialNibBundle = nibBundleOrNil
        super.init()
    }

    /// Returns nil, with the warning `nib.decodingUnavailable`: UIKit decodes a controller from a
    /// storyboard here, and OpenUIKit has none. Required, as in UIKit, so the boilerplate of nearly
    /// every controller subclass compiles unchanged (`fatalError(…)`, or `super.init(coder: coder)`).
    public required init?(coder: NSCoder) {
        InterfaceBuilderArchives.refuseDecoding(of: Self.self)
        return nil
    }

    /// Creates a view controller with no nib, through ``init(nibName:bundle:)`` with nil, nil, as
    /// `UIViewController()` does in UIKit (so a subclass's override of that initializer runs).
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded on first access with ``loadView()`` and ``viewDidLoad()``.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.viewDelegate = nil
            storedView = newValue
            newValue?.viewDelegate = self
            traitSourcesDidChange()
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil {
            Diagnostics.warn("viewController.loadViewSetNoView",
                             "\(type(of: self)).loadView() did not set a view; using a plain view.")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// Creates the view: called once, when ``UIViewController/view`` is first read (or by
    /// ``UIViewController/loadViewIfNeeded()``), and followed by ``UIViewController/viewDidLoad()``. The
    /// default makes a plain view the size of the screen, as UIKit does without a nib; when
    /// ``UIViewController/nibName`` returns a name (given to the initializer or returned by a subclass's
    /// override) it reports `nib.loadingUnavailable` first, since no nib can be loaded here. Override it
    /// to build your own view and assign it to ``UIViewController/view``, without calling super, as UIKit documents. An override that sets no view gets a plain one and the
    /// warning `viewController.loadViewSetNoView` (UIKit would call `loadView()` again on every read).
    open func loadView() {
        if let nibName { InterfaceBuilderArchives.refuseLoading(nibName: nibName, bundle: nibBundle, for: type(of: self)) }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// Called instead of the view's ``UIView/updateConstraints()`` when the root view needs its
    /// constraints updated, as UIKit's; the default calls the view's. Overrides update their
    /// constraints and call `super.updateViewConstraints()` last.
    open func updateViewConstraints() {
        view.updateConstraints()
    }

    /// Called before the view is added to the view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added and its appearance transition finished.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed (or covered by a full-screen presentation).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed (or covered).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Room the controller's content needs beyond the safe area its view would otherwise have (a
    /// custom toolbar of its own, say): added to its view's ``UIView/safeAreaInsets`` and so to its
    /// descendants', as UIKit's. Zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the view's layout margins are at least ``systemMinimumLayoutMargins`` (true by default,
    /// as UIKit's): false leaves the root view's margins to its
    /// ``UIView/directionalLayoutMargins`` alone, as for any other view.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Called when the view's safe-area insets changed (see ``UIView/safeAreaInsetsDidChange()``).
    /// Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the view's layout margins changed (see ``UIView/layoutMarginsDidChange()``).
    /// Does nothing by default.
    open func viewLayoutMarginsDidChange() {}

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Whether appearance callbacks are forwarded to children automatically (true, as in UIKit).
    /// A container that drives its children's appearance itself returns false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether this container calls its children's appearance methods itself when it changes which
    /// child is shown, so their views entering the window must not (a navigation controller does).
    var drivesChildAppearance: Bool { false }

    // MARK: Title and navigation

    /// The title; setting it also sets ``UIViewController/navigationItem``'s title and, once it has
    /// one, its ``tabBarItem``'s, as UIKit documents.
    open var title: String? {
        didSet {
            navigationItem.title = title
            storedTabBarItem?.title = title
        }
    }

    /// Whether a tab bar controller hides its bar while this controller is in the navigation stack of
    /// the selected tab (false by default), as UIKit's: set it before pushing the controller.
    open var hidesBottomBarWhenPushed = false

    /// The item that represents this controller in a navigation bar, created on first use.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title)
        storedNavigationItem = item
        return item
    }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        var candidate = parent
        while let current = candidate {
            if let navigation = current as? UINavigationController { return navigation }
            candidate = current.parent
        }
        return nil
    }

    // MARK: Editing (see UIViewController+Editing.swift)

    /// Whether the controller's content is being edited; setting it is
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing, as UIKit's: the ``editButtonItem`` turns to Done (or back to Edit).
    /// Override it to put views in editing too, calling super; ``UITableViewController`` edits its table.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        updateEditButtonItem()
    }

    var editingState = false
    var storedEditButtonItem: UIBarButtonItem?

    // MARK: Containment

    /// The container this controller is a child of.
    @exclusivity(unchecked) public internal(set) weak var parent: UIViewController? {
        didSet { traitSourcesDidChange() }
    }
    /// The child controllers, in the order they were added.
    @exclusivity(unchecked) public internal(set) var children: [UIViewController] = []

    /// Adds `child` as a child, calling its ``willMove(toParent:)`` first, as UIKit does. The container
    /// adds the child's view and then calls `child.didMove(toParent: self)`. A child of another
    /// container is removed from it first; adding self or an ancestor is refused with an error.
    open func addChild(_ child: UIViewController) {
        var ancestor: UIViewController? = self
        while let current = ancestor {
            guard current !== child else {
                Diagnostics.report(Diagnostic(code: "viewController.childCycle", severity: .error,
                                              message: "Can't add \(type(of: child)) as a child of itself or of its own descendant."))
                return
            }
            ancestor = current.parent
        }
        guard child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent and calls ``didMove(toParent:)`` with nil, as UIKit
    /// does. The container calls `willMove(toParent: nil)` before and removes the view itself.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to (or, with nil, removed from) a container.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to (or, with nil, removed from) a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation settings

    /// The size the controller would like when shown in a form sheet or popover; zero means
    /// "use the default" (540×620 for a form sheet, 320×480 for a popover). A change while presented
    /// lays the presentation out again.
    @exclusivity(unchecked) open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            storedPresentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Whether this controller's view is covered by `currentContext` / `overCurrentContext`
    /// presentations made by it or its descendants.
    open var definesPresentationContext = false
    /// Whether the context-defining controller's ``modalTransitionStyle`` replaces the presented one's.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the presentation refuses interactive dismissal (for a popover: touches outside).
    open var isModalInPresentation = false
    /// Whether a popover showing this controller ignores touches outside it, as UIKit's
    /// `isModalInPopover` (the article's `modalInPopover`).
    open var isModalInPopover = false
    /// How this controller is shown when presented.
    @exclusivity(unchecked) open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation used when this controller is presented and dismissed.
    @exclusivity(unchecked) open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a controller presented non-full-screen takes over the status bar appearance from its
    /// presenter, as UIKit's (read by ``UIStatusBarManager``).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The status bar content this controller wants while it decides the status bar's look
    /// (``UIStatusBarManager/statusBarStyle`` says which controller does); `.default` unless
    /// overridden, as UIKit's. A navigation controller keeps this default rather than asking its top
    /// controller, as UIKit's does: override ``childForStatusBarStyle`` to forward.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden while it decides; false unless overridden.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar changes when ``setNeedsStatusBarAppearanceUpdate()`` runs inside an
    /// animation block; `.fade` by default, as UIKit's.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child whose ``preferredStatusBarStyle`` decides instead of this controller's; nil by default.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child whose ``prefersStatusBarHidden`` decides instead of this controller's; nil by default.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Tells the system that the status bar preferences changed, as UIKit's. OpenUIKit's
    /// ``UIStatusBarManager`` reads the preferences each time it is asked, so the next read already
    /// follows them; nothing is kept to refresh, and no status bar is drawn on Linux.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Supplies the presentation controller for the ``UIModalPresentationStyle/custom`` style.
    @exclusivity(unchecked) open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Whether the controller is in the middle of being presented.
    @exclusivity(unchecked) public internal(set) var isBeingPresented = false
    /// Whether the controller is in the middle of being dismissed.
    @exclusivity(unchecked) public internal(set) var isBeingDismissed = false

    // MARK: Presenting (see UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally, as UIKit's `present(_:animated:completion:)`.
    ///
    /// Refusals follow UIKit: presenting while already presenting, from a controller that is being
    /// dismissed, or from a view that is not in a window logs UIKit's warning and does nothing; a request UIKit answers with an exception
    /// (`partialCurl` with a style other than full screen, an already active or child controller, a
    /// popover with no anchor) reports an error ``Diagnostic``. In both cases nothing changes. Use
    /// ``tryPresent(_:animated:completion:)`` to get the error thrown instead.
    open func present(_ viewControllerToPresent: UIViewController, animated: Bool,
                      completion: (@MainActor () -> Void)? = nil) {
        do {
            try tryPresent(viewControllerToPresent, animated: animated, completion: completion)
        } catch {
            Diagnostics.report(Diagnostic(code: error.code, severity: .error, message: error.message))
        }
    }

    /// Dismisses the controller this one presented (or, when this one was presented, itself), as
    /// UIKit's `dismiss(animated:completion:)`. Called on a controller low in a chain of presented
    /// controllers, it dismisses every controller above it: only the top one animates.
    open func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        performDismissal(animated: animated, completion: completion)
    }

    /// The presentation controller of this controller's style when no transitioning delegate provides
    /// one: a popover presentation controller for the popover style, a sheet presentation controller
    /// for the sheet styles (``UIModalPresentationStyle/automatic`` included), else a plain one. An
    /// alert controller makes its own (`AlertPresentationController`), as UIKit's does.
    func makePresentationController(popover: Bool) -> UIPresentationController {
        if popover { return UIPopoverPresentationController(presentedViewController: self, presenting: nil) }
        if wantsSheetPresentation { return UISheetPresentationController(presentedViewController: self, presenting: nil) }
        return UIPresentationController(presentedViewController: self, presenting: nil)
    }

    /// Whether this controller's style is presented by a ``UISheetPresentationController``.
    var wantsSheetPresentation: Bool {
        let style = UIPresentationController.normalized(modalPresentationStyle)
        return style == .pageSheet || style == .formSheet
    }

    // MARK: Responder chain

    /// A presented controller's next responder is the controller that presented it; otherwise it is
    /// the root view's superview (for a window's root view controller, the window), as in UIKit.
    open override var next: UIResponder? {
        if let directPresentingViewController { return directPresentingViewController }
        return storedView?.superview
    }
}

extension UIViewController: UIViewDelegate {}
