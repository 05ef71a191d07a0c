import Foundation

extension UINavigationBar {
    /// The bar's properties the ``UINavigationBar/appearance()`` proxy can set, as UIKit marks them
    /// `UI_APPEARANCE_SELECTOR`.
    enum AppearanceProperty: CaseIterable {
        case standardAppearance, compactAppearance, scrollEdgeAppearance
        case prefersLargeTitles, titleTextAttributes, largeTitleTextAttributes, barTintColor, tintColor
    }
}
