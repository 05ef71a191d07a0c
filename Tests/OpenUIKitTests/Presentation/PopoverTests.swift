import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct PopoverTests {
    private struct Fixture {
        let host: TestHost
        let root: LoggingViewController
        let content: UIViewController
        let popover: UIPopoverPresentationController
    }

    private func makePopover(device: UIScreen.Device = .iPad, anchor: CGRect = CGRect(x: 100, y: 100, width: 80, height: 40),
                             arrows: UIPopoverArrowDirection = .any, delegate: PopoverDelegateSpy? = nil) throws -> Fixture {
        let host = TestHost(device: device)
        let root = LoggingViewController("A")
        host.window.rootViewController = root
        let source = UIView(frame: anchor)
        root.view.addSubview(source)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.permittedArrowDirections = arrows
        popover.delegate = delegate
        root.log.entries.removeAll()
        root.present(content, animated: false)
        return Fixture(host: host, root: root, content: content, popover: popover)
    }

    @Test func popoverSitsBelowItsSourceWithTheArrowUp() throws {
        let fixture = try makePopover()
        #expect(fixture.content.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        #expect(fixture.popover.arrowDirection == .up)
        #expect(fixture.popover.presentationStyle == .popover)
        #expect(fixture.root.appearanceLog.isEmpty, "the presenter of a popover gets no callbacks")
        #expect(fixture.root.view.window === fixture.host.window)
        #expect(fixture.content.traitCollection.horizontalSizeClass == .compact)
        let arrows = fixture.host.render().commands.filter { if case .polygon = $0 { true } else { false } }
        #expect(arrows.count == 2, "the arrow is drawn: its outline, then its fill")
    }

    @Test func popoverGoesAboveWhenThereIsNoRoomBelow() throws {
        let fixture = try makePopover(anchor: CGRect(x: 400, y: 1100, width: 80, height: 40))
        #expect(fixture.popover.arrowDirection == .down)
        #expect(fixture.content.view.frame == CGRect(x: 290, y: 887, width: 300, height: 200))
    }

    @Test func popoverHonoursPermittedArrowDirections() throws {
        let fixture = try makePopover(anchor: CGRect(x: 760, y: 500, width: 50, height: 40), arrows: [.left, .right])
        #expect(fixture.popover.arrowDirection == .right)
        #expect(fixture.content.view.frame == CGRect(x: 447, y: 420, width: 300, height: 200))
    }

    @Test(arguments: [CGRect(x: 800, y: 0, width: 20, height: 20), CGRect(x: 0, y: 1160, width: 20, height: 20),
                      CGRect(x: -50, y: 600, width: 20, height: 20), CGRect(x: 780, y: 1170, width: 200, height: 200)])
    func popoverAndArrowStayOnScreen(anchor: CGRect) throws {
        let fixture = try makePopover(anchor: anchor)
        let frame = fixture.content.view.frame
        let screen = CGRect(x: 10, y: 10, width: 800, height: 1160)
        #expect(screen.contains(frame))
        let arrows = fixture.host.render().commands.compactMap { command -> [CGPoint]? in
            if case .polygon(let points, _) = command { points } else { nil }
        }
        let chrome = fixture.content.view.superview?.subviews.filter { $0.frame.contains(frame) && $0 !== fixture.content.view }
        let background = try #require(chrome?.min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height })
        for point in arrows.flatMap({ $0 }) {
            let inWindow = background.convert(point, to: fixture.host.window)
            #expect(fixture.host.window.bounds.contains(inWindow))
            #expect(inWindow.x >= frame.minX - 13 && inWindow.x <= frame.maxX + 13)
        }
    }

    @Test func aPopoverFollowsItsSourceWhenTheScreenRotates() throws {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let source = UIView(frame: CGRect(x: 700, y: 1000, width: 100, height: 40))
        source.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        root.view.addSubview(source)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        root.present(content, animated: false)
        #expect(popover.arrowDirection == .down)
        #expect(content.view.frame == CGRect(x: 510, y: 787, width: 300, height: 200))
        host.screen.orientation = .landscapeLeft
        host.window.layoutIfNeeded()
        #expect(source.frame == CGRect(x: 1060, y: 640, width: 100, height: 40))
        #expect(popover.arrowDirection == .down)
        #expect(content.view.frame == CGRect(x: 870, y: 427, width: 300, height: 200))
    }

    @Test func oversizedContentShrinksToTheRoomAvailable() throws {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 900, height: 1300)
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 80, height: 40)
        root.present(content, animated: false)
        #expect(content.view.frame == CGRect(x: 10, y: 153, width: 800, height: 1017))
    }

    @Test func aTapOutsideDismissesAndTellsTheDelegate() throws {
        let delegate = PopoverDelegateSpy()
        let fixture = try makePopover(delegate: delegate)
        fixture.host.tap(at: CGPoint(x: 600, y: 1000))
        #expect(delegate.shouldDismissCalls == 1)
        #expect(fixture.content.isBeingDismissed)
        #expect(delegate.didDismissCalls == 0, "told after the fade")
        fixture.host.advance(by: 0.25)
        #expect(fixture.root.presentedViewController == nil)
        #expect(delegate.didDismissCalls == 1)
    }

    @Test func aTapInsideDoesNotDismiss() throws {
        let fixture = try makePopover()
        fixture.host.tap(at: CGPoint(x: 100, y: 250))
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController === fixture.content)
    }

    @Test func theDelegateCanRefuseTheDismissal() throws {
        let delegate = PopoverDelegateSpy()
        delegate.allowsDismiss = false
        let fixture = try makePopover(delegate: delegate)
        fixture.host.tap(at: CGPoint(x: 600, y: 1000))
        fixture.host.runUntilIdle()
        #expect(delegate.shouldDismissCalls == 1)
        #expect(fixture.root.presentedViewController === fixture.content)
    }

    @Test(arguments: [true, false])
    func modalContentIgnoresTouchesOutside(modalInPopover: Bool) throws {
        let delegate = PopoverDelegateSpy()
        let fixture = try makePopover(delegate: delegate)
        if modalInPopover { fixture.content.isModalInPopover = true } else { fixture.content.isModalInPresentation = true }
        fixture.host.tap(at: CGPoint(x: 600, y: 1000))
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController === fixture.content)
        #expect(delegate.shouldDismissCalls == 0)
        fixture.content.dismiss(animated: false)
        #expect(fixture.root.presentedViewController == nil, "a modal popover still dismisses programmatically")
    }

    @Test func modalContentInsideANavigationControllerCounts() throws {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let inner = UIViewController()
        inner.isModalInPopover = true
        let navigation = UINavigationController(rootViewController: inner)
        navigation.modalPresentationStyle = .popover
        navigation.popoverPresentationController?.sourceView = root.view
        root.present(navigation, animated: false)
        host.tap(at: CGPoint(x: 5, y: 5))
        host.runUntilIdle()
        #expect(root.presentedViewController === navigation)
    }

    @Test func aTouchOnAPassthroughViewReachesItAndKeepsThePopover() throws {
        let fixture = try makePopover()
        let passthrough = RecordingView(frame: CGRect(x: 600, y: 900, width: 100, height: 100))
        fixture.root.view.addSubview(passthrough)
        fixture.popover.passthroughViews = [passthrough]
        fixture.host.tap(at: CGPoint(x: 650, y: 950))
        fixture.host.runUntilIdle()
        #expect(passthrough.log == ["began 1", "ended"])
        #expect(fixture.root.presentedViewController === fixture.content)
    }

    @Test func onAPhoneAPopoverAdaptsToFullScreen() throws {
        let fixture = try makePopover(device: .iPhone15)
        #expect(fixture.popover.presentationStyle == .fullScreen)
        #expect(fixture.content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(fixture.root.appearanceLog == ["A.willDisappear", "A.didDisappear"])
    }

    @Test func onAPhoneTheDelegateCanKeepThePopover() throws {
        let delegate = PopoverDelegateSpy()
        delegate.adaptiveStyle = .none
        let fixture = try makePopover(device: .iPhone15, delegate: delegate)
        #expect(fixture.popover.presentationStyle == .popover)
        #expect(fixture.content.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
    }

    @Test func aPopoverWithoutAnAnchorIsRefused() {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        #expect {
            try root.tryPresent(content, animated: false)
        } throws: { error in
            (error as? PresentationError)?.kind == .popoverWithoutAnchor
        }
        let diagnostics = Diagnostics.record { root.present(content, animated: false) }
        #expect(diagnostics.map(\.code) == ["presentation.popoverWithoutAnchor"])
        #expect(root.presentedViewController == nil)
    }

    @Test func popoverPresentationControllerExistsOnlyForThePopoverStyle() {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        #expect(controller.popoverPresentationController != nil)
        #expect(controller.popoverPresentationController === controller.popoverPresentationController)
        #expect(controller.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test func aBarButtonItemCanAnchorThePopover() throws {
        let host = TestHost(device: .iPad)
        let top = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        top.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: top)
        host.window.rootViewController = navigation
        host.window.layoutIfNeeded()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.barButtonItem = item
        top.present(content, animated: false)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(abs(content.view.frame.minY - (44 + 13)) < 0.001)
        #expect(content.view.frame.maxX == 810)
    }

    @Test func aBarButtonItemThatIsNotShownAnchorsAtTheCenterWithAWarning() {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.barButtonItem = UIBarButtonItem(title: "Hidden", style: .plain,
                                                                               target: nil, action: nil)
        let diagnostics = Diagnostics.record { root.present(content, animated: false) }
        #expect(diagnostics.map(\.code) == ["presentation.popoverAnchorNotShown"])
        #expect(content.view.frame == CGRect(x: 260, y: 603, width: 300, height: 200))
    }

    @Test func legacyPopoverControllerShowsHidesAndTellsItsDelegate() throws {
        let (host, _, button, legacy) = makeLegacyPopover()
        let delegate = LegacyPopoverDelegateSpy()
        legacy.delegate = delegate
        #expect(!legacy.isPopoverVisible)
        legacy.presentPopover(from: button.bounds, in: button, permittedArrowDirections: .any, animated: true)
        #expect(legacy.isPopoverVisible)
        #expect(legacy.popoverArrowDirection == .up)
        #expect(legacy.contentViewController.view.frame == CGRect(x: 10, y: 343, width: 200, height: 100),
                "a legacy popover stays a popover on a phone")
        host.runUntilIdle()
        legacy.dismissPopover(animated: false)
        #expect(!legacy.isPopoverVisible)
        #expect(delegate.didDismissCalls == 0, "a programmatic dismissal is not reported")

        legacy.presentPopover(from: button.bounds, in: button, permittedArrowDirections: .any, animated: false)
        host.tap(at: CGPoint(x: 300, y: 700))
        host.runUntilIdle()
        #expect(!legacy.isPopoverVisible)
        #expect(delegate.didDismissCalls == 1)
    }

    /// A phone window with a root controller and a 60×30 button in it, and a legacy popover controller
    /// of 200×100 content.
    private func makeLegacyPopover() -> (TestHost, UIViewController, UIView, UIPopoverController) {
        let host = TestHost(device: .iPhone15)
        let root = UIViewController()
        host.window.rootViewController = root
        let button = UIView(frame: CGRect(x: 20, y: 300, width: 60, height: 30))
        root.view.addSubview(button)
        let legacy = UIPopoverController(contentViewController: UIViewController())
        legacy.popoverContentSize = CGSize(width: 200, height: 100)
        return (host, root, button, legacy)
    }

    @Test func settingTheContentOfAVisibleLegacyPopoverSwapsWhatItShows() throws {
        let (host, root, button, legacy) = makeLegacyPopover()
        let delegate = LegacyPopoverDelegateSpy()
        legacy.delegate = delegate
        let log = LoggingViewController.Log()
        let first = LoggingViewController("A", log: log)
        legacy.contentViewController = first
        legacy.presentPopover(from: button.bounds, in: button, permittedArrowDirections: [.down, .up], animated: true)
        host.runUntilIdle()
        log.entries.removeAll()

        let second = LoggingViewController("B", log: log)
        second.preferredContentSize = CGSize(width: 150, height: 80)
        legacy.contentViewController = second
        #expect(legacy.contentViewController === second)
        #expect(legacy.isPopoverVisible, "the popover stays up, showing the new content")
        #expect(root.presentedViewController === second)
        #expect(first.presentingViewController == nil && first.viewIfLoaded?.window == nil, "the old content left")
        #expect(second.view.window === host.window)
        #expect(second.appearanceLog == ["A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
        let popover = try #require(second.popoverPresentationController)
        #expect(popover.sourceView === button && popover.permittedArrowDirections == [.down, .up])
        #expect(legacy.popoverArrowDirection == .up)
        #expect(second.view.frame == CGRect(x: 10, y: 343, width: 150, height: 80), "the same anchor, the new size")

        legacy.dismissPopover(animated: false)
        #expect(!legacy.isPopoverVisible)
        #expect(root.presentedViewController == nil && second.viewIfLoaded?.window == nil)
        #expect(delegate.didDismissCalls == 0)
    }

    @Test func settingTheContentOfAHiddenLegacyPopoverIsShownNextTime() {
        let (host, root, button, legacy) = makeLegacyPopover()
        let second = UIViewController()
        legacy.setContentViewController(second, animated: true)
        #expect(!legacy.isPopoverVisible && root.presentedViewController == nil)
        legacy.presentPopover(from: button.bounds, in: button, permittedArrowDirections: .any, animated: false)
        #expect(root.presentedViewController === second)
        #expect(second.view.window === host.window)
        legacy.dismissPopover(animated: false)
    }

    @Test func dismissingALegacyPopoverAlsoDismissesWhatItsContentPresented() {
        let (host, root, button, legacy) = makeLegacyPopover()
        legacy.presentPopover(from: button.bounds, in: button, permittedArrowDirections: .any, animated: false)
        let alert = UIViewController()
        legacy.contentViewController.present(alert, animated: false)
        legacy.dismissPopover(animated: false)
        host.runUntilIdle()
        #expect(!legacy.isPopoverVisible)
        #expect(root.presentedViewController == nil)
        #expect(alert.viewIfLoaded?.window == nil)
    }

    @Test func aLegacyPopoverControllerReleasedWhileVisibleReportsAndDismissesIt() {
        let (host, root, button, _) = makeLegacyPopover()
        var legacy: UIPopoverController? = UIPopoverController(contentViewController: UIViewController())
        weak let weakLegacy = legacy
        legacy?.presentPopover(from: button.bounds, in: button, permittedArrowDirections: .any, animated: false)
        let content = legacy?.contentViewController
        #expect(root.presentedViewController === content)
        let diagnostics = Diagnostics.record { legacy = nil }
        #expect(weakLegacy == nil)
        #expect(diagnostics.map(\.code) == ["popover.deallocatedWhileVisible"])
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(root.presentedViewController == nil, "no popover is left that nothing controls")
        #expect(content?.viewIfLoaded?.window == nil)
        #expect(host.window.subviews.count == 1)

        let hidden = Diagnostics.record { _ = UIPopoverController(contentViewController: UIViewController()) }
        #expect(hidden.isEmpty, "releasing a hidden popover controller is fine")
    }

    @Test func legacyPopoverFromAViewOutsideAWindowIsRefused() {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        let legacy = UIPopoverController(contentViewController: UIViewController())
        let diagnostics = Diagnostics.record {
            legacy.presentPopover(from: .zero, in: UIView(), permittedArrowDirections: .any, animated: false)
        }
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(!legacy.isPopoverVisible)
    }
}
