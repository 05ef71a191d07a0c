import Foundation

/// Drawing: a layer becomes display commands in the order Core Animation composites it — shadow,
/// background, contents image, the class's drawing (shape, gradient), what ``draw(in:)`` drew, the
/// sublayers, the border on top — inside a group with its offset, opacity and bounds clip, a rounded
/// clip when it masks to rounded bounds, and a mask (``DisplayCommand/beginMask``) when it has one.
///
/// A view's layer is drawn by its view (`UIView+Rendering.swift`), which takes the shadow,
/// background, contents and border from here (``appendBackdrop(into:bounds:background:)``, ``appendBorder(into:bounds:)``) and the clip and
/// mask around its subviews (``appendViewClipOpening(into:bounds:)``).
extension CALayer {
    /// The shadow as drawn, when one shows: a color, a positive opacity. Core Animation's radius is
    /// the blur's standard deviation; the display shadow's blur is how far the blur reaches, three
    /// times that (see ``DisplayShadow``).
    var displayShadow: DisplayShadow? {
        guard storedShadowOpacity > 0, let color = storedShadowColor, color.alpha > 0 else { return nil }
        return DisplayShadow(offset: storedShadowOffset, blur: 3 * storedShadowRadius,
                             color: color.color.withAlphaComponent(color.alpha * CGFloat(storedShadowOpacity)))
    }

    /// The shape the shadow is cast from: ``shadowPath``, the class's shape, or the rounded bounds
    /// when the layer draws a background, border, contents or fills its bounds; nil when it draws none.
    func shadowShape(in bounds: CGRect) -> DisplayPath? {
        if let storedShadowPath { return DisplayPath(storedShadowPath.elements) }
        if let shape = classShadowShape(in: bounds) { return shape }
        let drawsBounds = (backgroundColor?.alpha ?? 0) > 0 || (storedBorderWidth > 0 && storedBorderColor != nil)
            || contentsImage != nil || classFillsBounds
        return drawsBounds ? roundedShape(in: bounds) : nil
    }

    /// The bounds with ``cornerRadius`` on the ``maskedCorners``, clamped to half the shorter side, in
    /// the ``cornerCurve``.
    ///
    /// The last few shapes made are kept by what makes them (``recentRoundedShapes``).
    func roundedShape(in bounds: CGRect) -> DisplayPath {
        if drawsContinuousCorners { return CALayer.continuousCornerPath(bounds, radius: storedCornerRadius) }
        let radius = min(storedCornerRadius, bounds.width / 2, bounds.height / 2)
        let masked = storedMaskedCorners
        let recent = CALayer.recentRoundedShapes
        for index in recent.indices where recent[index].radius == radius && recent[index].corners == masked
            && recent[index].bounds == bounds {
            return recent[index].shape
        }
        let shape = CALayer.makeRoundedShape(in: bounds, radius: radius, corners: masked)
        if recent.count == CALayer.keptRoundedShapes { CALayer.recentRoundedShapes.removeFirst() }
        CALayer.recentRoundedShapes.append((bounds, radius, masked, shape))
        return shape
    }

    /// The shapes ``roundedShape(in:)`` made last, oldest first, with the bounds, clamped radius and
    /// corners each was made for — all a shape depends on, so nothing needs invalidating. A card and
    /// the presenter behind it ask for theirs several times a frame (the compositor's clip, the
    /// drawn clip and background, the background's comparison), the same shapes in every card
    /// cycle: made each time, about 6,900 instructions of a card's modal cycle (docs/Performance.md,
    /// "Session 16 — the card sheet's modal cycle"). A kept shape's elements are shared, so comparing
    /// it with another copy of itself finds the same storage at once.
    private static var recentRoundedShapes: [(bounds: CGRect, radius: CGFloat, corners: CACornerMask, shape: DisplayPath)] = []
    /// How many shapes ``recentRoundedShapes`` keeps: a card's, its presenter's, and two more.
    private static let keptRoundedShapes = 4

    /// The bounds rounded by `radius` (clamped already) on `masked`, in circular arcs.
    private static func makeRoundedShape(in bounds: CGRect, radius: CGFloat, corners masked: CACornerMask) -> DisplayPath {
        let path = CGMutablePath()
        // No array or closure per corner: asked several times a frame for a card and its presenter.
        func cornerSize(_ corner: CACornerMask) -> CGSize { masked.contains(corner) ? CGSize(width: radius, height: radius) : .zero }
        path.addRoundedRect(bounds, topLeft: cornerSize(.layerMinXMinYCorner), topRight: cornerSize(.layerMaxXMinYCorner),
                            bottomRight: cornerSize(.layerMaxXMaxYCorner), bottomLeft: cornerSize(.layerMinXMaxYCorner),
                            transform: .identity)
        return DisplayPath(path.elements)
    }

    /// Whether the corners are rounded at all.
    var hasRoundedCorners: Bool { storedCornerRadius > 0 && !storedMaskedCorners.isEmpty }

    /// The image ``contents`` shows, when it is one.
    var contentsImage: UIImage? { (storedContents as? CGImage)?.image }

    /// The size in points `image` is shown at where gravity keeps its size: its pixels over
    /// ``contentsScale``.
    func contentsSize(of image: UIImage) -> CGSize {
        CGSize(width: image.size.width * image.scale / storedContentsScale,
               height: image.size.height * image.scale / storedContentsScale)
    }

    // MARK: A view's layer

