import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Presentation refusals in UIKit's order, and UIKit's presentation properties (issue 17).
@MainActor
@Suite struct PresentationRulesTests {
    @Test func alreadyPresentingIsReportedBeforeTheWindowHierarchyCheck() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let first = UIViewController()
        first.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        // The full-screen presentation took the presenter's view out of the window.
        #expect(root.viewIfLoaded?.window == nil)
        let second = UIViewController()
        let diagnostics = Diagnostics.record { root.present(second, animated: false) }
        #expect(diagnostics.map(\.code) == ["presentation.alreadyPresenting"])
        #expect(diagnostics.first?.message.contains("which is already presenting") == true)
        #expect(root.presentedViewController === first)
    }

    private func popoverContent() throws -> (TestHost, UIViewController) {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(source)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.definesPresentationContext = true
        try #require(content.popoverPresentationController).sourceView = source
        root.present(content, animated: false)
        #expect(root.presentedViewController === content)
        return (host, content)
    }

    @Test(arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext],
          [UIModalTransitionStyle.crossDissolve, .flipHorizontal])
    func aContextPresentationInsideAPopoverRefusesOtherTransitions(
        style: UIModalPresentationStyle, transition: UIModalTransitionStyle
    ) throws {
        let (host, content) = try popoverContent()
        defer { withExtendedLifetime(host) {} }
        let inner = UIViewController()
        inner.modalPresentationStyle = style
        inner.modalTransitionStyle = transition
        #expect {
            try content.tryPresent(inner, animated: false)
        } throws: { error in
            (error as? PresentationError)?.kind == .contextInPopoverNotCoverVertical
        }
        let diagnostics = Diagnostics.record { content.present(inner, animated: false) }
        #expect(diagnostics.map(\.code) == ["presentation.contextInPopoverNotCoverVertical"])
        #expect(content.presentedViewController == nil)
    }

    @Test(arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
    func aContextPresentationInsideAPopoverWithCoverVerticalIsShown(style: UIModalPresentationStyle) throws {
        let (host, content) = try popoverContent()
        defer { withExtendedLifetime(host) {} }
        let inner = UIViewController()
        inner.modalPresentationStyle = style
        inner.modalTransitionStyle = .coverVertical
        try content.tryPresent(inner, animated: false)
        #expect(content.presentedViewController === inner)
    }

    @Test func capturesStatusBarAppearanceIsStored() {
        let controller = UIViewController()
        #expect(!controller.modalPresentationCapturesStatusBarAppearance)
        controller.modalPresentationCapturesStatusBarAppearance = true
        #expect(controller.modalPresentationCapturesStatusBarAppearance)
    }
}
