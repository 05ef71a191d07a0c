import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct PresentDismissTests {
    /// A host whose phone sheets are the articles' full-screen ones (``AppRuntime/CompactSheetStyle/fullScreen``),
    /// which this suite's phone cases describe; cards are `CardSheetGeometryTests`'.
    private func setUp(device: UIScreen.Device = .iPhone15) -> (TestHost, LoggingViewController, LoggingViewController.Log) {
        let host = TestHost(device: device)
        host.runtime.compactSheetStyle = .fullScreen
        let log = LoggingViewController.Log()
        let root = LoggingViewController("A", log: log)
        host.window.rootViewController = root
        log.entries.removeAll()
        return (host, root, log)
    }

    @Test func presentLinksPresentingAndPresentedControllers() {
        let (host, root, log) = setUp()
        defer { withExtendedLifetime(host) {} }
        let presented = LoggingViewController("B", log: log)
        let child = UIViewController()
        root.addChild(child)
        root.present(presented, animated: false)
        #expect(root.presentedViewController === presented)
        #expect(child.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        #expect(presented.presentationController?.presentingViewController === root)
        let inner = UIViewController()
        presented.addChild(inner)
        #expect(inner.presentingViewController === root)
        #expect(presented.next === root)
    }

    @Test func unanimatedPresentAndDismissHappenBeforeTheCallReturns() {
        let (host, root, log) = setUp()
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        var completions = 0
        root.present(presented, animated: false) { completions += 1 }
        #expect(completions == 1)
        #expect(presented.view.window === host.window)
        #expect(!presented.isBeingPresented)
        root.dismiss(animated: false) { completions += 1 }
        #expect(completions == 2)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(root.presentedViewController == nil)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test(arguments: [(UIModalTransitionStyle.coverVertical, 0.5), (.crossDissolve, 0.5), (.flipHorizontal, 0.75)])
    func completionRunsWhenTheTransitionEnds(style: UIModalTransitionStyle, duration: TimeInterval) {
        let (host, root, _) = setUp()
        let presented = UIViewController()
        presented.modalTransitionStyle = style
        var presentedAt: TimeInterval?
        root.present(presented, animated: true) { presentedAt = host.now }
        #expect(presentedAt == nil)
        #expect(presented.isBeingPresented)
        host.runUntilIdle()
        #expect(abs((presentedAt ?? -1) - duration) < 1.0 / 30)
        var dismissedAt: TimeInterval?
        let start = host.now
        root.dismiss(animated: true) { dismissedAt = host.now }
        #expect(dismissedAt == nil)
        #expect(presented.isBeingDismissed)
        host.runUntilIdle()
        #expect(abs((dismissedAt ?? 0) - start - duration) < 1.0 / 30)
    }

    @Test func coverVerticalSlidesUpAndCrossDissolveFades() {
        let (host, root, _) = setUp()
        let sliding = UIViewController()
        root.present(sliding, animated: true)
        host.advance(by: 0.25)
        let midY = sliding.view.frame.minY
        #expect(midY > 0 && midY < 852)
        host.runUntilIdle()
        #expect(sliding.view.frame.minY == 0)
        root.dismiss(animated: false)

        let fading = UIViewController()
        fading.modalTransitionStyle = .crossDissolve
        root.present(fading, animated: true)
        host.advance(by: 0.25)
        #expect(fading.view.alpha > 0 && fading.view.alpha < 1)
        #expect(fading.view.frame.minY == 0)
        host.runUntilIdle()
        #expect(fading.view.alpha == 1)
    }

    @Test func flipHorizontalSqueezesThePresentedViewAboutItsCenter() {
        let (host, root, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        let presented = UIViewController()
        presented.modalTransitionStyle = .flipHorizontal
        root.present(presented, animated: true)
        host.advance(by: 0.3)
        let frame = presented.view.frame
        #expect(frame.width > 0 && frame.width < 393)
        #expect(abs(frame.midX - 393 / 2) < 0.001)
        host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func fullScreenPresentationHidesThePresenterWithUIKitsCallbackOrder() {
        let (host, root, log) = setUp()
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        #expect(log.entries.filter { $0.contains("ppear") } == ["A.willDisappear", "B.loadView", "B.viewDidLoad", "B.willAppear"].filter { $0.contains("ppear") })
        host.runUntilIdle()
        #expect(root.appearanceLog == ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
        #expect(root.view.window == nil, "a full-screen presentation removes the presenter's view")
        log.entries.removeAll()
        root.dismiss(animated: true)
        #expect(root.view.window === host.window, "the presenter's view is back under the sliding view")
        host.runUntilIdle()
        #expect(root.appearanceLog == ["B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear"])
    }

    @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .overCurrentContext])
    func sheetAndOverStylesLeaveThePresenterAlone(style: UIModalPresentationStyle) {
        let (host, root, log) = setUp(device: .iPad)
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = style
        root.present(presented, animated: true)
        host.runUntilIdle()
        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.appearanceLog == ["B.willAppear", "B.didAppear", "B.willDisappear", "B.didDisappear"])
        #expect(root.view.window === host.window)
    }

    @Test func onAPhoneASheetAdaptsToFullScreenAndHidesThePresenter() {
        let (host, root, log) = setUp(device: .iPhone15)
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        #expect(presented.presentationController?.presentationStyle == .fullScreen)
        #expect(root.appearanceLog == ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
        #expect(presented.view.frame == host.window.bounds)
    }

    @Test func dismissWorksFromThePresentedControllerAndFromItsChildren() {
        let (host, root, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        let navigation = UINavigationController(rootViewController: UIViewController())
        root.present(navigation, animated: false)
        navigation.topViewController?.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        root.present(navigation, animated: false)
        navigation.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(navigation.presentingViewController == nil)
    }

    @Test func dismissingLowInAChainDismissesEverythingAboveAnimatingOnlyTheTop() {
        let (host, root, log) = setUp()
        let second = LoggingViewController("B", log: log)
        let third = LoggingViewController("C", log: log)
        second.modalPresentationStyle = .fullScreen
        third.modalPresentationStyle = .overFullScreen
        root.present(second, animated: false)
        second.present(third, animated: false)
        #expect(third.presentingViewController === second)
        log.entries.removeAll()
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(second.view.window == nil, "the intermediate controller goes at once")
        #expect(third.view.window === host.window, "the top one animates out")
        #expect(!completed)
        host.runUntilIdle()
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(second.presentedViewController == nil)
        #expect(third.presentingViewController == nil)
        #expect(third.view.window == nil)
        #expect(root.appearanceLog == ["C.willDisappear", "B.willDisappear", "A.willAppear",
                                       "A.didAppear", "C.didDisappear", "B.didDisappear"])
    }

    @Test func dismissOnAMiddleControllerDismissesOnlyWhatItPresented() {
        let (host, root, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        let second = UIViewController()
        let third = UIViewController()
        root.present(second, animated: false)
        second.present(third, animated: false)
        second.dismiss(animated: false)
        #expect(root.presentedViewController === second)
        #expect(second.presentedViewController == nil)
    }

    @Test func presentingWhileAlreadyPresentingWarnsAndDoesNothing() {
        let (host, root, _) = setUp()
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: true)
        var completed = false
        let diagnostics = Diagnostics.record { root.present(second, animated: false) { completed = true } }
        #expect(diagnostics.map(\.code) == ["presentation.alreadyPresenting"])
        #expect(diagnostics.first?.message.hasPrefix("Warning: Attempt to present <UIViewController> on <LoggingViewController> which is already presenting <UIViewController>") == true)
        #expect(diagnostics.first?.severity == .warning)
        #expect(!completed)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!second.isViewLoaded)
        host.runUntilIdle()
        #expect(root.presentedViewController === first)
    }

    @Test func dismissingDuringADismissalWarns() {
        let (host, root, _) = setUp()
        root.present(UIViewController(), animated: false)
        root.dismiss(animated: true)
        var completed = false
        let diagnostics = Diagnostics.record { root.dismiss(animated: true) { completed = true } }
        #expect(diagnostics.map(\.code) == ["presentation.dismissInProgress"])
        host.runUntilIdle()
        #expect(!completed)
        #expect(root.presentedViewController == nil)
    }

    /// Found by the presentation fuzzer: the controller presented on a controller being dismissed
    /// outlived the dismissal, still presented by a controller that was no longer presented.
    @Test func presentingFromAControllerBeingDismissedWarnsAndDoesNothing() {
        let (host, root, _) = setUp()
        let middle = UIViewController()
        let late = UIViewController()
        root.present(middle, animated: false)
        middle.dismiss(animated: true)
        #expect(middle.isBeingDismissed)
        var completed = false
        let diagnostics = Diagnostics.record { middle.present(late, animated: true) { completed = true } }
        #expect(diagnostics.map(\.code) == ["presentation.presenterBeingDismissed"])
        #expect(diagnostics.first?.message == "Attempt to present <UIViewController> on <UIViewController> while a presentation or dismiss is in progress!")
        #expect(middle.presentedViewController == nil)
        #expect(late.presentingViewController == nil)
        host.runUntilIdle()
        #expect(!completed)
        #expect(root.presentedViewController == nil)
        #expect(middle.presentedViewController == nil)
        #expect(late.viewIfLoaded?.window == nil)
        #expect(middle.viewIfLoaded?.window == nil)
    }

    /// Found by the presentation fuzzer: a control in the presenting view hears its touch cancelled
    /// when the completing full-screen presentation removes that view; dismissing from there left the
    /// presenter presenting nothing and its view out of the window.
    @Test func dismissingFromInsideThePresentationsCompletionWarnsAndDoesNothing() {
        let (host, root, _) = setUp()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(control)
        var dismissed = false
        // Unowned: the presented controller's view is in the window that holds the control.
        control.addAction(UIAction { [unowned presented] _ in
            presented.dismiss(animated: false) { dismissed = true }
        }, for: .touchCancel)
        host.send(.down, at: CGPoint(x: 50, y: 50), pointer: 1)
        root.present(presented, animated: true)
        let diagnostics = Diagnostics.record { host.runUntilIdle() }
        #expect(diagnostics.map(\.code) == ["presentation.dismissInProgress"])
        #expect(!dismissed)
        #expect(!control.isTracking)
        #expect(root.presentedViewController === presented)
        #expect(presented.view.window === host.window)
        #expect(root.view.window == nil)
        root.dismiss(animated: false)
        #expect(root.view.window === host.window)
        #expect(presented.viewIfLoaded?.window == nil)
    }

    @Test func dismissingDuringThePresentationFinishesItFirst() {
        let (host, root, log) = setUp()
        let presented = LoggingViewController("B", log: log)
        var presentedCompletion = false
        root.present(presented, animated: true) { presentedCompletion = true }
        host.advance(by: 0.1)
        root.dismiss(animated: false)
        #expect(presentedCompletion)
        #expect(root.presentedViewController == nil)
        #expect(presented.appearanceLog == ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear",
                                            "B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear"])
    }

    @Test func dismissWithNothingPresentedRunsTheCompletion() {
        let (host, root, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(completed)
    }

    @Test func partialCurlWithASheetIsRefusedByTheThrowingVariant() {
        let (host, root, _) = setUp(device: .iPad)
        let presented = UIViewController()
        presented.modalTransitionStyle = .partialCurl
        presented.modalPresentationStyle = .formSheet
        #expect {
            try root.tryPresent(presented, animated: true)
        } throws: { error in
            guard let error = error as? PresentationError else { return false }
            return error.kind == .partialCurlNotFullScreen && error.message ==
                "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <UIViewController>."
        }
        #expect(root.presentedViewController == nil)
        #expect(!presented.isViewLoaded)
        #expect(host.window.subviews.count == 1)
    }

    @Test func partialCurlWithASheetIsReportedByPresent() {
        let (host, root, _) = setUp(device: .iPad)
        let presented = UIViewController()
        presented.modalTransitionStyle = .partialCurl
        presented.modalPresentationStyle = .pageSheet
        var completed = false
        let diagnostics = Diagnostics.record { root.present(presented, animated: true) { completed = true } }
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.code == "presentation.partialCurlNotFullScreen")
        #expect(diagnostics.first?.message.hasPrefix("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller") == true)
        host.runUntilIdle()
        #expect(!completed)
        #expect(root.presentedViewController == nil)
        #expect(host.window.subviews.count == 1)
    }

    @Test func partialCurlFullScreenIsAllowed() throws {
        let (host, root, _) = setUp(device: .iPad)
        let presented = UIViewController()
        presented.modalTransitionStyle = .partialCurl
        presented.modalPresentationStyle = .fullScreen
        try root.tryPresent(presented, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
    }

    @Test func presentingAnActiveOrChildControllerIsRefused() {
        let (host, root, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        let child = UIViewController()
        root.addChild(child)
        #expect(throws: PresentationError.self) { try root.tryPresent(child, animated: false) }
        #expect(throws: PresentationError.self) { try root.tryPresent(root, animated: false) }
        let other = UIViewController()
        root.present(other, animated: false)
        let diagnostics = Diagnostics.record { other.present(other, animated: false) }
        #expect(diagnostics.map(\.code) == ["presentation.activeController"])
        #expect(other.presentedViewController == nil)
    }

    @Test func presentingAChildOfAContainerIsRefusedAsHasParent() {
        let (host, root, _) = setUp()
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        #expect {
            try root.tryPresent(child, animated: false)
        } throws: { error in
            guard let error = error as? PresentationError else { return false }
            return error.kind == .hasParent && error.code == "presentation.hasParent" && error.message ==
                "Application tried to present modally a view controller <UIViewController> that has a parent view controller <UIViewController>."
        }
        var completed = false
        let diagnostics = Diagnostics.record { root.present(child, animated: false) { completed = true } }
        #expect(diagnostics.map(\.code) == ["presentation.hasParent"])
        #expect(diagnostics.map(\.severity) == [.error])
        host.runUntilIdle()
        #expect(!completed)
        #expect(root.presentedViewController == nil && child.presentingViewController == nil)
        #expect(child.parent === container, "the child stays with its container")
        #expect(host.window.subviews.count == 1)
    }

    @Test func presentingFromAViewOutsideAWindowWarns() {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        let offscreen = UIViewController()
        let presented = UIViewController()
        let diagnostics = Diagnostics.record { offscreen.present(presented, animated: false) }
        #expect(diagnostics.map(\.code) == ["presentation.notInWindow"])
        #expect(offscreen.presentedViewController == nil)
    }

    @Test func aChildPresentsFullScreenThroughItsOutermostAncestor() {
        let (host, root, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        child.present(presented, animated: false)
        #expect(presented.presentingViewController === root)
        #expect(root.presentedViewController === presented)
    }

    @Test func aContextThatProvidesTheTransitionStyleReplacesThePresentedOne() {
        let (host, root, _) = setUp(device: .iPad)
        root.definesPresentationContext = true
        root.providesPresentationContextTransitionStyle = true
        root.modalTransitionStyle = .crossDissolve
        let presented = UIViewController()
        presented.modalPresentationStyle = .currentContext
        root.present(presented, animated: true)
        host.advance(by: 0.25)
        #expect(presented.view.alpha > 0 && presented.view.alpha < 1, "fades as the context says")
        #expect(presented.view.frame.minY == 0, "does not slide")
        host.runUntilIdle()
    }
}
