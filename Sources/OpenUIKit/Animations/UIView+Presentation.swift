import Foundation

/// What a view draws while it animates: its presentation values, the model values plus what remains
/// of its running animations (``PropertyAnimation``), as Core Animation's presentation layer. Hit
/// testing, `frame`, `alpha` and the other getters answer the model values, as in UIKit; drawing,
/// its culling and its damage use the presented ones.
///
/// The running animations live in a table beside the views, made for a view only while it animates:
/// views that never animate pay one flag (``hasRunningAnimations``, in padding) checked where drawing
/// reads geometry, alpha and background.
extension UIView {
    /// The running animations, by view. Main-actor state, as the views are.
    private static var runningAnimationTable: [ObjectIdentifier: [PropertyAnimation]] = [:]

    /// How many views animate now: zero spares model changes the walk that damages presented areas.
    private(set) static var animatingViewCount = 0

    /// The animations running on this view.
    var runningAnimations: [PropertyAnimation] {
        hasRunningAnimations ? UIView.runningAnimationTable[ObjectIdentifier(self)] ?? [] : []
    }

    func addRunningAnimation(_ animation: PropertyAnimation) {
        if !hasRunningAnimations { UIView.animatingViewCount += 1 }
        if animation.property.isTransform { UIView.transformAnimationCount += 1 }
        UIView.runningAnimationTable[ObjectIdentifier(self), default: []].append(animation)
        hasRunningAnimations = true
    }

    /// Removes `animation`; the view's entry goes with its last one (and its content, drawn with
    /// presented bounds and colors, is recorded again from the model).
    func removeRunningAnimation(_ animation: PropertyAnimation) {
        guard hasRunningAnimations else { return }
        let key = ObjectIdentifier(self)
        let count = UIView.runningAnimationTable[key]?.count ?? 0
        UIView.runningAnimationTable[key]?.removeAll { $0 === animation }
        if animation.property.isTransform, (UIView.runningAnimationTable[key]?.count ?? 0) < count {
            UIView.transformAnimationCount -= 1
        }
        if UIView.runningAnimationTable[key]?.isEmpty ?? true { releaseRunningAnimations() }
    }

    /// Forgets this view's entry (when its last animation ends, and from `deinit`, `all`). The view
    /// keeps drawing through its presentation while explicit animations run on its layer, unless `all`.
    func releaseRunningAnimations(all: Bool = false) {
        guard hasRunningAnimations else { return }
        for animation in runningAnimations where animation.property.isTransform { UIView.transformAnimationCount -= 1 }
        UIView.runningAnimationTable[ObjectIdentifier(self)] = nil
        cachedContent = nil
        dropRenderingCache()
        guard all || layerPresentation == nil else { return }
        hasRunningAnimations = false
        UIView.animatingViewCount -= 1
    }

    /// The presentation of the view's layer while explicit animations run on it
    /// (`CALayer+Animations.swift`): what the view is drawn with then, as UIKit draws a view through
    /// its layer's presentation layer.
    var layerPresentation: CALayer? {
        // With no layer animated anywhere (``CALayer/animatedLayerCount``), the layer is not read.
        guard CALayer.animatedLayerCount > 0 else { return nil }
        return loadedLayer?.animationState?.presentation
    }

    /// Explicit animations started on the view's layer: the view draws through its presentation
    /// values from now on (the flag every drawing path checks).
    func layerAnimationsDidStart() {
        guard !hasRunningAnimations else { return }
        hasRunningAnimations = true
        UIView.animatingViewCount += 1
    }

    /// The last explicit animation left the view's layer: unless `UIView.animate` still moves the
    /// view, it draws its model values again.
    func layerAnimationsDidEnd() {
        guard hasRunningAnimations, UIView.runningAnimationTable[ObjectIdentifier(self)] == nil else { return }
        hasRunningAnimations = false
        UIView.animatingViewCount -= 1
        cachedContent = nil
    }

