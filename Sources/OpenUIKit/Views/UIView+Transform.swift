import Foundation

/// A view's transform (``UIView/transform``, and `layer.transform` for the view's own layer), kept
/// in a table beside the views, made for a view only while its transform is not the identity: a
/// 1000-button grid pays one flag (``hasTransform``, in padding) and nothing else. `deinit` removes the
/// view's entry, so an identifier is never reused by a later view while its entry exists.
///
/// The transform applies about the view's center — the layer's anchor point, (0.5, 0.5) for a view's
/// layer — and after it the view sits at its ``center``: a point `p` of the bounds maps to
/// `center + transform(p − bounds.mid)` in the superview. Without a transform that is the plain offset
/// ``offsetInSuperview``, which every walk still uses for views that have none.
extension UIView {
    /// The transforms set on views, by view, as the layer's 4×4 transform (a view's affine transform is
    /// its flattening). Main-actor state, as the views are.
    private static var transformTable: [ObjectIdentifier: CATransform3D] = [:]

    /// How many views have a transform other than the identity: for tests that check entries go.
    static var transformTableCount: Int { transformTable.count }

    /// The layer transform of the view: the identity unless one was set.
    var storedLayerTransform: CATransform3D {
        hasTransform ? UIView.transformTable[ObjectIdentifier(self)] ?? CATransform3DIdentity : CATransform3DIdentity
    }

    /// ``transform``'s value: the affine part of the layer transform.
    var storedTransform: CGAffineTransform {
        hasTransform ? CATransform3DGetAffineTransform(storedLayerTransform) : .identity
    }

    /// Sets ``transform`` (see there).
    func setTransform(_ newValue: CGAffineTransform) {
        setLayerTransform(CATransform3DMakeAffineTransform(newValue))
    }

    /// Sets the view's layer transform: the old and new areas are damaged and the caches that depend
    /// on where the view is drawn go (``transformDidChange()``); the identity removes the entry. A
    /// non-finite entry is refused, as UIKit raises `CALayerInvalidGeometry` there.
    func setLayerTransform(_ newValue: CATransform3D) {
        guard newValue.isFinite else {
            return reportInvalidGeometry("transform", CATransform3DGetAffineTransform(newValue))
        }
        guard !CATransform3DEqualToTransform(newValue, storedLayerTransform) else { return }
        if AnimationCapture.current != nil {
            animatablePropertyWillChange(.transform)
            animatablePropertyWillChange(.transformTranslation)
        }
        if let window = transformCompositingWindow {
            UIView.invalidateWindowPaths()
            let oldArea = extentInSuperview(renderedExtent)
            storeLayerTransform(newValue)
            return compositedTransformDidChange(in: window, from: oldArea)
        }
        geometryWillChange()
        storeLayerTransform(newValue)
        transformDidChange()
    }

    /// Keeps `newValue` as the view's layer transform; the identity removes the entry.
    func storeLayerTransform(_ newValue: CATransform3D) {
        if CATransform3DIsIdentity(newValue) {
            releaseTransform()
        } else {
            UIView.transformTable[ObjectIdentifier(self)] = newValue
            hasTransform = true
        }
    }

    /// The window that keeps this view as a layer of its own and applies its transform when
    /// compositing (a card's presenter, ``UIWindow/layeredPresenterIndex()``); nil for every other view.
    var transformCompositingWindow: UIWindow? {
        guard let parent = superviewReference?.view, type(of: parent) is UIWindow.Type else { return nil }
        let window = unsafeDowncast(parent, to: UIWindow.self)
        guard window.layeredPresenter == ObjectIdentifier(self), window.layeredPresenterIndex() != nil else { return nil }
        return window
    }

    /// Forgets this view's entry (the identity, and from `deinit`).
    func releaseTransform() {
        UIView.transformTable[ObjectIdentifier(self)] = nil
        hasTransform = false
    }

