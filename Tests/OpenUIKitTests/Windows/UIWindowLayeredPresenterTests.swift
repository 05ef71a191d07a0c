import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The presenter a card scales back on iPhone is a layer of its own, drawn without its transform,
/// which the compositor applies (`UIWindow+LayeredPresenter.swift`): the scale changes no pixel of
/// it, and a change inside it is damaged where it lies untransformed.
@MainActor
@Suite struct UIWindowLayeredPresenterTests {
    /// An iPhone 15 window whose root view holds one button, with every change so far taken.
    private func setUp() -> (TestHost, UIViewController, UIButton) {
        let host = TestHost(device: .iPhone15)
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.setTitle("Behind", for: .normal)
        root.view.addSubview(button)
        host.window.layoutIfNeeded()
        _ = host.window.takeLayers()
        _ = host.window.takeDirtyRect()
        return (host, root, button)
    }

    /// A form sheet: a card on iPhone, scaling its presenter back.
    private func card() -> UIViewController {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.view.backgroundColor = .systemBackground
        return sheet
    }

    private let scale = (393 - 32) / 393.0

    @Test func theScaledBackPresenterIsALayerWithItsTransform() throws {
        let (host, root, _) = setUp()
        root.present(card(), animated: false)
        host.window.layoutIfNeeded()
        let layers = host.window.takeLayers()
        #expect(layers.count == 3)
        #expect(layers[1].root === root.view && !layers[1].isBase)
        #expect(layers[1].extent == host.window.bounds, "where it lies unscaled")
        let transform = try #require(layers[1].transform)
        // About the window's centre (196.5, 426): a point there stays.
        let centre = CGPoint(x: 196.5, y: 426).applying(transform)
        #expect(abs(centre.x - 196.5) < 1e-9 && abs(centre.y - 426) < 1e-9)
        #expect(abs(transform.a - scale) < 1e-9 && abs(transform.d - scale) < 1e-9)
        #expect(layers[1].alpha == 1)
        #expect(layers[2].root is PresentationContainerView)
    }

    @Test func scalingThePresenterDamagesNoneOfItsPixels() {
        let (host, root, _) = setUp()
        root.present(card(), animated: false)
        host.window.layoutIfNeeded()
        _ = host.window.takeLayers()
        _ = host.window.takeDirtyRect()
        root.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        // The frame changes where the presenter shows, so a host composites it again…
        #expect(host.window.takeDirtyRect() != nil)
        // …but no layer is drawn again.
        let layers = host.window.takeLayers()
        #expect(layers.count == 3)
        #expect(layers.allSatisfy { $0.damage == nil })
        #expect(abs((layers[1].transform?.a ?? 1) - 0.8) < 1e-9)
    }

    @Test func aChangeInsideThePresenterIsDamagedWhereItLiesUntransformed() throws {
        let (host, root, button) = setUp()
        root.present(card(), animated: false)
        host.window.layoutIfNeeded()
        _ = host.window.takeLayers()
        _ = host.window.takeDirtyRect()
        button.setTitle("Changed", for: .normal)
        host.window.layoutIfNeeded()
        let shown = button.convert(button.bounds, to: nil)
        let dirty = try #require(host.window.takeDirtyRect())
        #expect(dirty.contains(shown), "where it shows, scaled")
        let layers = host.window.takeLayers()
        #expect(layers[0].damage == nil)
        let damage = try #require(layers[1].damage)
        #expect(damage.contains(button.frame))
        // Grown by the resampling bleed on each side, not scaled: the unscaled button, not more.
        #expect(damage.width <= button.frame.width + 10 && damage.height <= button.frame.height + 10)
    }

