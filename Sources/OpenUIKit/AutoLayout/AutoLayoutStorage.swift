import Foundation

/// A view's Auto Layout state, allocated the first time the view uses Auto Layout: a view made in
/// code that never does pays one nil pointer, and the benchmarks' 1000-button grid nothing more.
@MainActor
final class AutoLayoutStorage {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (``UIView/constraints``).
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    /// The safe-area insets the last layout pass saw, to call ``UIView/safeAreaInsetsDidChange()``
    /// when they change.
    var lastSafeAreaInsets = UIEdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// The effective margins the last layout pass (or the margins' setter) saw, to call
    /// ``UIView/layoutMarginsDidChange()`` when they change.
    var lastEffectiveLayoutMargins: UIEdgeInsets?
    /// The margins set on the view; nil until set (``UIView/directionalLayoutMargins`` then reports
    /// the default).
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var contentHugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = false
    /// The view or a descendant has constraints, guides or pending constraint updates: the engine's
    /// walk enters only such subtrees.
    var subtreeUsesAutoLayout = false
    /// The view or a descendant is named by a constraint: a move of the view re-places the
    /// constrained views inside it.
    var subtreeHoldsConstrainedItems = false
    /// The view translates its autoresizing mask into constraints of an engine: a new frame lays
    /// the superview out again, so the engine's next pass takes it.
    var hasAutoresizingConstraints = false
    /// The engine, on the root of a hierarchy that uses Auto Layout.
    var engine: LayoutEngine?
    /// What constraints, anchors and engines that name the view ask whether it is alive
    /// (``LayoutItemReference``), made when the first of them does; the view's `deinit` ends it.
    var itemLifetime: LayoutItemLifetime?
}
