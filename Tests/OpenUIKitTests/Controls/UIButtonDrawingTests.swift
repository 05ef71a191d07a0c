import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// What a button draws in each state, read from its display list.
@MainActor
@Suite struct UIButtonDrawingTests {
    private func drawn(_ button: UIButton) -> DisplayList {
        button.layoutIfNeeded()
        return button.renderDisplayList()
    }

    private func imageCommands(_ list: DisplayList) -> [(UIImage, UIColor?, CGFloat)] {
        list.commands.compactMap { if case .image(let image, _, let tint, let alpha) = $0 { (image, tint, alpha) } else { nil } }
    }

    @Test func eachStatesTitleColorAndBackgroundAreDrawn() {
        let host = TestHost()
        let normalBackground = UIImage(size: CGSize(width: 10, height: 10))
        let pressedBackground = UIImage(size: CGSize(width: 10, height: 10))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.setTitle("Buy", for: .normal)
        button.setTitleColor(.blue, for: .normal)
        button.setTitleColor(.white, for: .highlighted)
        button.setBackgroundImage(normalBackground, for: .normal)
        button.setBackgroundImage(pressedBackground, for: .highlighted)
        host.window.addSubview(button)

        var frame = host.render()
        #expect(frame.textRuns.map(\.color) == [.blue])
        #expect(frame.images == [normalBackground])

        let id = host.touchDown(at: host.center(of: button))
        frame = host.render()
        #expect(frame.textRuns.map(\.color) == [.white])
        #expect(frame.images == [pressedBackground])

        host.send(.up, at: host.center(of: button), pointer: id)
        frame = host.render()
        #expect(frame.textRuns.map(\.color) == [.blue])
        #expect(frame.images == [normalBackground])
    }

