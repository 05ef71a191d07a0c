import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A window or an app released while it shows a presentation takes the presentation's controllers with
/// it (issue 25, both found by LeakSanitizer).
///
/// The expectations test a Bool, not the object: a failing `#expect(weak == nil)` makes Swift Testing
/// reflect the leaked object graph, whose views' unretained superview references may dangle.
@MainActor
@Suite struct PresentationLeakTests {
    /// A new app whose root view controller presents a controller of `style`.
    private func presentOnNewHost(_ style: UIModalPresentationStyle, animated: Bool)
        -> (host: TestHost, root: UIViewController, presented: UIViewController) {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: animated)
        return (host, root, presented)
    }

    /// A full-screen presentation's record of where the presenter's view was held that view's
    /// superview, the window, which holds the root view controller and so the presentation.
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .formSheet])
    func aWindowLeftShowingAPresentationIsReleasedWithItsControllers(style: UIModalPresentationStyle) {
        weak var weakWindow: UIWindow?
        weak var weakRoot: UIViewController?
        weak var weakPresented: UIViewController?
        do {
            let (host, root, presented) = presentOnNewHost(style, animated: false)
            host.runUntilIdle()
            #expect(root.presentedViewController === presented)
            weakWindow = host.window
            weakRoot = root
            weakPresented = presented
        }
        let windowReleased = weakWindow == nil
        #expect(windowReleased)
        let rootReleased = weakRoot == nil
        #expect(rootReleased)
        let presentedReleased = weakPresented == nil
        #expect(presentedReleased)
    }

    /// The app goes away in the middle of an animated presentation: the transition never finishes,
    /// and its animator, held by the app's scheduler, must not keep the presentation alive.
    @Test func aPresentationWhoseTransitionNeverFinishesIsReleasedWithItsScheduler() {
        weak var weakPresented: UIViewController?
        weak var weakPresentation: UIPresentationController?
        do {
            let (host, _, presented) = presentOnNewHost(.formSheet, animated: true)
            host.advance(by: 0.1)
            #expect(presented.isBeingPresented, "still animating")
            weakPresented = presented
            weakPresentation = presented.presentationController
        }
        // The host went at the end of the block: its runtime's scheduler goes, with the transition's steps.
        let presentationReleased = weakPresentation == nil
        #expect(presentationReleased)
        let presentedReleased = weakPresented == nil
        #expect(presentedReleased)
    }
}
