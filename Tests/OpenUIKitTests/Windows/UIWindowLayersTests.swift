import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A window's content split into layers for a compositor: the base layer, and one per presentation in
/// the window, each told only about the changes made in it.
@MainActor
@Suite struct UIWindowLayersTests {
    /// An iPad window whose root view holds one button, with every change so far taken.
    private func setUp() -> (TestHost, UIViewController, UIButton) {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        button.setTitle("Behind", for: .normal)
        root.view.addSubview(button)
        host.window.layoutIfNeeded()
        _ = host.window.takeLayers()
        _ = host.window.takeDirtyRect()
        return (host, root, button)
    }

    /// A 540×620 form sheet, white, with one label.
    private func formSheet() -> (UIViewController, UILabel) {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Sheet"
        sheet.view.addSubview(label)
        return (sheet, label)
    }

    @Test func aWindowPresentingNothingIsOneBaseLayerCoveringIt() {
        let (host, _, button) = setUp()
        button.isSelected = true
        let layers = host.window.takeLayers()
        #expect(layers.count == 1)
        #expect(layers[0].isBase && layers[0].root === host.window)
        #expect(layers[0].extent == host.window.bounds)
        #expect(layers[0].backdropColor == nil)
        #expect(layers[0].damage.map { $0.contains(CGRect(x: 20, y: 40, width: 100, height: 44)) } == true)
        #expect(host.window.takeLayers()[0].damage == nil)
    }

    @Test func aFormSheetIsALayerOfItsOwnWithTheDimmingAsItsBackdrop() {
        let (host, root, _) = setUp()
        let (sheet, _) = formSheet()
        root.present(sheet, animated: false)
        let layers = host.window.takeLayers()
        #expect(layers.count == 2)
        #expect(layers[1].root === sheet.view.superview)
        #expect(layers[1].backdropColor == UIColor.dimmingOverlay)
        #expect(layers[1].backdropRect == host.window.bounds)
        #expect(layers[1].extent == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(layers[1].damage == layers[1].extent)
        // Presenting drew nothing of the screen under the sheet.
        #expect(layers[0].damage == nil)
    }

    @Test func aChangeIsFiledUnderTheLayerItHappensIn() {
        let (host, root, button) = setUp()
        let (sheet, label) = formSheet()
        root.present(sheet, animated: false)
        _ = host.window.takeLayers()

        button.isSelected = true
        var layers = host.window.takeLayers()
        #expect(layers[0].damage != nil)
        #expect(layers[1].damage == nil)

        label.text = "Changed"
        layers = host.window.takeLayers()
        #expect(layers[0].damage == nil)
        let labelFrame = label.convert(label.bounds, to: host.window)
        #expect(layers[1].damage.map { $0.intersects(labelFrame) } == true)
    }

    @Test func anAreaReportedWithoutAViewIsFiledUnderEveryLayer() {
        let (host, root, _) = setUp()
        root.present(formSheet().0, animated: false)
        _ = host.window.takeLayers()
        host.window.addDirtyRect(CGRect(x: 300, y: 300, width: 10, height: 10))
        let layers = host.window.takeLayers()
        #expect(layers[0].damage == CGRect(x: 300, y: 300, width: 10, height: 10))
        #expect(layers[1].damage == CGRect(x: 300, y: 300, width: 10, height: 10))
    }

    @Test func theDirtyRectAndTheLayersEachSeeEveryChange() {
        let (host, _, button) = setUp()
        button.isSelected = true
        #expect(host.window.takeDirtyRect() != nil)
        #expect(host.window.takeLayers()[0].damage != nil)
        button.isSelected = false
        #expect(host.window.takeLayers()[0].damage != nil)
        #expect(host.window.takeDirtyRect() != nil)
    }

    @Test func dismissingLeavesOneLayerAndForgetsTheSheetsChanges() {
        let (host, root, _) = setUp()
        let (sheet, label) = formSheet()
        root.present(sheet, animated: false)
        label.text = "Changed"
        sheet.dismiss(animated: false)
        #expect(host.window.takeDirtyRect() != nil)
        // Taking the dirty rect forgets what was filed under the dismissed sheet's layer.
        #expect(host.window.damage.entries.allSatisfy { $0.layer == nil || $0.layer == ObjectIdentifier(host.window) })
        let layers = host.window.takeLayers()
        #expect(layers.count == 1)
        #expect(layers[0].damage == nil)
    }

