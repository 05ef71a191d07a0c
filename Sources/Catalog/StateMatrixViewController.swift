import ButtonKit
import Foundation
import OpenUIKit

/// Every combination of highlighted / disabled / selected, each shown by a real UIButton forced into
/// it (``ForcedStateButton``: highlighted + disabled cannot be reached through the flags), then ButtonKit's custom states on real FollowButtons, each labelled with its combination.
///
/// The plain buttons all carry the same per-state content — a title, title colour and image for
/// normal, highlighted, disabled, selected and selected + highlighted — so the screen shows which
/// content UIKit's lookup resolves for each combination (a combination with no content of its own
/// falls back as `UIButton` documents). The FollowButtons show what their custom-state content
/// resolves to (the spinner alone while loading).
@MainActor
final class StateMatrixViewController: UIViewController {
    /// The forced buttons: the 8 standard combinations, then the custom ones.
    private(set) var buttons: [(combination: StateCombination, button: UIButton)] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Button States"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The content every plain button in the matrix carries: state, title, colour.
    static let content: [(state: UIControl.State, title: String, color: UIColor)] = [
        (.normal, "Normal", .systemBlue),
        (.highlighted, "Highlighted", .systemOrange),
        (.disabled, "Disabled", .systemGray),
        (.selected, "Selected", .systemGreen),
        ([.selected, .highlighted], "Selected+Highlighted", .systemRed),
    ]

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 5, top: 10)
        column.addRow(Self.header("UIButton: combination → what it resolves"))
        for (index, combination) in StateCombination.standard.enumerated() {
            // In compact height the last standard row and the custom states make the second column.
            if index == StateCombination.standard.count - 1 { column.breakColumn() }
            let button = ForcedStateButton(type: .system)
            for item in Self.content {
                button.setTitle(item.title, for: item.state)
                button.setTitleColor(item.color, for: item.state)
                button.setImage(.swatch(item.color), for: item.state)
            }
            add(button, for: combination, to: column)
        }
        column.addRow(Self.header("FollowButton: custom states .mutual and .loading"))
        for combination in StateCombination.custom {
            add(FollowButton(frame: .zero), for: combination, to: column)
        }
    }

    private func add(_ button: UIButton, for combination: StateCombination, to column: ScreenColumnsView) {
        combination.force(button)
        button.backgroundColor = .systemGray6
        button.layer.cornerRadius = 8
        column.addRow(StateMatrixRow(name: combination.name, button: button))
        buttons.append((combination, button))
    }

    private static func header(_ text: String) -> UILabel {
        let header = UILabel()
        header.heightAnchor.constraint(equalToConstant: 20).isActive = true
        header.text = text
        header.font = .systemFont(ofSize: 13)
        header.textColor = .secondaryLabel
        return header
    }
}
