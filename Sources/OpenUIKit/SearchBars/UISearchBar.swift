import Foundation

/// A search field on a bar, as UIKit's `UISearchBar`: the text, placeholder and prompt, a Cancel
/// button shown on request, scope buttons below the field, and a delegate that hears the user's edits,
/// the Search key and the buttons (``UISearchBarDelegate``).
///
/// As UIKit's: the delegate's `textDidChange` follows the user's edits (and the clear button), not the
/// app setting ``text``; the Search key and the Cancel button only tell the delegate — the bar neither
/// dismisses the keyboard nor clears itself, which apps do in those callbacks. The bar is 56 points
/// high standalone (iOS 11+), with the field inset 8 points vertically and the layout margins' 16
/// points horizontally, and grows by the scope bar when ``showsScopeBar`` is on.
open class UISearchBar: UIView {
    /// The bar's height without a scope bar (iOS 11+), and the scope bar's.
    static let barHeight: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44

    /// Told of the user's edits, the Search key and the bar's buttons; not retained.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The field the bar edits (iOS 13), for what the bar does not forward.
    public let searchTextField = UISearchTextField()
    private let relay = SearchFieldRelay()
    private lazy var cancelButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }, for: .touchUpInside)
        return button
    }()
    private var scopeControl: UISegmentedControl?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        relay.searchBar = self
        searchTextField.delegate = relay
        searchTextField.addTarget(relay, action: Selector("textDidChange:", SearchFieldRelay.textDidChange), for: .editingChanged)
        addSubview(searchTextField)
        updateBackground()
    }

    /// A bar of UIKit's standalone size, at the origin.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text

    /// The field's text; setting it tells the delegate nothing, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty ("Search" by default on the field).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line above the field (stored; drawn in a navigation bar by UIKit).
    open var prompt: String?

    // MARK: Buttons

    /// Whether the Cancel button shows at the field's trailing side.
    open var showsCancelButton = false {
        didSet {
            guard showsCancelButton != oldValue else { return }
            if showsCancelButton { addSubview(cancelButton) } else { cancelButton.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// Shows or hides the Cancel button (the change is not animated here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Stored, as UIKit's; the bookmark and results buttons are not drawn.
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false

    // MARK: Scope bar

    /// The titles of the scope buttons, shown under the field while ``showsScopeBar`` is on.
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScopeControl() }
    }

    /// The selected scope button's index.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope buttons show under the field (they do only with titles).
    open var showsScopeBar = false {
        didSet {
            guard showsScopeBar != oldValue else { return }
            rebuildScopeControl()
            invalidateIntrinsicContentSize()
        }
    }

    private func rebuildScopeControl() {
        scopeControl?.removeFromSuperview()
        scopeControl = nil
        guard showsScopeBar, let titles = scopeButtonTitles, !titles.isEmpty else { return setNeedsLayout() }
        let control = UISegmentedControl(items: titles)
        control.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
        control.addAction(UIAction { [weak self, weak control] _ in
            guard let self, let control else { return }
            self.selectedScopeButtonIndex = control.selectedSegmentIndex
            self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: control.selectedSegmentIndex)
        }, for: .valueChanged)
        addSubview(control)
        scopeControl = control
        setNeedsLayout()
    }

    // MARK: Appearance

    /// The background's look.
    open var searchBarStyle: Style = .default {
        didSet { updateBackground() }
    }

    /// The bar's background color; nil for the system background.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    private func updateBackground() {
        backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .systemBackground)
    }

    // MARK: Text input traits, forwarded to the field

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    // MARK: Responder

    /// The bar edits through its field: becoming first responder makes the field edit.
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    // MARK: Layout

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight + (scopeControl == nil ? 0 : Self.scopeBarHeight))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The field across the bar inside 16-point margins and 10 points from top and bottom (36 points
    /// high in a 56-point bar), the Cancel button after it, the scope buttons under them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 16
        var trailing = bounds.width - inset
        if showsCancelButton {
            let size = cancelButton.sizeThatFits(bounds.size)
            cancelButton.frame = CGRect(x: trailing - size.width, y: (Self.barHeight - size.height) / 2, width: size.width, height: size.height)
            trailing = cancelButton.frame.minX - 8
        }
        searchTextField.frame = CGRect(x: inset, y: 10, width: max(0, trailing - inset), height: Self.barHeight - 20)
        scopeControl?.frame = CGRect(x: inset, y: Self.barHeight, width: max(0, bounds.width - 2 * inset), height: 32)
    }
}