    @Test func aWindowSubviewInFrontOfAPresentationDrawsInItsLayer() {
        let (host, root, _) = setUp()
        root.present(formSheet().0, animated: false)
        _ = host.window.takeLayers()
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 820, height: 30))
        banner.backgroundColor = .systemRed
        host.window.addSubview(banner)
        let layers = host.window.takeLayers()
        #expect(layers.count == 2)
        #expect(layers[0].damage == nil)
        #expect(layers[1].extent.contains(banner.frame))
        #expect(layers[1].damage.map { $0.contains(banner.frame) } == true)
        let drawnInSheetLayer = host.window.withDisplayList(of: layers[1]) { $0.commands.count }
        banner.removeFromSuperview()
        let withoutBanner = host.window.withDisplayList(of: host.window.takeLayers()[1]) { $0.commands.count }
        #expect(drawnInSheetLayer > withoutBanner)
    }

    @Test func stackedPresentationsBehindAWindowSubviewAreALayerEachInOrder() {
        let (host, root, _) = setUp()
        let first = formSheet().0
        let second = formSheet().0
        root.present(first, animated: false)
        first.present(second, animated: false)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 820, height: 30))
        host.window.addSubview(banner)
        let layers = host.window.takeLayers()
        // Found from the front end past the banner: the second sheet's container, then the first's.
        #expect(layers.count == 3)
        #expect(layers[0].root === host.window)
        #expect(layers[1].root === first.presentationController?.containerView)
        #expect(layers[2].root === second.presentationController?.containerView)
        #expect(layers[2].subviewIndices.contains(host.window.subviews.count - 1))
    }

    @Test func theBaseLayerDrawsNoPresentationAndTheSheetLayerNoDimming() {
        let (host, root, _) = setUp()
        root.present(formSheet().0, animated: false)
        let layers = host.window.takeLayers()
        let fills: (DisplayList) -> [UIColor] = { list in
            list.commands.compactMap { if case let .fill(_, color, _) = $0 { return color } else { return nil } }
        }
        let base = host.window.withDisplayList(of: layers[0], fills)
        let sheet = host.window.withDisplayList(of: layers[1], fills)
        #expect(!base.contains(.dimmingOverlay) && !sheet.contains(.dimmingOverlay))
        #expect(sheet.contains(.systemBackground))
        // The whole window, drawn at once, has both.
        #expect(fills(host.window.renderDisplayList()).contains(.dimmingOverlay))
    }

    @Test func aFullScreenPresentationHasNoBackdrop() {
        let (host, root, _) = setUp()
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        let layers = host.window.takeLayers()
        #expect(layers.count == 2)
        #expect(layers[1].backdropColor == nil)
        #expect(layers[1].extent == host.window.bounds)
    }

    /// A step of a view that only moves damages nothing while the view stays on the same whole device
    /// pixels at the scale the layers are drawn at (``UIWindow/takeLayers(scale:)``): 0.95 points to the
    /// right in a second, from 20.05, crosses a half pixel once at 1×, twice at 2× and three times at 3×, and only
    /// those frames damage the layer. A reader that gives no scale sees every step.
    @Test(arguments: [(nil, 59), (1, 1), (2, 2), (3, 3)] as [(CGFloat?, Int)])
    func aMoveDamagesOnlyTheFramesThatChangeItsWholeDevicePixels(scale: CGFloat?, damagedFrames: Int) {
        let (host, _, button) = setUp()
        button.frame.origin.x = 20.05   // on to 21: the model area ends on whole points
        _ = host.window.takeLayers(scale: scale)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { button.center.x += 0.95 }
        _ = host.window.takeLayers(scale: scale)
        var damaged = 0
        // The 60th step ends the animation, which damages the model area as any end does.
        for _ in 1...59 {
            host.advance(by: 1.0 / 60)
            if host.window.takeLayers(scale: scale)[0].damage != nil { damaged += 1 }
        }
        #expect(damaged == damagedFrames)
        host.advance(by: 1.0 / 60)
        #expect(host.window.takeLayers(scale: scale)[0].damage != nil)
    }
}
