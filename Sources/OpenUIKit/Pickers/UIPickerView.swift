import Foundation

/// Spinning wheels of rows, as UIKit's `UIPickerView`: each component (a wheel, left to right) is a
/// column of rows, and the row that rests under the band across the middle is the component's selected
/// row.
///
/// - **Content**: the ``dataSource`` says how many components and rows there are; the ``delegate``
///   gives each row's title, attributed title or view, and each component's width and row height.
///   The picker asks when it first lays out and again on ``reloadAllComponents()`` or
///   ``reloadComponent(_:)``; only the rows in sight have views, so a wheel of 10,000 rows costs
///   the same as one of ten.
/// - **Selection**: the user spins a wheel (it decelerates and settles on the nearest row) or taps a
///   row above or below the band (the wheel turns to it); either way the delegate hears
///   ``UIPickerViewDelegate/pickerView(_:didSelectRow:inComponent:)`` once the wheel rests on a
///   different row. ``selectRow(_:inComponent:animated:)`` turns a wheel from code without telling the
///   delegate, as UIKit documents.
/// - **Size**: 320 × 216 points when nothing else decides (``intrinsicContentSize``), UIKit's size
///   since iOS 9; any height works, and the band stays in the middle.
/// - **Drawing**: the rows in the row font, centred in their component, over a rounded band across the
///   middle in `tertiarySystemFill`, as iOS 14 and later draw it. iOS also bends the wheels in
///   perspective; here they are flat (the README's differences).
@MainActor
open class UIPickerView: UIView {
    /// The height of a row when the delegate does not say: 32 points, UIKit's row height since iOS 7.
    public static let defaultRowHeight: CGFloat = 32
    /// The picker's size when its frame is not set by the app or constraints: UIKit's 320 × 216.
    public static let standardSize = CGSize(width: 320, height: 216)
    /// The gap between two components. UIKit does not document it; 5 points matches iOS by eye.
    static let componentSpacing: CGFloat = 5
    /// How far the band across the middle stays from the picker's sides, and its corner radius: iOS 14's
    /// band, measured by eye (UIKit does not document them).
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 7
    /// The font of a row's title. UIKit does not document it; 21-point system text fills a 32-point row
    /// as iOS's rows do.
    static let rowFont = UIFont.systemFont(ofSize: 21)

