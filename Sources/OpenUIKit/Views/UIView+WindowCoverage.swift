import Foundation

/// What a walk to the window found about its damage, kept for the views below it: a view whose walk
/// (``invalidateRenderedArea()``) or whose caller (the Auto Layout engine's write-back,
/// ``geometryWillChangeInWindowRedrawingAll()``) found it below a window whose damage already covers
/// every layer is stamped with ``windowCoverageEpoch``; until the epoch moves on, a geometry change of
/// that view or of one of its subviews needs no walk of its own (``geometryWillChange()``).
///
/// Why: after a window resize the engine sets a thousand frames knowing the window redraws all, and
/// then each button's ``UIButton/layoutSubviews()`` sets its title label's frame, which walked to the
/// window twice more to find the same — about 600 instructions a button, a fifth of a relayout of the
/// 1000-button constraint grid (docs/Performance.md, "Session 15 — layout speed").
///
/// The stamp stays true while the window's damage is unread and the view stays in it: the damage only
/// grows until a frame reads it (``WindowDamage/readCount`` moves on then), and a grown window damages
/// its new bounds itself. A view that leaves the window (it, or a view on its way up, is removed or
/// loses its superview to a release) is in no window, where a geometry change damages nothing anyway;
/// it can only enter a window again by a subview being added somewhere on its way up
/// (``subviewAttachCount`` moves on then).
/// Views inside an animating view are drawn where the animation puts them, so the stamp is not used
/// while any view animates. ``_checkInvariants()`` checks every stamped view against its window.
extension UIView {
    /// How many times a view was added to a superview: with ``WindowDamage/readCount``, what a
    /// ``windowCoverageStamp`` must match.
    static var subviewAttachCount: UInt64 = 0

    /// The current epoch of the stamps: the sum of two counters that only grow, so it moves on when
    /// either does.
    static var windowCoverageEpoch: UInt64 { WindowDamage.readCount &+ subviewAttachCount }

    /// Stamps the view as below a window whose damage covers every layer (the view not being the window).
    func noteBelowWindowRedrawingAll() {
        windowCoverageStamp = UIView.windowCoverageEpoch
    }

    /// Whether the view, or its superview, was found below a window whose damage covers every layer
    /// with nothing read or detached since: a geometry change of the view adds no damage. The
    /// superview's stamp is what a view laid out in its superview's `layoutSubviews()` finds.
    var isKnownBelowWindowRedrawingAll: Bool {
        let epoch = UIView.windowCoverageEpoch
        if windowCoverageStamp == epoch { return true }
        guard let parentStep = superviewReference else { return false }
        return parentStep.view.windowCoverageStamp == epoch
    }
}
