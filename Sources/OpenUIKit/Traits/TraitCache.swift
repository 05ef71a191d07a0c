import Foundation

/// A trait collection kept by a view controller or a window once computed, while nothing it was
/// computed from has changed.
///
/// A view that draws a dynamic color (the default `systemBlue` tint, `.systemBackground`) resolves
/// its traits when it records its drawing, which walks up to its controller, the presentation and the
/// window: about 13.7k instructions a modal cycle and 2.2k a click with redraw before this cache
/// (docs/Performance.md, "Session 11"). Views still walk up to the nearest controller's root view
/// (most views never read their traits, and the 1000-button grid pays for every stored byte); the
/// controllers and windows on the way answer from here.
///
/// Two ways to go stale (`UIView+Invalidation.swift` says which change takes which):
/// - every cache at once, when ``generation`` moves on (``UIView/traitSourcesDidChange()``): a change
///   of what every trait collection may come from — the runtime's appearance, a window's screen, an
///   override;
/// - one controller's and those of the controllers whose traits come from it, by
///   ``UIViewController/traitSourcesDidChange()``: a change that reaches only them — a parent, a
///   presentation, the window its view is in. A sheet presented and dismissed then leaves its
///   presenter's and the window's traits cached, where one generation for every change had them
///   computed again in each modal cycle (docs/Performance.md, "Session 14 — the modal cycle").
///
/// ``UIView/_checkInvariants()`` checks each valid cache against a recomputation.
struct TraitCache {
    /// The generation the valid caches were made in (see above).
    @MainActor static var generation: UInt64 = 0

    private var madeIn: UInt64 = .max
    private var stored = UITraitCollection()

    /// The cached traits, or nil when there are none or they went stale.
    @MainActor var traits: UITraitCollection? {
        madeIn == Self.generation ? stored : nil
    }

    /// Keeps `traits` until the next change of what they were computed from.
    @MainActor mutating func store(_ traits: UITraitCollection) {
        stored = traits
        madeIn = Self.generation
    }

    /// Drops the traits kept: what they were computed from changed for this cache's owner alone.
    mutating func invalidate() {
        madeIn = .max
    }
}
