import Foundation
import OpenUIKit

/// Keeps one subview, at its own size, centered: the spinner's place beside its button on the
/// Animation screen.
@MainActor
final class CenteringView: UIView {
    private let content: UIView

    init(_ content: UIView) {
        self.content = content
        super.init(frame: .zero)
        addSubview(content)
    }

    required init?(coder: NSCoder) {
        content = UIView()
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
