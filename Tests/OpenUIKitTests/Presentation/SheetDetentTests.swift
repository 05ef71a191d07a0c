import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A sheet's detents on iPhone 15 (393×852, safe area 59 top, 34 bottom): the largest detent value is
/// 852 − 69 − 34 = 749, medium half of it (375 after rounding); the card is the value plus the bottom
/// inset tall.
@MainActor
@Suite struct SheetDetentTests {
    @MainActor
    private struct Fixture {
        let host: TestHost
        let root: UIViewController
        let sheet: UIViewController
        var controller: UISheetPresentationController { sheet.sheetPresentationController! }
    }

    private func present(configure: (UISheetPresentationController) -> Void) -> Fixture {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        if let controller = sheet.sheetPresentationController { configure(controller) }
        root.present(sheet, animated: false)
        host.window.layoutIfNeeded()
        return Fixture(host: host, root: root, sheet: sheet)
    }

    @Test func aSheetRestsAtItsSmallestDetentUnlessOneIsSelected() {
        let fixture = present { $0.detents = [.large(), .medium()] }
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 443, width: 393, height: 409))
        fixture.controller.selectedDetentIdentifier = .large
        fixture.host.window.layoutIfNeeded()
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func aCustomDetentGetsTheMaximumValueAndMayBeInactive() {
        var seenMaximum: CGFloat = 0
        let small = UISheetPresentationController.Detent.Identifier("small")
        let fixture = present {
            $0.detents = [
                .custom(identifier: small) { context in
                    seenMaximum = context.maximumDetentValue
                    return 200
                },
                .custom { _ in nil },
                .large(),
            ]
        }
        #expect(seenMaximum == 749)
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 618, width: 393, height: 234))
        #expect(fixture.controller.detents[0].identifier == small)
    }

    /// A container layout asks for the card's frame, whether it dims and whether the presenter scales
    /// back, and resolves the detents once for all three (`SheetCardGeometry`), as UIKit resolves a
    /// sheet's detents when it lays it out; the next layout resolves them again.
    @Test func aLayoutResolvesTheDetentsOnce() throws {
        var resolutions = 0
        var height: CGFloat = 200
        let small = UISheetPresentationController.Detent.Identifier("small")
        let fixture = present {
            $0.detents = [.custom(identifier: small) { _ in resolutions += 1; return height }, .large()]
            $0.largestUndimmedDetentIdentifier = small
            $0.selectedDetentIdentifier = .large
        }
        let container = try #require(fixture.sheet.view.superview)
        resolutions = 0
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(resolutions == 1)
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(fixture.root.view.transform.a < 1, "above the undimmed detent the presenter is scaled back")

        height = 300
        fixture.controller.selectedDetentIdentifier = small
        container.layoutIfNeeded()
        #expect(resolutions == 2)
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 518, width: 393, height: 334))
        #expect(fixture.root.view.transform.a == 1, "at the undimmed detent the presenter has its look back")
    }

    @Test func resolvedValuesAreClampedToTheMaximum() {
        struct Context: UISheetPresentationControllerDetentResolutionContext {
            var containerTraitCollection: UITraitCollection { UITraitCollection() }
            var maximumDetentValue: CGFloat { 500 }
        }
        _ = TestHost()
        #expect(UISheetPresentationController.Detent.custom { _ in 9000 }.resolvedValue(in: Context()) == 500)
        #expect(UISheetPresentationController.Detent.custom { _ in -5 }.resolvedValue(in: Context()) == 0)
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: Context()) == 250)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: Context()) == 500)
    }

    @Test func noDetentsIsRefusedWithAWarning() {
        let host = TestHost()
        let sheet = UIViewController()
        let diagnostics = host.run { Diagnostics.record { sheet.sheetPresentationController?.detents = [] } }
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large])
        #expect(diagnostics.map(\.code) == ["sheet.noDetents"])
    }

    @Test func animateChangesMovesTheCardOverTime() {
        let fixture = present { $0.detents = [.medium(), .large()] }
        fixture.controller.animateChanges { fixture.controller.selectedDetentIdentifier = .large }
        fixture.host.advance(by: 0.15)
        let drawnCenter = fixture.sheet.view.presentedCenter.y
        #expect(drawnCenter > 69 + 783 / 2 && drawnCenter < 443 + 409 / 2, "drawn on its way: \(drawnCenter)")
        fixture.host.runUntilIdle()
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func belowTheLargestUndimmedDetentThePresenterStaysUsable() {
        var taps = 0
        let fixture = present {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        fixture.root.view.addSubview(button)
        #expect(fixture.root.view.transform == .identity, "not scaled back while undimmed")
        fixture.host.tap(at: CGPoint(x: 80, y: 122))
        #expect(taps == 1)
        fixture.controller.selectedDetentIdentifier = .large
        fixture.host.window.layoutIfNeeded()
        #expect(fixture.root.view.transform != .identity, "scaled back once dimmed")
        fixture.host.tap(at: CGPoint(x: 196, y: 30))
        #expect(taps == 1, "the dimmed presenter takes no touches")
    }
}