    /// The map from coordinates in `bounds` to the superview's for a view at `center` under
    /// `transform`, about the bounds' middle.
    static func placement(center: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The map from this view's coordinates to its superview's, by the model values.
    var transformToSuperview: CGAffineTransform {
        guard hasTransform else {
            let offset = offsetInSuperview
            return CGAffineTransform(translationX: offset.x, y: offset.y)
        }
        return UIView.placement(center: storedCenter, bounds: storedBounds, transform: storedTransform)
    }

    /// `point`, in the superview's coordinates, in this view's: what hit testing passes down. A view
    /// whose transform has no inverse (scaled to zero) covers no area, so no point lies in it: the
    /// answer is then not finite, which no bounds contain.
    @inline(__always)
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        guard hasTransform else {
            let offset = offsetInSuperview
            return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        }
        let map = transformToSuperview
        guard map.a * map.d - map.b * map.c != 0 else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return point.applying(map.inverted())
    }

    /// The map from this view's coordinates to its root's (the window's), by the model values: the
    /// transforms of the view and its ancestors below the root composed (the root's own place is not
    /// part of it, as for ``pathToRoot()``'s offset). A loop, not recursion (issue 8).
    func transformToRoot() -> CGAffineTransform {
        var map = CGAffineTransform.identity
        var step = UnretainedView(self)
        while let parent = step.superview {
            map = map.concatenating(step.view.transformToSuperview)
            step = parent
        }
        return map
    }

    /// `rect`, in this view's coordinates, in its root's: offset by `offset` when no view on the way
    /// has a transform (`transformed` false, as ``pathToRoot()`` and ``WindowPath`` say), else the
    /// bounding box of its image under ``transformToRoot()``, grown by ``resamplingBleed``.
    func rectInRoot(_ rect: CGRect, offset: CGPoint, transformed: Bool) -> CGRect {
        guard transformed else { return rect.offsetBy(dx: offset.x, dy: offset.y) }
        return rect.applying(transformToRoot()).insetBy(dx: -Self.resamplingBleed, dy: -Self.resamplingBleed)
    }

    /// How far past the bounding box of its transformed bounds a turned or scaled subtree can change
    /// pixels: it is drawn through a group the renderer resamples (filtered), whose edge pixels bleed
    /// up to one device pixel outward. Two points is one pixel at the coarsest scale anything draws
    /// at (the fuzzers' damage check, half a pixel per point); a finer screen needs less. Found by
    /// `script/fuzz-events` (seed 1361583653243863870: a button turned 158° changed a pixel 1.6
    /// points past its box).
    static let resamplingBleed: CGFloat = 2

    /// ``frame`` under a transform: the smallest rectangle holding the transformed bounds, as UIKit
    /// documents ("the frame reflects the transform").
    var transformedFrame: CGRect {
        storedBounds.applying(transformToSuperview)
    }

    /// Sets ``frame`` while the view has a transform. UIKit calls the result undefined; Core Animation
    /// documents what `CALayer.frame`'s setter does — it changes `position` and `bounds` to match the
    /// rectangle, and must not be used under a rotation that is not a multiple of 90° — so OpenUIKit
    /// warns (`view.frameUnderTransform`) and does that: the center moves to the rectangle's (less the
    /// transform's translation), and the bounds take the size whose transformed bounding box has the
    /// rectangle's size, keeping the transform. Under a transform where no such size exists (a 45°
    /// turn maps every size to a square box), the bounds keep their size.
    func setFrameUnderTransform(_ safe: CGRect) {
        let transform = storedTransform
        Diagnostics.warn("view.frameUnderTransform", "\(type(of: self)).frame was set while its transform is not "
                         + "the identity (\(transform)); UIKit leaves the result undefined: moved the center "
                         + "and resized the bounds to match, keeping the transform")
        // The box of a w × h rectangle under the linear part is (|a|w + |c|h) × (|b|w + |d|h).
        let a = abs(transform.a), b = abs(transform.b), c = abs(transform.c), d = abs(transform.d)
        // Rounding leaves a 45° turn's determinant at 1e-16, not 0: measured against its terms.
        let determinant = a * d - b * c
        var size = storedBounds.size
        if abs(determinant) > 1e-9 * (a * d + b * c) {
            let width = (d * safe.width - c * safe.height) / determinant
            let height = (a * safe.height - b * safe.width) / determinant
            if width >= 0, height >= 0, width.isFinite, height.isFinite { size = CGSize(width: width, height: height) }
        }
        let center = CGPoint(x: safe.midX - transform.tx, y: safe.midY - transform.ty)
        setUntransformedFrame(CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                     width: size.width, height: size.height))
    }
}
