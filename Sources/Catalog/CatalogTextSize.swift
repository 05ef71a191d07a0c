import ArgumentParser
import OpenUIKit

/// The text sizes the Catalog offers (`--content-size` and the root screen's Text Size picker): iOS's
/// twelve content size categories, named as Settings abbreviates them.
enum CatalogTextSize: String, CaseIterable, Sendable, ExpressibleByArgument {
    case xs = "XS", s = "S", m = "M", l = "L", xl = "XL", xxl = "XXL", xxxl = "XXXL"
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// Accepts the name in either case (`--content-size xxl`).
    init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }

    /// The category this size stands for.
    var category: UIContentSizeCategory {
        UIContentSizeCategory.allCategories[Self.allCases.firstIndex(of: self) ?? 3]
    }

    /// The size standing for `category`; nil for ``UIContentSizeCategory/unspecified``.
    init?(category: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.allCategories.firstIndex(of: category) else { return nil }
        self = Self.allCases[index]
    }
}