    /// A model value changed while explicit animations run on the view's layer: the presentation
    /// takes it now (a kept, finished animation steps no more frames to take it later).
    func modelDidChangeUnderLayerAnimations() {
        guard hasRunningAnimations, let layer = loadedLayer, let state = layer.animationState else { return }
        state.present(layer, at: layer.animationScheduler.now)
    }

    /// Writes what `UIView.animate` draws now — center, bounds, alpha, background, transform — into
    /// `layer`, a presentation copy of the view's layer, the values its explicit animations start from.
    func writeViewPresentation(into layer: CALayer) {
        guard hasRunningAnimations, UIView.runningAnimationTable[ObjectIdentifier(self)] != nil else { return }
        layer.storedPosition = viewPresentedCenter
        layer.storedBounds = viewPresentedBounds
        layer.storedOpacity = Float(viewPresentedAlpha)
        layer.storedBackgroundColor = viewPresentedBackgroundColor?.cgColor
        layer.storedTransform = CATransform3DMakeAffineTransform(viewPresentedTransform)
    }

    /// Cuts the running animations of `property` short (a `.beginFromCurrentState` animation replaces
    /// them), telling their groups.
    func cutRunningAnimations(of property: AnimatedProperty) {
        for animation in runningAnimations where animation.property == property {
            animation.group.cut(animation, of: self)
            presentationWillChange()
            removeRunningAnimation(animation)
            presentationDidChange(contentChanged: property.changesContent)
        }
    }

    /// The value of `property` drawn now, given its model value `model`.
    func presentedValue(of property: AnimatedProperty, model: SIMD4<Double>) -> SIMD4<Double> {
        presentedValue(of: property, model: model, animations: runningAnimations)
    }

    /// The value of `property` drawn now, given its model value `model` and the view's running
    /// `animations` (``runningAnimations``, read once by a caller that needs several values: each read
    /// looks the view up in the table).
    private func presentedValue(of property: AnimatedProperty, model: SIMD4<Double>,
                                animations: [PropertyAnimation]) -> SIMD4<Double> {
        var value = model
        // By index: a `for … in` loop retains and releases each animation it hands out (two atomic
        // operations), and this runs for the center and the bounds of every moving view several times a
        // frame (docs/Performance.md, "Session 14 — animation speed").
        for index in animations.indices where animations[index].property == property {
            value += animations[index].delta * animations[index].remaining
        }
        return value
    }

    private func presented(_ property: AnimatedProperty) -> SIMD4<Double> {
        presentedValue(of: property, model: property.modelValue(of: self))
    }

    // The values drawn now: the model's when the view does not animate; its layer's presentation
    // while explicit animations run on the layer (which start from what `UIView.animate` draws);
    // else what `UIView.animate` draws.

    /// The center drawn now.
    var presentedCenter: CGPoint {
        guard hasRunningAnimations else { return storedCenter }
        return layerPresentation?.storedPosition ?? viewPresentedCenter
    }

    /// The bounds drawn now.
    var presentedBounds: CGRect {
        guard hasRunningAnimations else { return storedBounds }
        return layerPresentation?.storedBounds ?? viewPresentedBounds
    }

    /// The alpha drawn now, within 0…1.
    var presentedAlpha: CGFloat {
        guard hasRunningAnimations else { return alpha }
        return layerPresentation.map { CGFloat($0.storedOpacity) } ?? viewPresentedAlpha
    }

    /// ``presentedAlpha``, given the view's running `animations` (``runningAnimations``, read once by
    /// a caller that needs several presented values: each read looks the view up in the table).
    func presentedAlpha(_ animations: [PropertyAnimation]) -> CGFloat {
        guard hasRunningAnimations else { return alpha }
        if let layerPresentation { return CGFloat(layerPresentation.storedOpacity) }
        let value = presentedValue(of: .alpha, model: AnimatedProperty.alpha.modelValue(of: self), animations: animations)
        return CGFloat(min(max(value[0], 0), 1))
    }

