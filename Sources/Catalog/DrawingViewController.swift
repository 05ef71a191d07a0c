import Foundation
import OpenUIKit

/// Views that draw themselves in `draw(_:)` the way iOS apps write them, as a "Drawing" screen: a
/// to-do list of self-drawn checkboxes (tap one: it toggles and redraws), an activity ring and a pie
/// chart, a loyalty card with a shadow, a clipped gradient and an even-odd star, and a week's bar
/// chart drawn with `UIRectFill`/`UIRectFrame`. Everything is recorded into the display list, so the
/// snapshot tests and the end-to-end script see exactly what a person sees.
@MainActor
final class DrawingViewController: UIViewController {
    let checklist = [
        ChecklistRowView(title: "Water the plants", checked: false),
        ChecklistRowView(title: "Buy oat milk", checked: true),
        ChecklistRowView(title: "Call the dentist", checked: false),
    ]
    let ring = ProgressRingView(frame: .zero)
    let pie = PieChartView(frame: .zero)
    let card = GradientCardView(frame: CGRect(x: 0, y: 0, width: 0, height: 150))
    let chart = BarChartView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.drawing.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        let column = ColumnView(spacing: 12, topMargin: 16)
        checklist.forEach(column.addSubview)
        ring.progress = 0.68
        pie.slices = [(45, .systemBlue), (30, .systemOrange), (25, .systemGreen)]
        column.addSubview(SideBySideView(height: 130, [ring, pie]))
        column.addSubview(card)
        card.addSubview(cardLabel("REWARDS", size: 13, y: 26))
        card.addSubview(cardLabel("Gold Member", size: 22, y: 46))
        card.addSubview(cardLabel("1 280 points", size: 15, y: 96))
        chart.values = [0.45, 0.8, 0.62, 0.95, 0.5, 0.3, 0.88]
        column.addSubview(chart)
        view = column
    }

    /// A white label on the card, `y` points from its top.
    private func cardLabel(_ text: String, size: CGFloat, y: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 26, y: y, width: 200, height: size + 10))
        label.text = text
        label.font = size > 20 ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        label.textColor = .white
        return label
    }
}
