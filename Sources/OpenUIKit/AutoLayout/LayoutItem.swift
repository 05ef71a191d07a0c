/// What a constraint can relate: a view or a layout guide (UIKit takes `Any` and raises on anything
/// else).
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item lives in: the view itself, or the guide's owning view.
    var hierarchyView: UIView? { get }
}

extension UIView: LayoutItem {
    var hierarchyView: UIView? { self }
}
