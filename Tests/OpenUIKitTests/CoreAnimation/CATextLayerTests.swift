import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// What a text layer records: its string at the top of its bounds in its font, size and colour, with
/// Core Animation's defaults, and a change that redraws the view it is drawn in.
@MainActor
@Suite struct CATextLayerTests {
    private func textRuns(of layer: CALayer) -> [TextRun] {
        var commands: [DisplayCommand] = []
        layer.appendRendering(into: &commands)
        return commands.compactMap { command in
            if case .text(let run) = command { return run }
            return nil
        }
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil)
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!layer.isWrapped)
        #expect(layer.alignmentMode == .natural && layer.truncationMode == .none)
        #expect(textRuns(of: layer).isEmpty, "no string draws nothing")
    }

    @Test func theStringIsDrawnAtTheTopInTheLayersFontSizeAndColour() throws {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        layer.string = "Loading"
        layer.font = UIFont.boldSystemFont(ofSize: 9)
        layer.fontSize = 14
        layer.foregroundColor = UIColor.systemBlue.cgColor
        layer.alignmentMode = .center
        let run = try #require(textRuns(of: layer).first)
        #expect(run.text == "Loading")
        #expect(run.font == UIFont.boldSystemFont(ofSize: 14), "the font's face at the layer's size")
        #expect(run.color == UIColor(cgColor: UIColor.systemBlue.cgColor))
        #expect(run.alignment == .center)
        #expect(run.frame.minY == 0 && run.frame.height == UIFont.boldSystemFont(ofSize: 14).lineHeight,
                "top-aligned, not centred in the 80-point bounds")
        #expect(run.numberOfLines == 1 && run.lineBreakMode == .byClipping)
    }

    @Test func wrappedAndTruncatedTextAndAnAttributedString() throws {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 200)
        layer.string = NSAttributedString(string: "Two words", attributes: [
            .font: UIFont.italicSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed,
        ])
        layer.isWrapped = true
        layer.truncationMode = .end
        let run = try #require(textRuns(of: layer).first)
        #expect(run.text == "Two words" && run.font == UIFont.italicSystemFont(ofSize: 20))
        #expect(run.color == UIColor.systemRed)
        #expect(run.numberOfLines == 0 && run.lineBreakMode == .byTruncatingTail)
        layer.string = 42
        #expect(textRuns(of: layer).isEmpty, "a string that is neither text nor attributed text draws nothing")
    }

    @Test func aChangeRedrawsTheViewTheLayerIsIn() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.window.addSubview(view)
        let layer = CATextLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 150, height: 40)
        layer.string = "Before"
        view.layer.addSublayer(layer)
        #expect(host.render().windowFrame(ofText: "Before") != nil)
        layer.string = "After"
        let list = host.render()
        #expect(list.windowFrame(ofText: "After")?.minY == 10)
        #expect(list.windowFrame(ofText: "Before") == nil)
    }
}