    @Test func titleShadowColorIsDrawnWithTheTitle() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setTitle("Shadow", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: 1)
        let run = drawn(button).textRuns.first
        #expect(run?.shadowColor == .black)
        #expect(run?.shadowOffset == CGSize(width: 0, height: 1))
    }

    @Test func attributedTitleWinsAndItsAttributesAreDrawn() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Fancy", attributes: [
            .foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 20),
        ]), for: .normal)
        let run = drawn(button).textRuns.first
        #expect(run?.text == "Fancy")
        #expect(run?.color == .red)
        #expect(run?.font == .boldSystemFont(ofSize: 20))
        button.setAttributedTitle(nil, for: .normal)
        #expect(drawn(button).textRuns.map(\.text) == ["Plain"])
    }

    @Test func systemButtonDrawsInItsTintAndDimsItWhileHighlighted() {
        let button = UIButton(type: .roundedRect)
        #expect(button.buttonType == .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.tintColor = .systemGreen
        button.setTitle("Save", for: .normal)
        #expect(drawn(button).textRuns.first?.color == .systemGreen)
        button.isHighlighted = true
        #expect(drawn(button).textRuns.first?.color == UIColor.systemGreen.withAlphaComponent(UIButton.highlightedTintAlpha))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(drawn(button).textRuns.first?.color == .systemGray)
    }

    /// The dimmed tint is kept between highlights (issue 7): a tint changed afterwards, on the button
    /// or inherited from a superview, must still be dimmed anew.
    @Test func theDimmedTintFollowsATintChangedAfterAHighlight() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setTitle("Save", for: .normal)
        container.addSubview(button)
        container.tintColor = .systemGreen
        button.isHighlighted = true
        #expect(drawn(button).textRuns.first?.color == UIColor.systemGreen.withAlphaComponent(UIButton.highlightedTintAlpha))
        button.isHighlighted = false
        container.tintColor = .systemRed
        button.isHighlighted = true
        #expect(drawn(button).textRuns.first?.color == UIColor.systemRed.withAlphaComponent(UIButton.highlightedTintAlpha))
        button.tintColor = .systemOrange
        #expect(drawn(button).textRuns.first?.color == UIColor.systemOrange.withAlphaComponent(UIButton.highlightedTintAlpha))
        button.isHighlighted = false
        #expect(drawn(button).textRuns.first?.color == .systemOrange)
    }

    @Test func systemButtonTintsItsImagesAsTemplates() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setImage(UIImage(size: CGSize(width: 16, height: 16)), for: .normal)
        #expect(imageCommands(drawn(button)).first?.1 == button.tintColor)
        button.isHighlighted = true
        #expect(imageCommands(drawn(button)).first?.1 == button.tintColor.withAlphaComponent(0.2))
    }

    @Test func customButtonDarkensItsImageWhileHighlightedUnlessTurnedOffOrExplicit() {
        let image = UIImage(size: CGSize(width: 16, height: 16))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setImage(image, for: .normal)
        #expect(imageCommands(drawn(button)).count == 1)

        button.isHighlighted = true
        let darkened = imageCommands(drawn(button))
        #expect(darkened.count == 2)
        #expect(darkened[0].0 === image)
        #expect(darkened[1].0.renderingMode == .alwaysTemplate && darkened[1].1 == UIColor(white: 0, alpha: 0.3))

        button.adjustsImageWhenHighlighted = false
        #expect(imageCommands(drawn(button)).count == 1)

        button.adjustsImageWhenHighlighted = true
        let pressed = UIImage(size: CGSize(width: 16, height: 16))
        button.setImage(pressed, for: .highlighted)
        let explicit = imageCommands(drawn(button))
        #expect(explicit.count == 1 && explicit[0].0 === pressed)
    }

    @Test func disabledImageAndBackgroundAreFadedUnlessTurnedOff() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setImage(UIImage(size: CGSize(width: 16, height: 16)), for: .normal)
        button.setBackgroundImage(UIImage(size: CGSize(width: 4, height: 4)), for: .normal)
        button.isEnabled = false
        #expect(imageCommands(drawn(button)).map(\.2) == [0.5, 0.5])
        button.adjustsImageWhenDisabled = false
        #expect(imageCommands(drawn(button)).map(\.2) == [1, 1])
    }

    @Test func showsTouchWhenHighlightedDrawsAGlow() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.showsTouchWhenHighlighted = true
        let glow = DisplayCommand.fill(CGRect(x: 30, y: 0, width: 40, height: 40),
                                       color: UIColor(white: 1, alpha: 0.5), cornerRadius: 20)
        #expect(!drawn(button).commands.contains(glow))
        button.isHighlighted = true
        #expect(drawn(button).commands.contains(glow))
    }

    @Test func glyphTypesDrawTheirSymbolInTheTint() {
        for type in [UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure] {
            let button = UIButton(type: type)
            button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
            let commands = drawn(button).commands
            let lines = commands.filter { if case .line(_, _, let color, _) = $0 { color == button.tintColor } else { false } }
            let rings = commands.filter { if case .stroke(_, let color, _, 11) = $0 { color == button.tintColor } else { false } }
            #expect(lines.count == 2, "\(type)")
            #expect(rings.count == 1, "\(type)")
        }
        let close = UIButton(type: .close)
        close.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        #expect(drawn(close).commands.contains(.fill(CGRect(x: 11, y: 11, width: 22, height: 22),
                                                      color: .systemGray5, cornerRadius: 11)))
        close.setImage(UIImage(size: CGSize(width: 10, height: 10)), for: .normal)
        #expect(!drawn(close).commands.contains { if case .line = $0 { true } else { false } })
    }

    @Test func primaryActionButtonShowsTheActionAndPerformsItOnTap() {
        let host = TestHost()
        var performed = 0
        let button = UIButton(primaryAction: UIAction(title: "Send") { _ in performed += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        host.window.addSubview(button)
        #expect(button.buttonType == .system)
        #expect(host.render().texts == ["Send"])
        host.tap(button)
        #expect(performed == 1)
    }
}
