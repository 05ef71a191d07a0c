import Foundation

/// A property of a ``CALayer`` that changes what or where it draws — every property Core Animation
/// animates implicitly on a standalone layer.
///
/// Each such property's setter goes through ``CALayer/setProperty(_:from:to:_:)`` with its case, so
/// the invalidation of a change is written once, and an action lookup (Core Animation's
/// `action(forKey:)`, implicit animations) has one place to see every change by its key.
enum LayerProperty: String, Sendable {
    case bounds, position, anchorPoint, zPosition, transform
    case backgroundColor, cornerRadius, maskedCorners, cornerCurve, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case opacity, isHidden = "hidden", masksToBounds, mask, contents, contentsGravity, contentsScale
    case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit
    case lineDashPhase, lineDashPattern, strokeStart, strokeEnd
    case colors, locations, startPoint, endPoint, type
    case string, font, fontSize, foregroundColor, isWrapped = "wrapped", alignmentMode, truncationMode

    /// Whether a change re-records what ``CALayer/display()`` drew: only a new bounds size, and only
    /// for a layer with ``CALayer/needsDisplayOnBoundsChange``.
    var resizes: Bool { self == .bounds }

    /// Whether a change reshapes only the rounded corners (``CALayer/cornerRadius``,
    /// ``CALayer/maskedCorners``, ``CALayer/cornerCurve``), which a compositor may round
    /// (``UIView/cornersComposited(clipping:)``).
    var shapesCorners: Bool { self == .cornerRadius || self == .maskedCorners || self == .cornerCurve }
}
