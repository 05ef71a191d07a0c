import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `snapshotView(afterScreenUpdates:)` and `drawHierarchy(in:afterScreenUpdates:)` as apps use them: a
/// snapshot view to animate in place of the real one, and a view drawn into an image.
@MainActor
@Suite struct UIViewSnapshottingTests {
    private func card() -> UIView {
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 50))
        card.backgroundColor = .red
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        label.text = "Card"
        card.addSubview(label)
        return card
    }

    @Test func aSnapshotDrawsTheHierarchyAsItWasAndIgnoresLaterChanges() throws {
        let host = TestHost()
        let source = card()
        host.window.addSubview(source)
        let snapshot = try #require(source.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.bounds.size == source.bounds.size)
        #expect(snapshot.frame.origin == .zero, "placed by the caller")
        (source.subviews[0] as? UILabel)?.text = "Changed"
        source.backgroundColor = .blue
        snapshot.frame.origin = CGPoint(x: 200, y: 300)
        host.window.addSubview(snapshot)
        let texts = snapshot.renderDisplayList().texts
        #expect(texts == ["Card"], "what the card drew when the snapshot was made")
        #expect(try #require(host.render().windowFrame(ofText: "Card")).minX >= 210)
    }

    @Test func drawHierarchyDrawsTheViewScaledIntoTheRectangle() throws {
        let source = card()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 25)).image { _ in
            #expect(source.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 25), afterScreenUpdates: true))
        }
        let drawing = try #require(image.drawing)
        guard case .beginTransformedGroup(let transform, let clip, _)? = drawing.commands.first else {
            Issue.record("the hierarchy is one transformed group, got \(drawing.commands.first.map(String.init(describing:)) ?? "nothing")")
            return
        }
        #expect(transform.a == 0.5 && transform.d == 0.5, "100×50 points into 50×25")
        #expect(clip == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(drawing.texts == ["Card"])
        let outside = Diagnostics.record { #expect(!source.drawHierarchy(in: source.bounds, afterScreenUpdates: false)) }
        #expect(outside.contains { $0.code == "graphics.noContext" })
    }
}
