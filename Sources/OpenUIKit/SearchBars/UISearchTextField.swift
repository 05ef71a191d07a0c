import Foundation

/// The text field inside a ``UISearchBar`` (iOS 13's `UISearchTextField`): a rounded field on a light
/// fill, a magnifying glass on the left, a clear button while editing, and the Search return key.
open class UISearchTextField: UITextField {
    /// The corner radius iOS 13+ gives the search field.
    static let cornerRadius: CGFloat = 10

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        placeholder = "Search"
        returnKeyType = .search
        clearButtonMode = .whileEditing
        autocorrectionType = .no
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        leftView = glass
        leftViewMode = .always
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
