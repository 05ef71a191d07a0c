import Foundation

/// A card's geometry in its container (`UISheetPresentationController+Card.swift` says the rules):
/// the presentation's traits read once, the detents resolved once, and from them the card's frame
/// and whether it dims.
///
/// A container layout makes one and asks it for the frame, the dimming and the presenter's scale
/// (``UISheetPresentationController/cardGeometry``): UIKit resolves a sheet's detents when it lays the
/// sheet out (a custom detent's resolver runs "each time the sheet is laid out"), not once per
/// question. Asked separately, each answer read the presentation's traits again (about 1,200
/// instructions each, 19 times a card's modal cycle) and resolved the detents again
/// (docs/Performance.md, "Session 15 — the card sheet's modal cycle").
@MainActor
struct SheetCardGeometry {
    /// The container's bounds and safe-area insets the geometry is for.
    let bounds: CGRect
    let insets: UIEdgeInsets
    /// The presentation's vertical size class: a card scales its presenter back only in a regular one.
    let verticalSizeClass: UIUserInterfaceSizeClass
    /// Whether the card fills the height whatever its detents (compact height, not edge attached).
    let fillsCompactHeight: Bool
    /// The highest the card's top goes.
    let topLimit: CGFloat
    /// The active detents with their heights, smallest first; none resolved when the card fills the
    /// compact height, which ignores them.
    let detents: [(identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)]
    /// The detent the card rests at (the selected one if active, else the smallest); nil when it fills
    /// the compact height.
    let restingIdentifier: UISheetPresentationController.Detent.Identifier?
    /// The card's height at rest and its width.
    private let restingHeight: CGFloat
    private let width: CGFloat
    /// Whether the presenter is dimmed (and scaled back) with the card at rest.
    let dims: Bool

    init(sheet: UISheetPresentationController, bounds: CGRect, insets: UIEdgeInsets) {
        self.bounds = bounds
        self.insets = insets
        let traits = sheet.traitCollection
        verticalSizeClass = traits.verticalSizeClass
        fillsCompactHeight = traits.verticalSizeClass == .compact && !sheet.prefersEdgeAttachedInCompactHeight
        topLimit = bounds.minY + insets.top + (fillsCompactHeight ? 0 : UISheetPresentationController.cardTopGap)
        guard !fillsCompactHeight else {
            detents = []
            restingHeight = bounds.maxY - topLimit
            width = bounds.width
            restingIdentifier = nil
            dims = true
            return
        }
        let maximum = max(bounds.height - topLimit - insets.bottom, 0)
        let context = SheetDetentResolutionContext(containerTraitCollection: traits, maximumDetentValue: maximum)
        // Loops, and no sort of a single detent: each closure here checked the executor, and a card
        // is laid out at least once per presentation (docs/Performance.md, "Session 16 — the card
        // sheet's modal cycle").
        var detents: [(identifier: UISheetPresentationController.Detent.Identifier, value: CGFloat)] = []
        detents.reserveCapacity(sheet.detents.count)
        for detent in sheet.detents {
            if let value = detent.resolvedValue(in: context) { detents.append((detent.identifier, value)) }
        }
        if detents.isEmpty {
            detents = [(identifier: .large, value: maximum)]
        } else if detents.count > 1 {
            detents.sort { $0.value < $1.value }
        }
        self.detents = detents
        var resting = detents[0]
        if let selected = sheet.selectedDetentIdentifier {
            for detent in detents where detent.identifier == selected {
                resting = detent
                break
            }
        }
        restingIdentifier = resting.identifier
        restingHeight = resting.value + insets.bottom
        if traits.verticalSizeClass == .compact {
            let preferred = sheet.presentedViewController.preferredContentSize.width
            width = sheet.widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
                ? min(preferred, bounds.width) : min(bounds.width, bounds.height)
        } else {
            width = bounds.width
        }
        if let undimmed = sheet.largestUndimmedDetentIdentifier,
           let limit = detents.first(where: { $0.identifier == undimmed }) {
            dims = resting.value > limit.value
        } else {
            dims = true
        }
    }

    /// The card's frame: at its resting detent, or where a drag holds its top (`dragTop`).
    func frame(dragTop: CGFloat?) -> CGRect {
        var top = bounds.maxY - restingHeight
        var height = restingHeight
        if let dragTop {
            // Above the smallest detent the card grows and shrinks with the finger; below it, it
            // keeps the smallest detent's height and slides down.
            let smallestHeight = fillsCompactHeight ? restingHeight : detents[0].value + insets.bottom
            top = max(dragTop, topLimit)
            height = max(bounds.maxY - top, smallestHeight)
        }
        return CGRect(x: bounds.midX - width / 2, y: top, width: width, height: height)
    }
}
