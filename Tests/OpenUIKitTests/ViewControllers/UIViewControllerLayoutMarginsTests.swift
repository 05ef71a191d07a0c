import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A view controller's root view margins as UIKit documents them since iOS 11: at least
/// `systemMinimumLayoutMargins` (16-point sides in a compact width, 20 in a regular one, no top or
/// bottom minimum) while `viewRespectsSystemMinimumLayoutMargins` is true, the default; subviews keep
/// their own 8 points.
@MainActor
@Suite struct UIViewControllerLayoutMarginsTests {
    /// A controller whose view has a marker pinned to its margins guide's top leading corner, counting
    /// `viewLayoutMarginsDidChange()`.
    private final class MarginsController: UIViewController {
        let marker = UIView()
        var marginChanges = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            marker.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(marker)
            NSLayoutConstraint.activate([
                marker.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                marker.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                marker.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                marker.heightAnchor.constraint(equalToConstant: 10),
            ])
        }

        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            marginChanges += 1
        }
    }

    private func shown(on device: UIScreen.Device, _ orientation: UIInterfaceOrientation = .portrait) -> (TestHost, MarginsController) {
        let host = TestHost(device: device, orientation: orientation)
        let controller = MarginsController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        return (host, controller)
    }

    @Test func aCompactWidthRootViewHasSixteenPointSidesAndNoTopOrBottomMargin() {
        let (_, controller) = shown(on: .iPhoneSE)
        let expected = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        #expect(controller.systemMinimumLayoutMargins == expected)
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.view.directionalLayoutMargins == expected)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // The guide keeps inside the 20-point status bar.
        #expect(controller.marker.frame == CGRect(x: 16, y: 20, width: 375 - 32, height: 10))
    }

    @Test func aRegularWidthRootViewHasTwentyPointSides() {
        let (_, controller) = shown(on: .iPad, .landscapeLeft)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(controller.marker.frame == CGRect(x: 20, y: 24, width: 1180 - 40, height: 10))
    }

    @Test func subviewsOfTheRootViewKeepTheirOwnEightPoints() {
        let (_, controller) = shown(on: .iPhoneSE)
        #expect(controller.marker.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func customMarginsBelowTheMinimumAreRaisedToItAndLargerOnesKept() {
        let (host, controller) = shown(on: .iPhoneSE)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 40)
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 40))
        host.window.layoutIfNeeded()
        #expect(controller.marker.frame == CGRect(x: 16, y: 20, width: 375 - 56, height: 10))
    }

    @Test func settingMarginsTheMinimumHidesChangesNothingTheControllerSees() {
        let (_, controller) = shown(on: .iPhoneSE)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        #expect(controller.marginChanges == 0)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 10)
        #expect(controller.marginChanges == 1)
    }

    @Test func aControllerThatDoesNotRespectTheMinimumUsesItsViewsMarginsAlone() {
        let (host, controller) = shown(on: .iPhoneSE)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        let changesBefore = controller.marginChanges
        host.window.layoutIfNeeded()
        #expect(controller.marker.frame == CGRect(x: 4, y: 20, width: 375 - 8, height: 10))
        #expect(controller.marginChanges == changesBefore + 1, "the pass that moved the guide tells the controller")
        controller.viewRespectsSystemMinimumLayoutMargins = true
        host.window.layoutIfNeeded()
        #expect(controller.marker.frame.minX == 16)
    }

    @Test func theSafeAreaStillWinsWhereItReachesFurther() {
        let (_, controller) = shown(on: .iPhone15, .landscapeLeft)
        #expect(controller.view.layoutMargins.left == 16)
        #expect(controller.marker.frame.minX == 59, "the sensor housing's 59 points are more than 16")
    }

    @Test func aChildInARegularWidthOverrideGetsTheRegularMinimum() {
        let (host, parent) = shown(on: .iPhoneSE)
        let child = MarginsController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.systemMinimumLayoutMargins.leading == 16)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        host.window.layoutIfNeeded()
        #expect(child.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(child.view.layoutMargins.left == 20)
    }
}
