import Foundation

/// The key Core Animation adds a layer's transition for (`kCATransition`), as UIKit code passes
/// to `add(_:forKey:)`.
public let kCATransition = "transition"

/// An animation from a layer's old rendering to its new one, as Core Animation's `CATransition`:
/// added to a view's layer (`label.layer.add(transition, forKey: kCATransition)`), it takes a
/// picture of the view as drawn now — the view and its subviews — and for ``duration`` draws that
/// picture going away (``type``: fading out, pushed, uncovered) while the view's new rendering
/// comes in, so a label whose text changes, or a container whose subviews are swapped, changes
/// under the transition.
///
/// Core Animation renders the old state as of the last commit, so an app may add the transition
/// just before or just after its change in one turn of the run loop. OpenUIKit pictures the view
/// when the transition is added: add it before the change (the README's "Differences from UIKit");
/// added after, the old and new renderings are the same. The new rendering moves by the view's
/// drawn transform and fades by its drawn opacity, so hit testing stays on the model, as in UIKit.
/// A ``CATransitionType/reveal`` draws the old rendering under the new one, not over it: it shows
/// as a ``CATransitionType/push`` whose new rendering does not move. On a standalone layer the
/// new rendering moves and fades but no picture of the old one is drawn.
@MainActor
open class CATransition: CAAnimation {
    /// How the new rendering comes in: ``CATransitionType/fade`` by default.
    open var type = CATransitionType.fade
    /// The direction of a motion type; nil moves from the left, as ``CATransitionSubtype/fromLeft``.
    open var subtype: CATransitionSubtype?
    /// Where in the transition (0…1) it starts: 0 by default.
    open var startProgress: Float = 0
    /// Where in the transition (0…1) it ends: 1 by default.
    open var endProgress: Float = 1

    /// The old rendering, in the superview's coordinates, its extent in the view's, and the view's
    /// size the motion types move by: taken when the running copy is added to a view's layer.
    var snapshot: (commands: [DisplayCommand], extent: CGRect, size: CGSize)?
    /// The progress (0…1) the last presentation drew, which the view's drawing reads.
    private(set) var drawnProgress: CGFloat = 0

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    /// The progress at `time`, within ``startProgress``…``endProgress``; nil outside the
    /// animation's effect.
    private func progress(at time: CFTimeInterval) -> CGFloat? {
        guard let progress = state(at: time).progress else { return nil }
        let start = CGFloat(min(max(startProgress, 0), 1)), end = CGFloat(min(max(endProgress, 0), 1))
        return start + (end - start) * CGFloat(progress)
    }

    /// The motion of the whole transition for a layer of `size`: the vector the motion types move by.
    private func travel(for size: CGSize) -> CGVector {
        let direction = (subtype ?? .fromLeft).direction
        return CGVector(dx: direction.dx * size.width, dy: direction.dy * size.height)
    }

    /// Moves and fades the new rendering in `layer` (a presentation copy) for `time`.
    override func present(into layer: CALayer, at time: CFTimeInterval) {
        guard let progress = progress(at: time) else { return }
        drawnProgress = progress
        switch type {
        case .push, .moveIn:
            let travel = travel(for: layer.storedBounds.size)
            let offset = CATransform3DMakeTranslation(-travel.dx * (1 - progress), -travel.dy * (1 - progress), 0)
            layer.storedTransform = CATransform3DConcat(layer.storedTransform, offset)
        case .reveal:
            break
        default:
            layer.storedOpacity *= Float(progress)
        }
    }

    /// The old rendering as drawn now: its commands, its opacity and the offset it is drawn at.
    var oldRendering: (commands: [DisplayCommand], opacity: CGFloat, offset: CGPoint)? {
        guard let snapshot else { return nil }
        switch type {
        case .push, .reveal:
            let travel = travel(for: snapshot.size)
            return (snapshot.commands, 1, CGPoint(x: travel.dx * drawnProgress, y: travel.dy * drawnProgress))
        case .moveIn:
            return (snapshot.commands, 1, .zero)
        default:
            return (snapshot.commands, 1 - drawnProgress, .zero)
        }
    }

    /// The area the old rendering covers over the whole transition, in the view's coordinates.
    var oldRenderingExtent: CGRect {
        guard let snapshot else { return .null }
        guard type == .push || type == .reveal else { return snapshot.extent }
        let travel = travel(for: snapshot.size)
        return snapshot.extent.union(snapshot.extent.offsetBy(dx: travel.dx, dy: travel.dy))
    }
}
