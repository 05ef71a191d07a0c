import OpenUIKit
import OpenUIKitTesting
import Testing

// A status badge written as iOS developers write one — images made in code with
// `UIGraphicsImageRenderer` and the older `UIGraphicsBeginImageContextWithOptions`, shown in a
// `UIImageView` and a `UIButton` — compiling with only `import OpenUIKit` in place of `import UIKit`.
// This one file is compiled twice: here in Swift 6 mode, and in Swift 5 mode as most apps still build
// (Tests/Swift5ClientTests links to it). The image renderer helper is a nonisolated
// `extension UIImage`, as in UIKit apps; the old-style helper is the view's own (main-actor) method:
// OpenUIKit's `UIGraphicsBeginImageContext` family, like its drawing calls, is main-actor isolated
// (UIKit's is not).

extension UIImage {
    static func circle(diameter: CGFloat, color: UIColor) -> UIImage {
        let size = CGSize(width: diameter, height: diameter)
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { context in
            color.setFill()
            context.cgContext.fillEllipse(in: CGRect(origin: .zero, size: size))
        }
    }
}

final class StatusBadgeView: UIView {
    static func roundedBackground(color: UIColor, cornerRadius: CGFloat) -> UIImage {
        let side = cornerRadius * 2 + 1
        UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 0)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: cornerRadius).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
        let caps = UIEdgeInsets(top: cornerRadius, left: cornerRadius, bottom: cornerRadius, right: cornerRadius)
        return image.resizableImage(withCapInsets: caps)
    }

    let dotView = UIImageView()
    let actionButton = UIButton(type: .custom)

    var isOnline = false {
        didSet { updateDot() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dotView)
        addSubview(actionButton)
        actionButton.setBackgroundImage(Self.roundedBackground(color: .systemBlue, cornerRadius: 8), for: .normal)
        let check = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 3, y: 8))
            path.addLine(to: CGPoint(x: 7, y: 12))
            path.addLine(to: CGPoint(x: 13, y: 4))
            path.lineWidth = 2
            UIColor.black.setStroke()
            path.stroke()
        }
        actionButton.setImage(check.withRenderingMode(.alwaysTemplate), for: .normal)
        actionButton.tintColor = .white
        updateDot()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dotView.frame = CGRect(x: 0, y: (bounds.height - 12) / 2, width: 12, height: 12)
        actionButton.frame = CGRect(x: 20, y: 0, width: bounds.width - 20, height: bounds.height)
    }

    private func updateDot() {
        dotView.image = .circle(diameter: 12, color: isOnline ? .systemGreen : .systemGray)
    }
}

@MainActor
@Suite struct StatusBadgePortingTests {
    /// The color of the first path an image's drawing fills.
    static func fillColor(_ image: UIImage?) -> UIColor? {
        image?.drawing?.commands.lazy.compactMap { command -> UIColor? in
            if case let .fillPath(_, color, _, _) = command { color } else { nil }
        }.first
    }

    /// A badge laid out in a window of an @2x phone.
    static func laidOutBadge(in host: TestHost) -> StatusBadgeView {
        let badge = StatusBadgeView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        host.window.addSubview(badge)
        host.window.layoutIfNeeded()
        return badge
    }

    @Test func theDotIsACircleImageInTheStatusColor() {
        let host = TestHost(device: .iPhoneSE)
        let badge = Self.laidOutBadge(in: host)
        let dot = badge.dotView.image
        #expect(dot?.size == CGSize(width: 12, height: 12) && dot?.scale == 2)
        #expect(Self.fillColor(dot) == .systemGray)
        #expect(badge.dotView.contentDisplayList.images == [dot!])
        badge.isOnline = true
        #expect(Self.fillColor(badge.dotView.image) == .systemGreen)
    }

    @Test func theButtonStretchesItsBackgroundAndTintsItsTemplateCheck() {
        let host = TestHost(device: .iPhoneSE)
        let badge = Self.laidOutBadge(in: host)
        let background = badge.actionButton.currentBackgroundImage
        #expect(background?.size == CGSize(width: 17, height: 17) && background?.scale == 2)
        #expect(background?.capInsets == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(Self.fillColor(background) == .systemBlue)
        guard case let .image(drawn, rect, _, _)? = badge.actionButton.contentDisplayList.commands.first else {
            Issue.record("expected the background image drawn")
            return
        }
        #expect(drawn === background && rect == CGRect(x: 0, y: 0, width: 100, height: 32))
        let imageCommands = badge.actionButton.imageView?.contentDisplayList.commands ?? []
        guard case let .image(check, _, tint, _)? = imageCommands.first else {
            Issue.record("expected the check image drawn: \(imageCommands)")
            return
        }
        #expect(check.renderingMode == .alwaysTemplate && check.size == CGSize(width: 16, height: 16))
        #expect(tint == .white)
    }
}
