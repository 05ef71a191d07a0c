import Foundation

/// One row of a table: UIKit's `UITableViewCell`, with its built-in styles, accessory, selection look
/// and editing controls.
///
/// Put custom content in ``contentView`` (it narrows for the accessory and the editing control), or use
/// the style's ``textLabel``, ``detailTextLabel`` and ``imageView``, made on first use as UIKit's. The
/// table sets ``isSelected`` and ``isHighlighted``: highlighted while a finger is on the row, selected
/// after the tap; with a ``selectionStyle`` other than `.none` the grey selected background shows then
/// (``selectedBackgroundView`` when set).
///
/// A subclass that declares `init(style:reuseIdentifier:)` writes `required override init`: the table
/// makes registered cells from their class, which Swift allows only through a required initializer
/// (the README's differences).
@MainActor
open class UITableViewCell: UIView {
    /// The identifier the cell is reused under, or nil for a cell that is never reused.
    public let reuseIdentifier: String?
    /// The built-in arrangement of the labels and image.
    public let cellStyle: CellStyle

    /// The view for the cell's content: subviews added here move aside for the accessory and the
    /// editing control.
    public let contentView = UIView()

    /// A cell of `style` reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
        addSubview(defaultBackground)
        addSubview(contentView)
        addSubview(separatorLine)
        defaultSelectedBackground.backgroundColor = .systemGray4
        separatorLine.isHidden = true
    }

    /// A default-style cell that is not reused, as UIKit's `init(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    // MARK: Built-in content

    /// The main label, made on first use (every style has one).
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = makeLabel(font: .preferredFont(forTextStyle: cellStyle == .value2 ? .subheadline : .body),
                              color: cellStyle == .value2 ? .systemBlue : .label)
        madeTextLabel = label
        return label
    }
    /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles, made on first use; nil for
    /// `.default`.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let madeDetailLabel { return madeDetailLabel }
        let label = makeLabel(font: .preferredFont(forTextStyle: cellStyle == .value1 ? .body : .subheadline),
                              color: cellStyle == .value1 || cellStyle == .subtitle ? .secondaryLabel : .label)
        madeDetailLabel = label
        return label
    }
    /// The image at the leading edge, made on first use and shown when it has an image; nil for
    /// `.value2`, which has none.
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let madeImageView { return madeImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        setNeedsLayout()
        madeImageView = view
        return view
    }

    /// The labels' fonts and colors follow iOS 17's list cells: body text; a `.subtitle` cell's detail
    /// in the smaller subheadline style, a `.value1` cell's in the secondary label color; a `.value2`
    /// cell's title in the tint color, both in subheadline.
    private func makeLabel(font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = font
        label.textColor = color
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    var madeTextLabel: UILabel?
    var madeDetailLabel: UILabel?
    var madeImageView: UIImageView?

    /// The cell's content as a configuration (iOS 14), shown by the view it makes, in place of the
    /// built-in labels (see ``defaultContentConfiguration()``).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// The view showing ``contentConfiguration``.
    var configuredContentView: UIView?

    // MARK: Accessory

    /// The standard mark at the trailing edge (`.none` by default).
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { rebuildAccessory() } }
    }
    /// A view of the app's own at the trailing edge, in place of ``accessoryType``'s mark.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { rebuildAccessory() } }
    }

    // MARK: Selection

    /// How highlighting and selection show (`.default`: the grey selected background).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }
    /// Shown behind the content while the cell is highlighted or selected; nil for the standard grey
    /// (UIKit's `systemGray4`).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionAppearance()
        }
    }
    /// Shown behind the content in place of the table style's background (white rows, or the grouped
    /// rows' secondary grouped background).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether the row is selected; setting it is ``setSelected(_:animated:)`` without animation.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a finger is on the row; setting it is ``setHighlighted(_:animated:)`` without animation.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell's look. The table calls it; override to follow the state, and
    /// call super. Animation is not drawn: the change shows at once.
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        updateSelectionAppearance()
    }

    /// Highlights or unhighlights the cell's look, as ``setSelected(_:animated:)``.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        updateSelectionAppearance()
    }

    // MARK: Editing

    /// Whether the cell shows its editing control (the table sets it with its own editing state).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing control: a red delete control at the leading edge moves the content
    /// aside, as UIKit's. Leaving editing hides a delete confirmation too.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        if !editing { showsDeleteConfirmation = false }
        updateEditingControl()
        setNeedsLayout()
    }

    /// Whether the red Delete button shows at the trailing edge (after the delete control was tapped).
    public internal(set) var showsDeleteConfirmation = false {
        didSet { if showsDeleteConfirmation != oldValue { updateDeleteConfirmation() } }
    }

    // MARK: Reuse

    /// Called just before ``UITableView/dequeueReusableCell(withIdentifier:for:)`` hands the cell out
    /// again: reset state that is not content (UIKit's advice). The table resets the selection, the
    /// highlight and the editing state itself. Override and call super.
    open func prepareForReuse() {}

    /// Places the backgrounds, content view, accessory, editing controls, separator and built-in
    /// content (`UITableViewCell+Layout.swift`). Override and call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCell()
    }

    // MARK: State

    var selected = false
    var highlighted = false
    var editing = false
    /// The table the cell is showing in (set when the table takes it).
    weak var owningTableView: UITableView?
    /// The mark ``accessoryType`` stands for, or the ``accessoryView``.
    var shownAccessory: UIView?
    /// The table style's background, behind the content unless ``backgroundView`` or
    /// ``backgroundColor`` is set.
    let defaultBackground = UIView()
    let defaultSelectedBackground = UIView()
    /// The line under the row, drawn by the cell as UIKit's.
    let separatorLine = UIView()
    var separatorInsets = UIEdgeInsets.zero
    /// The editing control and the delete confirmation, while shown.
    var editingControl: UIButton?
    var deleteConfirmationButton: UIButton?
}
