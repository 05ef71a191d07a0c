import Foundation

/// The traits that code resolving colors "now" uses, as UIKit's `UITraitCollection.current`.
///
/// UIKit sets `current` to a view's traits while it draws, lays out and hears about trait changes, so
/// `UIColor.label.cgColor` inside `draw(_:)` or `traitCollectionDidChange(_:)` gives the view's
/// appearance; elsewhere it is whatever the app set, else the main screen's traits. Here the rule is
/// the same, kept in two places so that drawing pays nothing for it: while a drawing context records
/// (``UIGraphicsContext/current``), the context holds the traits (its view's, or what
/// ``performAsCurrent(_:)`` set inside the drawing); outside drawing, the runtime of the code that is
/// running holds what the setter or ``performAsCurrent(_:)`` set (per runtime, as UIKit's is per
/// thread: one app's choice never leaks into another test's app), else its window traits.
extension UITraitCollection {
    /// The current traits (see above). Setting it outside drawing lasts until set again; prefer
    /// ``performAsCurrent(_:)``, which restores the previous value, as Apple recommends.
    @MainActor public static var current: UITraitCollection {
        get {
            if let context = UIGraphicsContext.current, let traits = context.currentTraits { return traits }
            let runtime = AppRuntime.current
            return runtime.explicitCurrentTraits ?? runtime.traits(on: runtime.screen)
        }
        set {
            if let context = UIGraphicsContext.current {
                context.explicitTraits = newValue
            } else {
                AppRuntime.current.explicitCurrentTraits = newValue
            }
        }
    }

    /// Runs `actions` with these traits as ``current``, then restores the previous current traits, as
    /// UIKit's `performAsCurrent(_:)`; calls nest, the innermost winning.
    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        if let context = UIGraphicsContext.current {
            let saved = context.explicitTraits
            context.explicitTraits = self
            defer { context.explicitTraits = saved }
            try actions()
        } else {
            let runtime = AppRuntime.current
            let saved = runtime.explicitCurrentTraits
            runtime.explicitCurrentTraits = self
            defer { runtime.explicitCurrentTraits = saved }
            try actions()
        }
    }
}
