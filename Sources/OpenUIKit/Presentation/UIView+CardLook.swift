import Foundation

/// A card's look set on a view it does not own — the presenter scaled back and rounded, the presented
/// view's top corners rounded — and given back, in one change (`SheetCard`).
///
/// The result is the one of setting ``UIView/transform``, ``UIView/clipsToBounds``,
/// ``CALayer/cornerRadius`` and ``CALayer/maskedCorners`` one after the other, as UIKit's card does
/// to its presenter's layer: the same stored values, the same recorded content dropped, the same
/// areas damaged. Set one by one, each property damaged and walked the tree on its own (the
/// presenter's look set and given back cost a card's modal cycle about 25,000 instructions,
/// docs/Performance.md "Session 16 — the card sheet's modal cycle"); together, when nothing
/// animates:
/// - for the window's layered presenter whose compositor applies all of it (its corners composited
///   before and after, ``cornersComposited(clipping:)``), the areas it shows before and after are
///   damaged once and no pixel is drawn again (``compositedLookDidChange(in:from:moved:)``);
/// - for another view whose transform stays (the presented view, rounded before it enters the window
///   and given its corners back after it left), the area drawn before is damaged, the content and
///   extents dropped and the area drawn after damaged, once for the clip and the corners.
/// Otherwise — an animation block that animates the transform, a running animation, another view
/// moved — the properties are set one by one, in an order that keeps composited corners composited
/// throughout (the clip before the corners are rounded, the corners squared before the clip goes).
extension UIView {
    /// The view's look as a card sets it.
    var cardLook: SheetCard.Look {
        let layer = self.layer
        return SheetCard.Look(transform: transform, cornerRadius: layer.cornerRadius, maskedCorners: layer.maskedCorners,
                              clipsToBounds: clipsToBounds)
    }

    /// Sets `look` (see the extension's comment).
    func setCardLook(_ look: SheetCard.Look) {
        let layer = self.layer
        // `cornerRadius`' own clamping, so that the stored values are the setters'.
        var look = look
        look.cornerRadius = look.cornerRadius.isFinite ? max(look.cornerRadius, 0) : 0
        let moved = look.transform != storedTransform
        let cornersChange = look.cornerRadius != layer.storedCornerRadius || look.maskedCorners != layer.storedMaskedCorners
        let clipChanges = look.clipsToBounds != storedClipsToBounds
        guard moved || cornersChange || clipChanges else { return }
        let still = layer.animationState == nil && !hasRunningAnimations && !(moved && AnimationCapture.current != nil)
        if still {
            if let window = transformCompositingWindow {
                let roundedAfter = look.cornerRadius > 0 && !look.maskedCorners.isEmpty
                if cornersComposited(clipping: storedClipsToBounds), look.clipsToBounds || !roundedAfter {
                    UIView.invalidateWindowPaths()
                    let oldArea = extentInSuperview(renderedExtent)
                    store(look, in: layer, moved: moved)
                    return compositedLookDidChange(in: window, from: oldArea, moved: moved)
                }
            } else if !moved {
                visibilityWillChange()
                store(look, in: layer, moved: false)
                cachedContent = nil
                return visibilityDidChange(extentChanged: true)
            }
        }
        setOneByOne(look)
    }

    private func store(_ look: SheetCard.Look, in layer: CALayer, moved: Bool) {
        if moved { storeLayerTransform(CATransform3DMakeAffineTransform(look.transform)) }
        storedClipsToBounds = look.clipsToBounds
        layer.storedCornerRadius = look.cornerRadius
        layer.storedMaskedCorners = look.maskedCorners
    }

    private func setOneByOne(_ look: SheetCard.Look) {
        transform = look.transform
        if look.clipsToBounds { clipsToBounds = true }
        layer.cornerRadius = look.cornerRadius
        layer.maskedCorners = look.maskedCorners
        clipsToBounds = look.clipsToBounds
    }
}