    /// The background color drawn now: the model's unless it animates. The layer's presentation
    /// answers only while one of its animations moves the background: it holds a resolved color,
    /// and the model's may be dynamic.
    var presentedBackgroundColor: UIColor? {
        guard hasRunningAnimations else { return backgroundColor }
        if let state = loadedLayer?.animationState, state.animates(.backgroundColor) {
            return state.presentation.storedBackgroundColor.map(UIColor.init(cgColor:))
        }
        return viewPresentedBackgroundColor
    }

    /// The center `UIView.animate` draws.
    private var viewPresentedCenter: CGPoint {
        viewPresentedCenter(runningAnimations)
    }

    /// The center `UIView.animate` draws with `animations`, the view's running ones.
    private func viewPresentedCenter(_ animations: [PropertyAnimation]) -> CGPoint {
        let value = presentedValue(of: .center, model: AnimatedProperty.center.modelValue(of: self), animations: animations)
        return CGPoint(x: value[0], y: value[1])
    }

    /// The bounds `UIView.animate` draws; a size that overshoots below zero (a spring) draws empty.
    private var viewPresentedBounds: CGRect {
        viewPresentedBounds(runningAnimations)
    }

    /// The bounds `UIView.animate` draws with `animations`, the view's running ones.
    private func viewPresentedBounds(_ animations: [PropertyAnimation]) -> CGRect {
        let value = presentedValue(of: .bounds, model: AnimatedProperty.bounds.modelValue(of: self), animations: animations)
        return CGRect(x: value[0], y: value[1], width: max(value[2], 0), height: max(value[3], 0))
    }

    /// The alpha `UIView.animate` draws, within 0…1.
    private var viewPresentedAlpha: CGFloat {
        CGFloat(min(max(presented(.alpha)[0], 0), 1))
    }

    /// The background `UIView.animate` draws: the model's unless it animates.
    private var viewPresentedBackgroundColor: UIColor? {
        guard runningAnimations.contains(where: { $0.property == .backgroundColor }) else { return backgroundColor }
        let value = presented(.backgroundColor)
        return UIColor(red: value[0], green: value[1], blue: value[2], alpha: value[3])
    }

    /// The offset mapping this view's drawn coordinates into its superview's, from the presented
    /// center and bounds.
    ///
    /// Asked for every moving view in every frame, by its damage and its drawing: the running
    /// animations are looked up once for both the center and the bounds (docs/Performance.md, "Session
    /// 12 — animation speed").
    var presentedOffsetInSuperview: CGPoint {
        presentedOffsetInSuperview(nil)
    }

    /// ``presentedOffsetInSuperview``, given the view's running `animations` when the caller read
    /// them already (``runningAnimations``; nil: read them here). An animation step reads them once
    /// for the areas before and after it (docs/Performance.md, "Session 13 — animation speed").
    func presentedOffsetInSuperview(_ animations: [PropertyAnimation]?) -> CGPoint {
        guard hasRunningAnimations else { return offsetInSuperview }
        let center: CGPoint, bounds: CGRect
        if let layerPresentation {
            center = layerPresentation.storedPosition
            bounds = layerPresentation.storedBounds
        } else if let animations {
            // Not `animations ?? runningAnimations`: that copy retained and released the caller's list
            // (twice a moving view's step, docs/Performance.md "Session 14 — animation speed").
            center = viewPresentedCenter(animations)
            bounds = viewPresentedBounds(animations)
        } else {
            let animations = runningAnimations
            center = viewPresentedCenter(animations)
            bounds = viewPresentedBounds(animations)
        }
        return CGPoint(x: center.x - bounds.width / 2 - bounds.minX, y: center.y - bounds.height / 2 - bounds.minY)
    }

