import Foundation

/// What a sheet adds while it shows as a card, and what it changed on the views it does not own, so
/// the dismissal gives those views back as they were: the presenter's transform and corners (scaled
/// back behind the card) and the presented view's corners (rounded on top).
@MainActor
final class SheetCard {
    /// The grabber, made when the sheet first asks for one (``grabber(in:)``): most sheets never show
    /// one, and making, placing and removing a hidden view cost a card's modal cycle about 10,000
    /// instructions (docs/Performance.md, "Session 15 — the card sheet's modal cycle").
    private(set) var grabber: SheetGrabberView?
    let drag: SheetDragController
    private var presenter: SavedLook?
    private var presented: SavedLook?

    init(sheet: UISheetPresentationController) {
        drag = SheetDragController(sheet: sheet)
    }

    /// The grabber, made and added on top of `container` at the first call.
    func grabber(in container: UIView) -> SheetGrabberView {
        if let grabber { return grabber }
        let grabber = SheetGrabberView()
        container.addSubview(grabber)
        self.grabber = grabber
        return grabber
    }

    /// What a card changes of a view it does not own: the presenter's transform, and both views'
    /// clip and corners. Set with ``UIView/setCardLook(_:)``, in one change.
    struct Look: Equatable {
        var transform: CGAffineTransform
        var cornerRadius: CGFloat
        var maskedCorners: CACornerMask
        var clipsToBounds: Bool
    }

    /// A view's look before the card changed it.
    ///
    /// The view is held strongly until its look is given back: it is the presenting or presented
    /// controller's own, alive through the presentation anyway. Held weakly, each presented view got a
    /// side table for its reference counts, whose every retain and release then took the runtime's
    /// slow path (docs/Performance.md, "Session 16 — the card sheet's modal cycle").
    @MainActor
    private struct SavedLook {
        let view: UIView
        let look: Look

        init(_ view: UIView) {
            self.view = view
            look = view.cardLook
        }

        func restore() {
            view.setCardLook(look)
        }
    }

    /// Rounds the presented view's top corners.
    func roundTopCorners(of view: UIView, radius: CGFloat) {
        if presented == nil { presented = SavedLook(view) }
        view.setCardLook(Look(transform: view.transform, cornerRadius: radius,
                              maskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner], clipsToBounds: true))
    }

    /// Scales the presenter's view back (`scale` < 1, corners rounded by `radius`) or gives it its
    /// own look back (`scale` nil). A presenter among the window's subviews becomes a layer of its own
    /// there, whose scale the compositor applies (`UIWindow+LayeredPresenter.swift`), and stays one
    /// after the card goes, so the next card draws none of it again.
    func setPresenter(_ view: UIView, scale: CGFloat?, radius: CGFloat) {
        guard let scale else { return releasePresenter() }
        if presenter == nil { presenter = SavedLook(view) }
        // Before the transform: the window composites it from the pixels it keeps of the view.
        if let window = view.superview as? UIWindow { window.keepAsLayer(view) }
        view.setCardLook(Look(transform: CGAffineTransform(scaleX: scale, y: scale), cornerRadius: radius,
                              maskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
                              clipsToBounds: true))
    }

    /// Gives the presenter's view its look back (the dismissal starts).
    func releasePresenter() {
        presenter?.restore()
        presenter = nil
    }

    /// Gives the presented view its corners back (the dismissal ended).
    func releasePresented() {
        presented?.restore()
        presented = nil
    }
}
