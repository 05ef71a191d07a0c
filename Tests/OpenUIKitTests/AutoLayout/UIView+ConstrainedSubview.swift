@testable import OpenUIKit

extension UIView {
    /// A new subview placed by constraints alone (`translatesAutoresizingMaskIntoConstraints` off), as
    /// the Auto Layout tests make their views.
    func addConstrainedSubview() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        return view
    }
}
