import Foundation

/// The safe area, as UIKit's: the part of a view that the device's status bar, sensor housing and
/// home indicator (``UIScreen/Device/portraitSafeAreaInsets``), a navigation bar and a view
/// controller's ``UIViewController/additionalSafeAreaInsets`` leave uncovered; the margins that
/// follow it; and the readable-width guide.
extension UIView {
    /// The readable width at the default text size: UIKit's readable content guide is 672 points
    /// wide at the default (Large) Dynamic Type size (WWDC 2015 "Making Apps Adaptive", and what
    /// `readableContentGuide.layoutFrame` reports on an iPad). The guide keeps this width at every
    /// content size category (UIKit widens it with the text size).
    static let readableContentWidth: CGFloat = 672

    /// How far the unsafe parts of the screen reach into the view, as UIKit computes it: a window
    /// takes its screen's insets where it covers them; any other view the part of its superview's
    /// insets its frame overlaps; a view controller's view adds the controller's
    /// ``UIViewController/additionalSafeAreaInsets``. A view outside a window has none (UIKit: the
    /// guide then matches the view's edges).
    ///
    /// A navigation controller places its children's views below its bar, which covers the status
    /// bar area in OpenUIKit (see the README's differences): such a view's top inset is therefore zero,
    /// where UIKit's child view extends under the bar and reports the bar's height — content pinned to
    /// the safe area's top sits just below the bar in both.
    ///
    /// Computed from the window down without recursion, so a 10,000-deep view is fine (issue 8).
    public var safeAreaInsets: UIEdgeInsets {
        var chain: [UIView] = []
        var step: UIView? = self
        while let view = step {
            chain.append(view)
            step = view.superview
        }
        guard let window = chain.last as? UIWindow else { return .zero }
        var insets = UIEdgeInsets.zero
        for view in chain.reversed() {
            if view === window {
                let screen = window.screen.bounds.inset(by: window.screen.safeAreaInsets)
                insets = Self.overlap(of: window.frame, outside: screen)
            } else if let superview = view.superview {
                insets = Self.overlap(of: view.frame, outside: superview.bounds.inset(by: insets))
            }
            if let controller = view.viewDelegate as? UIViewController {
                if let navigation = controller.parent as? UINavigationController, !navigation.navigationBar.isHidden {
                    insets.top = 0
                }
                let extra = controller.additionalSafeAreaInsets
                insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                      bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
            }
        }
        return insets
    }

    /// How far `frame` sticks out of `safe` on each side (zero where it does not), clamped to the
    /// frame's size.
    private static func overlap(of frame: CGRect, outside safe: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
                            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    }

    /// Whether the ``layoutMarginsGuide`` and the margin attributes keep inside the safe area (true
    /// by default, as in UIKit): "any margins that are outside the safe area are automatically
    /// modified to fall within the safe area boundary" — each edge's margin is at least the safe-area
    /// inset there. ``layoutMargins`` keeps the value set.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// The margins Auto Layout uses: ``layoutMargins``, kept inside the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` says so, and reaching at least as far as the superview's
    /// margins on the edges where ``preservesSuperviewLayoutMargins`` says so.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: max(margins.top, safe.top), left: max(margins.left, safe.left),
                                   bottom: max(margins.bottom, safe.bottom), right: max(margins.right, safe.right))
        }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        // The part of each superview margin that reaches into this view: the margin less the
        // distance from the superview's edge to this view's (UIKit: "affects layouts where the
        // distance between the edge of a view and its superview is smaller than the corresponding
        // margin").
        let outer = superview.effectiveLayoutMargins, inside = superview.bounds, frame = frame
        return UIEdgeInsets(top: max(margins.top, outer.top - (frame.minY - inside.minY)),
                            left: max(margins.left, outer.left - (frame.minX - inside.minX)),
                            bottom: max(margins.bottom, outer.bottom - (inside.maxY - frame.maxY)),
                            right: max(margins.right, outer.right - (inside.maxX - frame.maxX)))
    }

    /// Whether the superview's margins count too where this view comes closer to the superview's
    /// edge than they reach (false by default, as in UIKit): a container pinned to its superview's
    /// edges then lays its content out at the superview's margins rather than its own 8 points.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// A guide as tall as the ``layoutMarginsGuide`` and as wide as it, but never wider than a
    /// comfortable line of text (``readableContentWidth``), centred in it: on a phone it matches the
    /// margins, on an iPad in landscape it is a centred column. Its constraints are installed on the
    /// view with UIKit's `UIView-readableContentGuide-constraint` identifier.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.readableContentGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide.owningView = self
        autoLayout.readableContentGuide = guide
        let margins = layoutMarginsGuide
        let fullWidth = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fullWidth.priority = UILayoutPriority(999)
        let constraints = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableContentWidth),
            fullWidth,
        ]
        for constraint in constraints { constraint.identifier = "UIView-readableContentGuide-constraint" }
        addConstraints(constraints)
        return guide
    }
}
