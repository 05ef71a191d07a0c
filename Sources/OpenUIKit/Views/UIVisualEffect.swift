import Foundation

/// A visual effect, as UIKit's `UIVisualEffect`: the abstract kind of ``UIBlurEffect``. OpenUIKit
/// stores effects (a bar appearance's `backgroundEffect`) but draws no blur: the renderer has no
/// access to what lies behind a layer, so a bar with a blur draws the flat colour the material shows
/// over a plain background (see the README's differences).
@MainActor
open class UIVisualEffect {
    /// An effect of no kind, as UIKit's `init()`; use ``UIBlurEffect`` for a blur.
    public init() {}
}
