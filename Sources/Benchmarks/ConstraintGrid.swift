import Foundation
import OpenUIKit

/// The peer's `layout-grid` window: `columns × rows` buttons filling the window with no margins or
/// spacing, every cell stretching equally, positioned by Auto Layout the way a UIKit developer writes
/// it with anchors: each button's leading edge on its left neighbour's trailing edge (the window's
/// for the first column), its top on the bottom of the one above (the window's for the first row),
/// the last column's trailing and the last row's bottom on the window's edges, and every button's
/// width and height equal to button 0's — the constraints Interface Builder makes for "Equal Widths"
/// and "Equal Heights" on a selection. (Nested `.fillEqually` stack views are the other way; they
/// come with UIStackView, built by another engineer this session, and make the same equations.)
///
/// A `.system` button keeps its intrinsic size in the system, as in UIKit (four optional
/// inequalities each at its hugging and compression resistance priorities); the required equal
/// widths win over them, as Qt's `QSizePolicy::Ignored` ignores the size hint.
@MainActor
final class ConstraintGrid {
    let app: BenchmarkApp
    let columns: Int
    let rows: Int
    let buttons: [UIButton]

    init(columns: Int, rows: Int) {
        app = BenchmarkApp()
        self.columns = columns
        self.rows = rows
        let window = app.window
        buttons = (0..<columns * rows).map { index in
            let button = UIButton(type: .system)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.setTitle(String(index), for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 11)
            return button
        }
        buttons.forEach(window.addSubview)
        var constraints: [NSLayoutConstraint] = []
        for (index, button) in buttons.enumerated() {
            let column = index % columns, row = index / columns
            constraints.append(button.leadingAnchor.constraint(
                equalTo: column == 0 ? window.leadingAnchor : buttons[index - 1].trailingAnchor))
            constraints.append(button.topAnchor.constraint(
                equalTo: row == 0 ? window.topAnchor : buttons[index - columns].bottomAnchor))
            if column == columns - 1 { constraints.append(button.trailingAnchor.constraint(equalTo: window.trailingAnchor)) }
            if row == rows - 1 { constraints.append(button.bottomAnchor.constraint(equalTo: window.bottomAnchor)) }
            if index > 0 {
                constraints.append(button.widthAnchor.constraint(equalTo: buttons[0].widthAnchor))
                constraints.append(button.heightAnchor.constraint(equalTo: buttons[0].heightAnchor))
            }
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }

    var count: Int { buttons.count }

    /// One relayout: the window resized to `size`, then laid out (constraints solved, frames set).
    func relayout(to size: CGSize) {
        app.window.frame = CGRect(origin: .zero, size: size)
        app.window.layoutIfNeeded()
    }

    /// Where the last button must be in a window of `size`: its cell of an equal split.
    func expectedLastFrame(in size: CGSize) -> CGRect {
        let width = size.width / CGFloat(columns), height = size.height / CGFloat(rows)
        return CGRect(x: CGFloat(columns - 1) * width, y: CGFloat(rows - 1) * height, width: width, height: height)
    }
}