    @Test func thePresenterStaysALayerAcrossCardsUntilItLeavesTheWindow() {
        let (host, root, _) = setUp()
        root.present(card(), animated: false)
        host.window.layoutIfNeeded()
        _ = host.window.takeLayers()
        root.dismiss(animated: false)
        host.window.layoutIfNeeded()
        var layers = host.window.takeLayers()
        #expect(layers.count == 2)
        #expect(layers[1].root === root.view && layers[1].transform == nil)
        #expect(root.view.transform == .identity && root.view.layer.cornerRadius == 0)

        // A view behind the presenter changes in the base layer.
        let behind = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        host.window.insertSubview(behind, at: 0)
        _ = host.window.takeLayers()
        behind.backgroundColor = .systemRed
        layers = host.window.takeLayers()
        #expect(layers.count == 2)
        #expect(layers[0].damage == behind.frame && layers[1].damage == nil)

        host.window.rootViewController = UIViewController()
        layers = host.window.takeLayers()
        #expect(layers.count == 1)
        // Its pixels go back into the base layer, drawn again whole.
        #expect(layers[0].damage == host.window.bounds)
    }

    @Test func roundingAndSquaringThePresentersCornersDamagesNoneOfItsPixels() throws {
        let (host, root, _) = setUp()
        root.present(card(), animated: false)
        host.window.layoutIfNeeded()
        var layers = host.window.takeLayers()
        // The card rounds the presenter's corners: the compositor clips it to its rounded bounds.
        #expect(root.view.layer.cornerRadius == 10 && root.view.clipsToBounds)
        // Where its pixels lie, unscaled: the whole window.
        let clip = try #require(layers[1].clip)
        #expect(clip.bounds() == host.window.bounds)
        _ = host.window.takeDirtyRect()

        root.dismiss(animated: false)
        host.window.layoutIfNeeded()
        #expect(root.view.layer.cornerRadius == 0 && !root.view.clipsToBounds)
        // Where it shows changed, so a host composites it again; no pixel of it is drawn again.
        #expect(host.window.takeDirtyRect() != nil)
        layers = host.window.takeLayers()
        #expect(layers.count == 2)
        #expect(layers[1].damage == nil && layers[1].clip == nil)

        root.present(card(), animated: false)
        host.window.layoutIfNeeded()
        layers = host.window.takeLayers()
        #expect(layers[1].damage == nil && layers[1].clip != nil)
    }

    @Test func thePresentersDrawingLeavesItsCornersToTheCompositor() throws {
        let (host, root, _) = setUp()
        root.present(card(), animated: false)
        host.window.layoutIfNeeded()
        let layers = host.window.takeLayers()
        // Its background square and no clip of its own: the compositor rounds it.
        let commands = host.window.withDisplayList(of: layers[1]) { $0.commands }
        try #require(commands.count > 2)
        guard case let .beginGroup(_, clip, _) = commands[0], case let .fill(rect, _, cornerRadius) = commands[1] else {
            Issue.record("the presenter's list opens with its group and its background: \(commands.prefix(2))")
            return
        }
        #expect(clip == nil && rect == root.view.bounds && cornerRadius == 0)
        // Drawn whole, the window rounds it as before.
        let whole = host.window.renderDisplayList().commands
        #expect(whole.contains { if case let .fill(_, _, radius) = $0 { radius == 10 } else { false } })
    }

    @Test func aPresenterWithABorderKeepsItsCornersInItsPixels() {
        let (host, root, _) = setUp()
        root.view.layer.borderWidth = 2
        root.present(card(), animated: false)
        host.window.layoutIfNeeded()
        var layers = host.window.takeLayers()
        // Its border follows the rounded corners: drawn so, never clipped afterwards.
        #expect(layers[1].clip == nil)
        root.dismiss(animated: false)
        host.window.layoutIfNeeded()
        layers = host.window.takeLayers()
        #expect(layers[1].damage != nil, "its corners square again in its pixels")
    }

    @Test func aViewAddedInFrontOfThePresenterTakesItBackIntoTheBaseLayer() {
        let (host, root, _) = setUp()
        root.present(card(), animated: false)
        root.dismiss(animated: false)
        host.window.layoutIfNeeded()
        _ = host.window.takeLayers()
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 40))
        banner.backgroundColor = .systemYellow
        host.window.addSubview(banner)
        let layers = host.window.takeLayers()
        #expect(layers.count == 1)
        #expect(layers[0].damage == host.window.bounds)
    }
}
