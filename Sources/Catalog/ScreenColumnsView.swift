import Foundation
import OpenUIKit

/// A Catalog screen's rows, stacked top to bottom as a UIKit screen written in code today stacks
/// them: vertical `UIStackView`s, pinned below the top of the safe area and between the layout
/// margins of the screen's root view (``pinned(in:spacing:top:)``).
///
/// Where the height is compact (a phone in landscape, `verticalSizeClass == .compact`) and the screen
/// said where to break (``breakColumn()``), the rows after the break move to a second column beside
/// the first, as size-class layouts do, so that the screen fits without scrolling; in regular height
/// the second column is hidden (a hidden arranged view takes no room) and the rows form one column.
/// The arrangement follows the traits when the view enters a window and when they change (rotation).
@MainActor
final class ScreenColumnsView: UIView {
    /// The gap between the two columns.
    static let columnSpacing: CGFloat = 20
    /// The two columns side by side, equally wide.
    private let columns = UIStackView()
    private let first = UIStackView()
    private let second = UIStackView()
    /// Every row, in order, whichever column it is in.
    private(set) var rows: [UIView] = []
    /// The index of the first row of the second column in compact height; nil for one column always.
    private var breakIndex: Int?

    /// Empty columns whose rows are `spacing` apart.
    init(spacing: CGFloat) {
        super.init(frame: .zero)
        columns.distribution = .fillEqually
        columns.alignment = .top
        columns.spacing = Self.columnSpacing
        columns.translatesAutoresizingMaskIntoConstraints = false
        for column in [first, second] {
            column.axis = .vertical
            column.spacing = spacing
            columns.addArrangedSubview(column)
        }
        second.isHidden = true
        addSubview(columns)
        NSLayoutConstraint.activate([
            columns.topAnchor.constraint(equalTo: topAnchor),
            columns.leadingAnchor.constraint(equalTo: leadingAnchor),
            columns.trailingAnchor.constraint(equalTo: trailingAnchor),
            columns.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Adds to `view` (a screen's root view) columns whose rows are `spacing` apart, `top` points
    /// below the top of the safe area and between the layout margins, and returns them. The margins
    /// asked for are 16 points on each side and none above and below; on a view controller's root
    /// view UIKit's system minimum raises the sides to 20 points in a regular width (an iPad), as any
    /// UIKit app's screens get (`systemMinimumLayoutMargins`); the margins guide stays
    /// inside the safe area (`insetsLayoutMarginsFromSafeArea`), so a phone in landscape keeps the rows
    /// clear of the sensor housing. The columns end at most at the safe area's bottom, a required
    /// constraint: rows that cannot fit are a layout bug, which the engine reports as unsatisfiable
    /// constraints and the adaptation tests catch on every device.
    static func pinned(in view: UIView, spacing: CGFloat, top: CGFloat) -> ScreenColumnsView {
        let columns = ScreenColumnsView(spacing: spacing)
        columns.translatesAutoresizingMaskIntoConstraints = false
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        view.addSubview(columns)
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            columns.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: top),
            columns.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            columns.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            columns.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
        ])
        return columns
    }

    /// Adds `row` below the others.
    func addRow(_ row: UIView) {
        rows.append(row)
        arrange()
    }

    /// Makes the rows added from now on the second column's when the height is compact.
    func breakColumn() {
        breakIndex = rows.count
        arrange()
    }

    /// Whether the rows are in two columns now.
    var isSplit: Bool { !second.isHidden }

    /// How wide each column is when the columns together are `width` wide: for rows that must know
    /// their width before the constraints are solved (a wrapping ``OptionRow``).
    func columnWidth(within width: CGFloat) -> CGFloat {
        isSplit ? max((width - Self.columnSpacing) / 2, 0) : width
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        arrange()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        arrange()
    }

    /// Puts each row in its column for the current traits, in order.
    private func arrange() {
        let split = breakIndex.map { $0 < rows.count && traitCollection.verticalSizeClass == .compact } ?? false
        for (index, row) in rows.enumerated() {
            let column = split && index >= (breakIndex ?? rows.count) ? second : first
            // Rows only move as a block at the break, so appending keeps each column in order.
            if row.superview !== column { column.addArrangedSubview(row) }
        }
        second.isHidden = !split
    }
}
