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
/// Every cache goes stale at once when ``generation`` moves on, which the one invalidation path does
/// (``UIView/traitSourcesDidChange()``, `UIView+Invalidation.swift`) for every change a trait
/// collection is computed from; ``UIView/_checkInvariants()`` checks each valid cache against a
/// recomputation.
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
}
