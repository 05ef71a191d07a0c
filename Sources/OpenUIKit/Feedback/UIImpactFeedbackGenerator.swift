import Foundation

/// Feedback for a physical impact (a view snapping into place, a collision), as UIKit's
/// `UIImpactFeedbackGenerator`.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// Creates a generator for `style` (UIKit's `init(style:)`).
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of ``FeedbackStyle/medium`` impacts, UIKit's default.
    public convenience override init() {
        self.init(style: .medium)
    }

    override var kind: FeedbackEvent.Generator { .impact(style) }

    /// An impact at full intensity.
    open func impactOccurred() {
        record(.impact(style, intensity: 1))
    }

    /// An impact at `intensity`, between 0 and 1 as UIKit documents. Values outside are clamped into
    /// the range with a `feedback.invalidIntensity` warning; a non-finite value plays nothing (and
    /// warns) — UIKit documents neither case.
    open func impactOccurred(intensity: CGFloat) {
        guard intensity.isFinite else {
            Diagnostics.warn("feedback.invalidIntensity", "impactOccurred(intensity: \(intensity)) ignored.")
            return
        }
        if intensity < 0 || intensity > 1 {
            Diagnostics.warn("feedback.invalidIntensity", "impact intensity \(intensity) clamped into 0...1.")
        }
        record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }
}
