/// What a constraint can relate: a view or a layout guide (UIKit takes `Any` and raises on anything
/// else).
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item lives in: the view itself, or the guide's owning view.
    var hierarchyView: UIView? { get }
    /// The token its ``LayoutItemReference``s ask whether it is still alive; ended by its `deinit`.
    var layoutItemLifetime: LayoutItemLifetime { get }
}

extension UIView: LayoutItem {
    var hierarchyView: UIView? { self }
    /// Kept in the view's Auto Layout storage, made when a constraint or anchor first names the view.
    var layoutItemLifetime: LayoutItemLifetime {
        let storage = autoLayout
        if let lifetime = storage.itemLifetime { return lifetime }
        let lifetime = LayoutItemLifetime()
        storage.itemLifetime = lifetime
        return lifetime
    }
}
