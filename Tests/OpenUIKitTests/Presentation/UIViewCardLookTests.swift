import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A card's look set on a view in one change (`UIView+CardLook.swift`) leaves what setting its
/// transform, clip and corners one by one leaves: the same values, the same recorded content, the
/// same damage and layers — for a view in a window, a view in none, and the presenter whose
/// compositor applies all of it.
@MainActor
@Suite struct UIViewCardLookTests {
    /// An iPhone 15 window whose root view (white) holds a blue view, every change so far taken.
    private func setUp() -> (TestHost, UIViewController) {
        let (host, root) = (TestHost(device: .iPhone15), UIViewController())
        host.window.rootViewController = root
        root.view.backgroundColor = .white
        root.view.addSubview(UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 44)))
        root.view.subviews[0].backgroundColor = .systemBlue
        _ = (host.window.takeLayers(), host.window.takeDirtyRect())
        return (host, root)
    }

    private let rounded = SheetCard.Look(transform: CGAffineTransform(scaleX: 0.9, y: 0.9), cornerRadius: 10,
                                         maskedCorners: .all, clipsToBounds: true)
    private let square = SheetCard.Look(transform: .identity, cornerRadius: 0, maskedCorners: .all, clipsToBounds: false)

    /// Sets `look` on `view` property by property, as the card did before.
    private func setEach(_ look: SheetCard.Look, on view: UIView) {
        view.transform = look.transform
        if look.clipsToBounds { view.clipsToBounds = true }
        view.layer.cornerRadius = look.cornerRadius
        view.layer.maskedCorners = look.maskedCorners
        view.clipsToBounds = look.clipsToBounds
    }

    /// What a window shows of a change: the dirty rectangle, each layer's damage, transform and clip,
    /// and the list the window draws.
    private func outcome(of host: TestHost) -> (CGRect?, [String], [DisplayCommand]) {
        let dirty = host.window.takeDirtyRect()
        let layers = host.window.takeLayers().map { "\($0.damage as Any) \($0.transform as Any) \($0.clip as Any)" }
        return (dirty, layers, host.window.renderDisplayList().commands)
    }

    @Test func thePresentersLookSetAtOnceLeavesWhatEachPropertyLeaves() {
        let (once, onceRoot) = setUp()
        let (each, eachRoot) = setUp()
        for (index, look) in [rounded, square, rounded].enumerated() {
            once.window.keepAsLayer(onceRoot.view)
            each.window.keepAsLayer(eachRoot.view)
            onceRoot.view.setCardLook(look)
            setEach(look, on: eachRoot.view)
            #expect(onceRoot.view.cardLook == look && eachRoot.view.cardLook == look)
            let (onceOutcome, eachOutcome) = (outcome(of: once), outcome(of: each))
            #expect(onceOutcome.0 == eachOutcome.0, "step \(index): the dirty rectangle")
            #expect(onceOutcome.1 == eachOutcome.1, "step \(index): the layers")
            #expect(onceOutcome.2 == eachOutcome.2, "step \(index): what the window draws")
        }
        // The presenter's pixels were not drawn again: only where it shows changed.
        onceRoot.view.setCardLook(square)
        #expect(once.window.takeLayers().allSatisfy { $0.damage == nil })
    }

    @Test func aViewsCornersSetAtOnceLeaveWhatEachPropertyLeaves() {
        let (once, onceRoot) = setUp()
        let (each, eachRoot) = setUp()
        let top = SheetCard.Look(transform: .identity, cornerRadius: 12, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
                                 clipsToBounds: true)
        for (index, look) in [top, square].enumerated() {
            let (onceBlue, eachBlue) = (onceRoot.view.subviews[0], eachRoot.view.subviews[0])
            onceBlue.setCardLook(look)
            setEach(look, on: eachBlue)
            #expect(onceBlue.cardLook == look && eachBlue.cardLook == look)
            let (onceOutcome, eachOutcome) = (outcome(of: once), outcome(of: each))
            #expect(onceOutcome.0 != nil && onceOutcome.0 == eachOutcome.0, "step \(index): the dirty rectangle")
            #expect(onceOutcome.1 == eachOutcome.1, "step \(index): the layers")
            #expect(onceOutcome.2 == eachOutcome.2, "step \(index): what the window draws")
        }
    }

    @Test func aViewInNoWindowIsDrawnWithTheLookItWasGiven() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        view.backgroundColor = .red
        let before = view.renderDisplayList().commands
        let top = SheetCard.Look(transform: .identity, cornerRadius: 12, maskedCorners: [.layerMinXMinYCorner], clipsToBounds: true)
        view.setCardLook(top)
        // The content recorded before went with the corners.
        #expect(view.renderDisplayList().commands != before)
        view.setCardLook(square)
        #expect(view.cardLook == square)
        #expect(view.renderDisplayList().commands == before)
    }

    @Test func aLookSetInAnAnimationBlockAnimatesTheTransform() {
        let (host, root) = setUp()
        host.window.keepAsLayer(root.view)
        UIView.animate(withDuration: 0.3) { root.view.setCardLook(rounded) }
        #expect(root.view.hasRunningAnimations)
        #expect(root.view.cardLook == rounded)
    }

    @Test func aNegativeRadiusIsStoredAsTheSetterStoresIt() {
        let view = UIView()
        view.setCardLook(SheetCard.Look(transform: .identity, cornerRadius: -4, maskedCorners: .all, clipsToBounds: true))
        #expect(view.layer.cornerRadius == 0 && view.clipsToBounds)
    }
}
