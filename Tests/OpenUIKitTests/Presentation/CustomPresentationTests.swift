import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A custom presentation that shows the presented view in the bottom half and records its hooks.
@MainActor
final class HalfSheetPresentationController: UIPresentationController {
    var hooks: [String] = []
    var hidesPresenter = false

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { hidesPresenter }

    override func presentationTransitionWillBegin() { hooks.append("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { hooks.append("presentationDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { hooks.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { hooks.append("dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { hooks.append("willLayout") }
    override func containerViewDidLayoutSubviews() { hooks.append("didLayout") }
}

@MainActor
final class HalfSheetTransitioningDelegate: UIViewControllerTransitioningDelegate {
    var hidesPresenter = false
    private(set) var made: [HalfSheetPresentationController] = []

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let presentation = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        presentation.hidesPresenter = hidesPresenter
        made.append(presentation)
        return presentation
    }
}

@MainActor
@Suite struct CustomPresentationTests {
    @Test func theTransitioningDelegatesPresentationControllerPlacesTheViewAndHearsItsHooks() throws {
        let host = TestHost(device: .iPhone15)
        let root = LoggingViewController("A")
        host.window.rootViewController = root
        root.log.entries.removeAll()
        let delegate = HalfSheetTransitioningDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        host.runUntilIdle()
        let presentation = try #require(delegate.made.last)
        #expect(presented.presentationController === presentation)
        #expect(presentation.presentationStyle == .custom, "a custom presentation is not adapted on a phone")
        #expect(presented.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(root.appearanceLog.isEmpty)
        #expect(presentation.hooks.first == "presentationWillBegin")
        #expect(presentation.hooks.contains("willLayout") && presentation.hooks.contains("didLayout"))
        // The last transition hook; `runUntilIdle()` then lays the window out, as a frame would.
        #expect(presentation.hooks.last { !$0.hasSuffix("Layout") } == "presentationDidEnd(true)")
        presentation.hooks.removeAll()
        root.dismiss(animated: false)
        #expect(presentation.hooks == ["dismissalWillBegin", "dismissalDidEnd(true)"])
        #expect(presented.viewIfLoaded?.window == nil)
    }

    /// The container is laid out once as the presentation begins (before the appearance callbacks),
    /// and the frame's layout pass does not lay it out again with nothing changed; a change (here a
    /// rotation) marks it, and the hooks run again around the new layout.
    @Test func aPresentationLaysItsContainerOutOnceUntilSomethingChanges() throws {
        let (host, presented, delegate) = presentHalfSheet(animated: false)
        host.window.layoutIfNeeded()
        let presentation = try #require(delegate.made.last)
        #expect(presentation.hooks.filter { $0.hasSuffix("Layout") } == ["willLayout", "didLayout"])
        host.screen.orientation = .landscapeLeft
        host.window.layoutIfNeeded()
        #expect(presentation.hooks.filter { $0.hasSuffix("Layout") } == ["willLayout", "didLayout", "willLayout", "didLayout"])
        #expect(presented.view.frame == CGRect(x: 0, y: 196.5, width: 852, height: 196.5))
    }

    /// A layout while the built-in transition animates leaves the presented view where the animation
    /// puts it; the transition's end lays the container out again, so the view ends where the layout
    /// places it now.
    @Test func aLayoutDuringTheTransitionIsAppliedWhenItEnds() {
        let (host, presented, _) = presentHalfSheet(animated: true)
        host.advance(by: 0.1)
        host.screen.orientation = .landscapeLeft
        host.window.layoutIfNeeded()
        host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 196.5, width: 852, height: 196.5))
    }

    private func presentHalfSheet(animated: Bool) -> (TestHost, UIViewController, HalfSheetTransitioningDelegate) {
        let host = TestHost(device: .iPhone15)
        let root = UIViewController()
        host.window.rootViewController = root
        let delegate = HalfSheetTransitioningDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: animated)
        return (host, presented, delegate)
    }

    @Test func aCustomPresentationThatRemovesThePresentersViewGivesItCallbacks() {
        let host = TestHost(device: .iPad)
        let root = LoggingViewController("A")
        host.window.rootViewController = root
        root.log.entries.removeAll()
        let delegate = HalfSheetTransitioningDelegate()
        delegate.hidesPresenter = true
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        #expect(root.appearanceLog == ["A.willDisappear", "A.didDisappear"])
        #expect(root.view.window == nil)
        root.dismiss(animated: false)
        #expect(root.view.window === host.window)
    }

    @Test func withoutATransitioningDelegateTheCustomStyleFillsTheWindow() {
        let host = TestHost(device: .iPad, orientation: .landscapeLeft)
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        root.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(root.view.window === host.window)
    }
}
