import Foundation
import OpenUIKit

/// Every combination of highlighted / disabled / selected, each shown by a real UIButton forced into
/// it, labelled with the combination. The buttons all carry the same per-state content — a title,
/// title colour and image for normal, highlighted, disabled, selected and selected + highlighted — so
/// the screen shows which content UIKit's lookup resolves for each combination (a combination with no
/// content of its own falls back as `UIButton` documents).
@MainActor
final class StateMatrixViewController: UIViewController {
    /// The combinations shown, top to bottom.
    let combinations: [StateCombination]
    /// The forced buttons, in the order of ``combinations``.
    private(set) var buttons: [ForcedStateButton] = []

    init(combinations: [StateCombination] = StateMatrixViewController.defaultCombinations) {
        self.combinations = combinations
        super.init()
        title = "Button States"
    }

    /// The 8 standard combinations.
    static var defaultCombinations: [StateCombination] { StateCombination.standard }

    /// The content every button in the matrix carries: state, title, colour.
    static let content: [(state: UIControl.State, title: String, color: UIColor)] = [
        (.normal, "Normal", .systemBlue),
        (.highlighted, "Highlighted", .systemOrange),
        (.disabled, "Disabled", .systemGray),
        (.selected, "Selected", .systemGreen),
        ([.selected, .highlighted], "Selected+Highlighted", .systemRed),
    ]

    override func loadView() {
        let column = ColumnView(frame: UIScreen.main.bounds)
        column.backgroundColor = .systemBackground
        column.spacing = 6
        column.topMargin = 12
        view = column
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 20))
        header.text = "Combination → what the button resolves"
        header.font = .systemFont(ofSize: 13)
        header.textColor = .secondaryLabel
        column.addSubview(header)
        buttons = combinations.map { combination in
            let button = ForcedStateButton.make(in: combination.state)
            for item in Self.content {
                button.setTitle(item.title, for: item.state)
                button.setTitleColor(item.color, for: item.state)
                button.setImage(.swatch(item.color), for: item.state)
            }
            button.backgroundColor = .systemGray6
            button.layer.cornerRadius = 8
            column.addSubview(StateMatrixRow(name: combination.name, button: button))
            return button
        }
    }
}
