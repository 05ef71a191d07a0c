import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIVisualEffectViewTests {
    private func fills(in host: TestHost) -> [UIColor] {
        host.render().commands.compactMap { command in
            if case .fill(_, let color, _) = command { return color }
            return nil
        }
    }

    @Test func theContentViewFillsTheEffectViewAndFollowsItsSize() {
        let host = TestHost()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let label = UILabel()
        label.text = "Frosted"
        label.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
        blur.contentView.addSubview(label)
        host.window.addSubview(blur)
        host.window.layoutIfNeeded()
        #expect(blur.contentView.superview === blur)
        #expect(blur.contentView.frame == blur.bounds)
        blur.frame.size = CGSize(width: 300, height: 150)
        host.window.layoutIfNeeded()
        #expect(blur.contentView.frame.size == CGSize(width: 300, height: 150))
        #expect(host.staticTexts["Frosted"].exists)
    }

    @Test func aBlurDrawsItsMaterialsFlatColourAndNoEffectDrawsNothing() {
        let host = TestHost()
        let effectView = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.backgroundColor = .systemRed
        host.window.addSubview(effectView)
        let chrome = UIColor(rgb: 0xF9F9F9)
        #expect(!fills(in: host).contains(chrome), "no effect, no fill")
        effectView.effect = UIBlurEffect(style: .systemChromeMaterial)
        #expect(fills(in: host).contains(chrome))
        effectView.effect = UIBlurEffect(style: .dark)
        #expect(fills(in: host).contains(UIColor(rgb: 0x1C1C1E)), "the dark style is dark whatever the traits")
    }
}
