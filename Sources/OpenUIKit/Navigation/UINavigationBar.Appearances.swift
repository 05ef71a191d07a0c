import Foundation

extension UINavigationBar {
    /// The three appearances a bar or an item may set, each optional (the bar's standard one falls
    /// back to a default appearance).
    struct Appearances {
        var standard: UINavigationBarAppearance?
        var compact: UINavigationBarAppearance?
        var scrollEdge: UINavigationBarAppearance?
    }
}