    /// Says how many components and rows there are (weak, as UIKit's). Setting it reloads the picker.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// Gives the rows' content and the components' sizes, and hears selections (weak, as UIKit's).
    /// Setting it reloads the picker.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { setNeedsReload() }
    }

    /// Has had no effect since iOS 7, whose pickers always show the band; kept so code that sets it
    /// compiles.
    @available(*, deprecated, message: "The band is always shown, as on iOS 7 and later.")
    open var showsSelectionIndicator = true

    /// One wheel per component, left to right.
    private(set) var wheels: [PickerWheel] = []
    /// Whether the data source must be asked again before the wheels are used.
    private var needsReload = true

    /// A picker with no components until its data source is set; transparent, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Components and rows

    /// The number of components, as the data source last said.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows in `component`, as the data source last said; 0 for a component that does
    /// not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        wheel(component)?.rowCount ?? 0
    }

    /// The size of a row of `component`: the component's width and its row height; zero for a
    /// component that does not exist.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component) else { return .zero }
        return CGSize(width: wheel.componentWidth, height: wheel.rowHeight)
    }

    /// The view showing `row` of `component`, or nil when that row is out of sight (only rows in
    /// sight have views), as UIKit's.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        return wheel(component)?.rowViews[row]
    }

    /// Asks the data source and delegate again for every component: their number, rows, sizes and
    /// row content. Selected rows are kept, moved back inside a component that lost rows.
    open func reloadAllComponents() {
        setNeedsReload()
        reloadIfNeeded()
    }

    /// Asks the data source and delegate again for `component`'s rows and their content.
    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard let wheel = wheel(component) else { return }
        wheel.reload(rowCount: dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0,
                     rowHeight: rowHeight(forComponent: component))
        setNeedsLayout()
    }

    // MARK: Selection

    /// The selected row of `component`; -1 when the component has no rows or does not exist, as
    /// UIKit's.
    open func selectedRow(inComponent component: Int) -> Int {
        wheel(component)?.selectedRow ?? -1
    }

    /// Turns `component` to `row`, over UIKit's scroll animation when `animated`. The delegate is not
    /// told, as UIKit documents. A row past either end selects the nearest row that exists (UIKit
    /// does not check it); a component that does not exist reports `pickerView.invalidComponent` and
    /// changes nothing.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let wheel = wheel(component) else {
            Diagnostics.report(Diagnostic(
                code: "pickerView.invalidComponent", severity: .error,
                message: "selectRow(\(row), inComponent: \(component)): the picker has \(wheels.count) components."))
            return
        }
        wheel.select(row: row, animated: animated)
    }

    // MARK: Size and layout

    /// UIKit's 320 × 216 points (``standardSize``).
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    /// UIKit's 320 × 216 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    /// The width each component gets when the delegate does not give one: the picker's width, less
    /// the band's insets and the gaps, shared evenly.
    var evenComponentWidth: CGFloat {
        let count = CGFloat(max(wheels.count, 1))
        let room = bounds.width - 2 * Self.bandInset - Self.componentSpacing * (count - 1)
        return max(room / count, 0)
    }

    /// Lays the components side by side at their widths, the group centred, each as tall as the picker.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        var widths: [CGFloat] = []
        widths.reserveCapacity(wheels.count)
        for component in wheels.indices {
            widths.append(max(delegate?.pickerView(self, widthForComponent: component) ?? evenComponentWidth, 0))
        }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(wheels.count - 1, 0))
        var x = ((bounds.width - total) / 2).rounded()
        for (wheel, width) in zip(wheels, widths) {
            wheel.componentWidth = width
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentSpacing
        }
    }

    /// The band across the middle, behind the wheels.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let height = wheels.first?.rowHeight ?? Self.defaultRowHeight
        let band = CGRect(x: Self.bandInset, y: ((bounds.height - height) / 2).rounded(),
                          width: bounds.width - 2 * Self.bandInset, height: height)
        context.setFillColor(UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).cgColor)
        context.addPath(UIBezierPath(roundedRect: band, cornerRadius: Self.bandCornerRadius).cgPath)
        context.fillPath()
    }

    // MARK: Row views

    /// The label a row shows when the delegate gives no view: its attributed title, else its title,
    /// centred in the row font and the label color. Reuses `view` when it is such a label.
    func titleLabel(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        label.font = Self.rowFont
        label.textAlignment = .center
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// What VoiceOver reads for `row`: its attributed or plain title, else its view's accessibility label.
    func accessibilityTitle(forRow row: Int, forComponent component: Int) -> String? {
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
        return wheel(component)?.rowViews[row]?.accessibilityLabel
    }

    /// The view of `row` in `component`, from the delegate (a title label when there is none).
    func rowView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return titleLabel(forRow: row, forComponent: component, reusing: view)
    }

    /// A wheel came to rest on `row` after the user moved it: the delegate hears of a new row.
    func wheel(_ wheel: PickerWheel, didSettleOn row: Int) {
        guard let component = wheels.firstIndex(where: { $0 === wheel }) else { return }
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    // MARK: Reloading

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func rowHeight(forComponent component: Int) -> CGFloat {
        max(delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight, 1)
    }

    /// Asks the data source for the components and rows, keeping one wheel per component.
    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for (component, wheel) in wheels.enumerated() {
            wheel.reload(rowCount: max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0),
                         rowHeight: rowHeight(forComponent: component))
        }
    }

    private func wheel(_ component: Int) -> PickerWheel? {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component] : nil
    }
}
