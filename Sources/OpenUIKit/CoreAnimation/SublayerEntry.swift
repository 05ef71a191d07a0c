import Foundation

/// One of a view layer's sublayers in drawing order (``CALayer/sublayerEntries(of:)``): a subview,
/// whose layer the view draws, or a standalone sublayer.
enum SublayerEntry {
    /// A subview (its layer is `subview.layer`, made only when asked for).
    case view(UIView)
    /// A standalone sublayer.
    case layer(CALayer)
}