    /// The area the view itself covers in its own coordinates: its bounds, and while it animates the
    /// bounds it is drawn with too — where a rendered extent starts.
    /// A cross-dissolve's or a layer transition's old appearance is inside it too.
    /// A layer's shadow and standalone sublayers that reach past the bounds are inside it too.
    var ownRenderedArea: CGRect {
        var area = storedBounds
        if hasRunningAnimations {
            area = area.union(presentedBounds)
            for animation in runningAnimations { if let snapshot = animation.snapshot { area = area.union(snapshot.extent) } }
            if let transition = loadedLayer?.animationState?.transition { area = area.union(transition.oldRenderingExtent) }
        }
        if let loadedLayer {
            let beyond = loadedLayer.extentBeyondBounds
            if !beyond.isNull { area = area.union(beyond) }
        }
        return area
    }

    /// The old appearance a running cross-dissolve fades out or a layer transition (``CATransition``)
    /// takes away, as drawn now — its commands (in the superview's coordinates), opacity and offset —
    /// and the opacity the new appearance is drawn with beside what the presentation says.
    var oldAppearance: (commands: [DisplayCommand], opacity: CGFloat, offset: CGPoint, newOpacity: CGFloat)? {
        oldAppearance(runningAnimations)
    }

    /// ``oldAppearance``, given the view's running `animations` (``runningAnimations``).
    func oldAppearance(_ animations: [PropertyAnimation])
        -> (commands: [DisplayCommand], opacity: CGFloat, offset: CGPoint, newOpacity: CGFloat)? {
        for index in animations.indices {
            if let snapshot = animations[index].snapshot {
                let remaining = CGFloat(animations[index].remaining)
                return (snapshot.commands, remaining, .zero, 1 - remaining)
            }
        }
        guard CALayer.animatedLayerCount > 0, let old = loadedLayer?.animationState?.transition?.oldRendering
        else { return nil }
        return (old.commands, old.opacity, old.offset, 1)
    }

    /// `extent`, an area in this view's coordinates, in its superview's: where the model places it,
    /// and while the view animates where it is drawn too — through the view's transform, if any, as
    /// the bounding box of the image. `animations`: the view's running animations, when the caller
    /// read them already (``presentedOffsetInSuperview(_:)``).
    func extentInSuperview(_ extent: CGRect) -> CGRect {
        extentInSuperview(extent, animations: nil)
    }

    /// ``extentInSuperview(_:)``, given the view's running `animations` when the caller read them
    /// already (nil: read them here if needed).
    func extentInSuperview(_ extent: CGRect, animations: [PropertyAnimation]?) -> CGRect {
        let placed: CGRect
        if hasTransform {
            placed = extent.applying(transformToSuperview).insetBy(dx: -Self.resamplingBleed, dy: -Self.resamplingBleed)
        } else {
            let offset = offsetInSuperview
            placed = extent.offsetBy(dx: offset.x, dy: offset.y)
        }
        guard hasRunningAnimations else { return placed }
        if let drawnPlacement { return placed.union(extent.applying(drawnPlacement)) }
        let drawn = presentedOffsetInSuperview(animations)
        return placed.union(extent.offsetBy(dx: drawn.x, dy: drawn.y))
    }

    /// ``extentInSuperview(_:)`` of a view with no transform that animates, drawn at `drawn` (its
    /// ``presentedOffsetInSuperview``), for a caller that needs that offset too: an animation step
    /// snaps it to device pixels (``UIView/presentationDidStep(contentChanged:ownExtentChanged:from:animations:)``),
    /// and computing it twice cost a moving view about 80 instructions a step.
    func untransformedExtentInSuperview(_ extent: CGRect, drawnAt drawn: CGPoint) -> CGRect {
        let offset = offsetInSuperview
        return extent.offsetBy(dx: offset.x, dy: offset.y).union(extent.offsetBy(dx: drawn.x, dy: drawn.y))
    }

    /// Whether touches pass this view by: it animates without `.allowUserInteraction`, as UIKit
    /// ignores touches on views being animated unless that option is given.
    var ignoresTouchesWhileAnimating: Bool {
        hasRunningAnimations && runningAnimations.contains { !$0.allowsUserInteraction }
    }

    /// `property` is about to change: an animation block running now records it.
    func animatablePropertyWillChange(_ property: AnimatedProperty) {
        AnimationCapture.current?.record(self, property)
    }
}
