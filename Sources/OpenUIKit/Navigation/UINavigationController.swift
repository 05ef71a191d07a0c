import Foundation

/// A container that shows a stack of view controllers with a navigation bar, as UIKit's
/// `UINavigationController`.
///
/// The stack's controllers are its children; the top one's view fills the area under the bar (the
/// whole view when the bar is hidden; content never slides under the bar, see the README's
/// differences), and follows the bar's height when it shows or hides a large title. Pushing slides the new view in from the right over 0.35 s while the old one moves a third of
/// the way left (UIKit's parallax push; the duration is the commonly measured one, UIKit does not
/// document it); popping reverses it. While the navigation controller is on screen the outgoing
/// controller gets `viewWillDisappear` / `viewDidDisappear` and the incoming one `viewWillAppear` /
/// `viewDidAppear` around the transition; off screen nothing is called until it appears. A push or pop
/// while a transition runs first finishes that transition at once; one the ``delegate``'s animator
/// runs cannot be finished early, so the change is refused with the warning
/// `navigation.transitionInProgress` (UIKit ignores it, logging an unbalanced transition). The
/// delegate's animators and interaction controllers are in `UINavigationController+Stack.swift`. Stack changes are in
/// `UINavigationController+Stack.swift`.
@MainActor
open class UINavigationController: UIViewController {
    /// How long a push or pop slides.
    public static let transitionDuration: TimeInterval = 0.35

    /// The bar at the top.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar along the bottom, showing the top controller's ``UIViewController/toolbarItems``;
    /// hidden until ``setToolbarHidden(_:animated:)`` shows it, as UIKit's. Made on first use, so a
    /// navigation controller that never shows one carries no toolbar view.
    public var toolbar: UIToolbar! {
        if let loadedToolbar { return loadedToolbar }
        let toolbar = UIToolbar(frame: .zero)
        toolbar.isHidden = true
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
        loadedToolbar = toolbar
        if let view = viewIfLoaded {
            view.addSubview(toolbar)
            layoutToolbar()
        }
        return toolbar
    }
    /// The toolbar, once ``toolbar`` has made it.
    private(set) var loadedToolbar: UIToolbar?

    /// The stack, bottom to top.
    var stack: [UIViewController] = []
    /// The push or pop that is sliding, if any. Weak, as ``UIPresentationController``'s: the
    /// scheduler holds a running animator, whose completion holds this controller.
    weak var animator: TransitionAnimator?
    /// The push or pop running now, built-in or the delegate's: its transition coordinator. Weak, as
    /// ``animator`` (see ``UIPresentationController``'s).
    weak var transition: ViewControllerTransitionContext?

    /// Hears stack changes and may supply their animators.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates an empty navigation controller, as UIKit's `init(nibName:bundle:)` (no nib is loaded).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    /// Returns nil: there are no storyboards to decode from (see ``UIViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a navigation controller whose stack holds `rootViewController`. A root that cannot be
    /// pushed (a navigation controller, a child of another container, a presented controller) is refused
    /// with the same error diagnostic as ``pushViewController(_:animated:)`` (UIKit raises), and the
    /// stack stays empty. Designated, as in UIKit, so a subclass may override it.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        guard validate([rootViewController], method: "init(rootViewController:) with") else { return }
        replaceStack(with: [rootViewController], animated: false, isPush: true)
    }

    /// Push and pop call the children's appearance methods around the slide.
    override var drivesChildAppearance: Bool { true }

    /// Builds the view: the top controller's view under the bar.
    open override func loadView() {
        let container = ContainerControllerView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemBackground
        container.layoutHandler = { [weak self] in self?.layoutToolbar() }
        view = container
        navigationBar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: navigationBar.barHeight)
        navigationBar.autoresizingMask = [.flexibleWidth]
        container.addSubview(navigationBar)
        if let loadedToolbar { container.addSubview(loadedToolbar) }
        if let top = stack.last { installView(of: top) }
    }

    /// Whether the toolbar is hidden (true by default, as UIKit). Setting it is
    /// ``setToolbarHidden(_:animated:)`` without animation.
    open var isToolbarHidden: Bool {
        get { loadedToolbar?.isHidden ?? true }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; the top view shrinks or grows to match. The change is applied at once
    /// even when animated (the bar's slide is not modelled, as for the navigation bar).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        if hidden, loadedToolbar == nil { return }
        toolbar.isHidden = hidden
        layoutToolbar()
    }

    /// Places the toolbar along the bottom (its 44-point row plus the home indicator's area below it)
    /// and keeps the top view between the bars, unless a transition is placing the views.
    func layoutToolbar() {
        guard let view = viewIfLoaded, let toolbar = loadedToolbar else { return }
        let height = toolbar.barHeight + view.safeAreaInsets.bottom
        toolbar.frame = CGRect(x: 0, y: max(view.bounds.height - height, 0), width: view.bounds.width, height: height)
        if animator == nil, transition == nil, let top = stack.last?.viewIfLoaded, top.superview === view {
            top.frame = contentFrame
        }
    }

    /// The stack, bottom to top. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// The controller shown now: the one presented on top of the navigation controller (or of its
    /// stack), else the top of the stack, as UIKit defines it.
    public var visibleViewController: UIViewController? {
        var visible = presentedViewController ?? topViewController?.presentedViewController
        while let next = visible?.presentedViewController, next !== visible { visible = next }
        return visible ?? topViewController
    }

    /// Whether the bar is hidden. Setting it is ``setNavigationBarHidden(_:animated:)`` without animation.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; the top view grows or shrinks to match. The change is applied at once
    /// even when animated (the bar's slide is not modelled).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        if let top = stack.last, top.viewIfLoaded?.superview === viewIfLoaded {
            top.view.frame = contentFrame
        }
    }

    /// Pushes `viewController` and shows it. Pushing a controller already in the stack (or a child of
    /// another container, or a navigation controller) is refused with an error, as UIKit raises.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard validate([viewController], method: "push") else { return }
        replaceStack(with: stack + [viewController], animated: animated, isPush: true)
    }

    /// Pops the top controller and returns it; with only the root left, does nothing and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: Array(stack.dropLast()), animated: animated, isPush: false)
        return top
    }

    /// Pops every controller above the root and returns them (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; only the top one animates. A controller not in the
    /// stack is refused with an error ("Tried to pop to a view controller that doesn't exist.").
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.report(Diagnostic(code: "navigation.popToMissing", severity: .error,
                                          message: "Tried to pop to a view controller that doesn't exist."))
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return nil }
        replaceStack(with: Array(stack[...index]), animated: animated, isPush: false)
        return popped
    }

    /// Replaces the stack. The transition is a push if the new top was not in the stack, else a pop.
    /// An empty stack or one holding a controller twice is refused.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !viewControllers.isEmpty else {
            Diagnostics.warn("navigation.emptyStack", "setViewControllers with an empty array; ignored.")
            return
        }
        guard Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count else {
            Diagnostics.report(Diagnostic(code: "navigation.duplicate", severity: .error,
                                          message: "Pushing the same view controller instance more than once is not supported."))
            return
        }
        let newcomers = viewControllers.filter { candidate in !stack.contains { $0 === candidate } }
        guard validate(newcomers, method: "setViewControllers") else { return }
        let isPush = !stack.contains { $0 === viewControllers.last }
        replaceStack(with: viewControllers, animated: animated, isPush: isPush)
    }
}