    /// Appends what the layer draws under its content: the shadow, the background (`color`: a view
    /// passes its presented background) with the rounded corners, the contents image.
    func appendBackdrop(into commands: inout [DisplayCommand], bounds: CGRect, background color: UIColor?) {
        if let shadow = displayShadow, let shape = shadowShape(in: bounds) {
            commands.append(.shadow(shape, shadow, rule: .winding))
        }
        if let color, !color.isFullyTransparent, bounds.isDrawable {
            if (storedMaskedCorners == .all && !drawsContinuousCorners) || !hasRoundedCorners {
                commands.append(.fill(bounds, color: color, cornerRadius: storedCornerRadius))
            } else {
                commands.append(.fillPath(roundedShape(in: bounds), color: color, rule: .winding, shadow: nil))
            }
        }
        if let image = contentsImage {
            let placed = storedContentsGravity.placement(of: contentsSize(of: image), in: bounds)
            commands.append(.image(image, in: placed, tint: nil, alpha: 1))
        }
    }

    /// Appends the border, over everything the layer drew.
    func appendBorder(into commands: inout [DisplayCommand], bounds: CGRect) {
        guard storedBorderWidth > 0, let color = storedBorderColor?.color, !color.isFullyTransparent,
              bounds.isDrawable else { return }
        if (storedMaskedCorners == .all && !drawsContinuousCorners) || !hasRoundedCorners {
            commands.append(.stroke(bounds, color: color, lineWidth: storedBorderWidth, cornerRadius: storedCornerRadius))
            return
        }
        // Inside the bounds, as Core Animation draws it: a stroke of twice the width clipped to the shape.
        let shape = roundedShape(in: bounds)
        commands.append(.beginClip(shape, rule: .winding))
        commands.append(.strokePath(shape, color: color, style: PathStrokeStyle(lineWidth: 2 * storedBorderWidth), shadow: nil))
        commands.append(.endClip)
    }

    /// Opens what clips a view's subviews besides its group's rectangle: the rounded corners when the
    /// view clips, the mask. Returns whether it opened anything, to close with
    /// ``appendViewClipClosing(into:)``.
    func appendViewClipOpening(into commands: inout [DisplayCommand], bounds: CGRect) -> Bool {
        let roundedClip = masksToBounds && hasRoundedCorners
        if storedMask != nil { commands.append(.beginMask) }
        if roundedClip { commands.append(.beginClip(roundedShape(in: bounds), rule: .winding)) }
        return roundedClip || storedMask != nil
    }

    /// Closes what ``appendViewClipOpening(into:bounds:)`` opened.
    func appendViewClipClosing(into commands: inout [DisplayCommand]) {
        if masksToBounds && hasRoundedCorners { commands.append(.endClip) }
        if let storedMask { commands.append(.endMask(storedMask.maskList())) }
    }

    // MARK: A standalone layer

    /// What the mask layer draws, in the masked layer's coordinates.
    private func maskList() -> DisplayList {
        var commands: [DisplayCommand] = []
        appendRendering(into: &commands)
        return DisplayList(commands)
    }

    /// Appends this standalone layer and its sublayers, in its superlayer's coordinates. A loop with an
    /// explicit stack, not recursion, so a deep layer tree cannot overflow the stack (issue 8).
    func appendRendering(into commands: inout [DisplayCommand]) {
        var pending: [LayerRenderStep] = [.open(self)]
        while let step = pending.popLast() {
            switch step {
            case let .close(layer):
                let drawn = layer.drawnLayer
                drawn.appendBorder(into: &commands, bounds: drawn.bounds)
                if drawn.masksToBounds && drawn.hasRoundedCorners { commands.append(.endClip) }
                if let mask = layer.storedMask { commands.append(.endMask(mask.maskList())) }
                commands.append(.endGroup)
            case let .open(layer):
                // A layer with running animations is drawn with its presentation's values
                // (`CALayer+Animations.swift`); its drawing, mask and sublayers are its own.
                let drawn = layer.drawnLayer
                guard !drawn.isHidden, drawn.opacity > 0 else { continue }
                if layer.needsDisplayFlag { layer.displayIfNeeded() }
                let bounds = drawn.bounds
                let masks = drawn.masksToBounds
                let clip = masks ? bounds : nil
                // Under a transform, the group maps the layer's coordinates about its anchor point, as
                // a view's transform is drawn (``DisplayCommand/beginTransformedGroup(_:clip:alpha:)``).
                if let placement = drawn.transformToSuperlayer {
                    commands.append(.beginTransformedGroup(placement, clip: clip, alpha: CGFloat(drawn.opacity)))
                } else {
                    commands.append(.beginGroup(origin: drawn.offsetInSuperlayer, clip: clip, alpha: CGFloat(drawn.opacity)))
                }
                if layer.storedMask != nil { commands.append(.beginMask) }
                if masks && drawn.hasRoundedCorners { commands.append(.beginClip(drawn.roundedShape(in: bounds), rule: .winding)) }
                drawn.appendBackdrop(into: &commands, bounds: bounds, background: drawn.storedBackgroundColor?.color)
                drawn.appendClassContent(into: &commands, bounds: bounds)
                if let drawnContent = layer.drawnContent { commands.append(contentsOf: drawnContent) }
                pending.append(.close(layer))
                for sublayer in layer.drawingOrder.reversed() { pending.append(.open(sublayer)) }
            }
        }
    }
}
