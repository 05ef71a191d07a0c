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
    let card = GradientCardView(frame: .zero)
    let chart = BarChartView(frame: .zero)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.drawing.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 12, top: 16)
        checklist.forEach(column.addRow)
        ring.progress = 0.68
        pie.slices = [(45, .systemBlue), (30, .systemOrange), (25, .systemGreen)]
        let charts = UIStackView(arrangedSubviews: [ring, pie])
        charts.distribution = .fillEqually
        charts.spacing = 12
        column.addRow(charts)
        column.breakColumn()                                        // in compact height
        column.addRow(card)
        addCardLabel("REWARDS", size: 13, top: 26)
        addCardLabel("Gold Member", size: 22, top: 46)
        addCardLabel("1 280 points", size: 15, top: 96)
        chart.values = [0.45, 0.8, 0.62, 0.95, 0.5, 0.3, 0.88]
        column.addRow(chart)
        NSLayoutConstraint.activate([
            charts.heightAnchor.constraint(equalToConstant: 130),
            card.heightAnchor.constraint(equalToConstant: 150),
            chart.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    /// A white label on the card, `top` points from its top and 26 from its leading edge.
    private func addCardLabel(_ text: String, size: CGFloat, top: CGFloat) {
        let label = UILabel()
        label.text = text
        label.font = size > 20 ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 26),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: top),
            label.widthAnchor.constraint(equalToConstant: 200),
            label.heightAnchor.constraint(equalToConstant: size + 10),
        ])
    }
}
