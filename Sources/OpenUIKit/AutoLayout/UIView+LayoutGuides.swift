import Foundation

/// Layout guides and margins, as UIKit's: guides a view owns, its margins and the guide that
/// follows them, and the safe area.
extension UIView {
    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Makes `guide` one of this view's: its frame is in this view's coordinates. A guide owned by
    /// another view moves here.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.role == .custom, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
        markUsesAutoLayout()
        layoutEngineNeedsFullSync()
    }

    /// Removes `guide` if this view owns it and lays the view out again. Constraints that mention the
    /// guide are left as they are: deactivate them first.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard let storage = autoLayoutStorage, guide.owningView === self else { return }
        storage.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutEngineNeedsFullSync()
        setNeedsLayout()
    }

    /// The default spacing inside the view's edges: 8 points on every side, as UIKit's default for a
    /// view that is not a view controller's root. A view controller's root view has none of its own
    /// by default and reports at least the controller's
    /// ``UIViewController/systemMinimumLayoutMargins`` on each edge while it
    /// ``UIViewController/viewRespectsSystemMinimumLayoutMargins`` — UIKit's "actual margins are set
    /// to either your custom values or the system minimum, whichever is greater", so an iPhone's root
    /// view reports 0 at the top and bottom and 16 on the sides. The value set is kept, so it shows
    /// again when the minimum shrinks or stops counting. The safe area is applied where Auto Layout
    /// reads the margins (``insetsLayoutMarginsFromSafeArea``), not in this value.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let minimum = viewDelegate?.rootViewMinimumLayoutMargins
            let own = ownDirectionalLayoutMargins(isRoot: minimum != nil)
            guard let minimum else { return own }
            return NSDirectionalEdgeInsets(top: max(own.top, minimum.top), leading: max(own.leading, minimum.leading),
                                           bottom: max(own.bottom, minimum.bottom), trailing: max(own.trailing, minimum.trailing))
        }
        set {
            guard newValue != ownDirectionalLayoutMargins(isRoot: viewDelegate != nil) else { return }
            let before = directionalLayoutMargins
            autoLayout.directionalLayoutMargins = newValue
            setNeedsLayout()
            autoLayout.lastEffectiveLayoutMargins = effectiveLayoutMargins
            if directionalLayoutMargins != before { tellLayoutMarginsDidChange() }
        }
    }

    /// The margins set on the view, before a view controller's minimum; until some are, 8 points on
    /// every side, or none for a view controller's root view (`isRoot`).
    private func ownDirectionalLayoutMargins(isRoot: Bool) -> NSDirectionalEdgeInsets {
        if let margins = autoLayoutStorage?.directionalLayoutMargins { return margins }
        return isRoot ? .zero : NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    /// Calls ``layoutMarginsDidChange()``, and the view controller's
    /// ``UIViewController/viewLayoutMarginsDidChange()`` when this is its view, as UIKit does.
    func tellLayoutMarginsDidChange() {
        layoutMarginsDidChange()
        (viewDelegate as? UIViewController)?.viewLayoutMarginsDidChange()
    }

    /// ``directionalLayoutMargins`` as left and right (left-to-right layout).
    public var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                               bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// A guide that follows the view's bounds inset by its ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(.layoutMargins, \.layoutMarginsGuide)
    }

    /// A guide that follows the view's bounds inset by its ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(.safeArea, \.safeAreaLayoutGuide)
    }

    /// One of the guides the view makes itself, made on first use.
    func ownGuide(_ role: UILayoutGuide.Role,
                          _ slot: ReferenceWritableKeyPath<AutoLayoutStorage, UILayoutGuide?>) -> UILayoutGuide {
        if let guide = autoLayoutStorage?[keyPath: slot] { return guide }
        let guide = UILayoutGuide(role: role, owningView: self)
        autoLayout[keyPath: slot] = guide
        markUsesAutoLayout()
        return guide
    }
}
