import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class TintCountingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() { tintChanges += 1 }
}

/// `tintAdjustmentMode` (dimmed behind an alert), `layer.cornerCurve`, `isOpaque`.
@MainActor
@Suite struct TintAdjustmentAndCornerCurveTests {
    @Test func anAlertDimsTheTintBehindItUntilItIsDismissed() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let view = TintCountingView()
        root.view.addSubview(view)
        #expect(view.tintAdjustmentMode == .normal)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        #expect(view.tintAdjustmentMode == .dimmed)
        #expect(view.tintChanges == 1)
        #expect(view.tintColor != .systemBlue)
        alert.dismiss(animated: false)
        host.advance(by: 1)
        #expect(view.tintAdjustmentMode == .normal)
        #expect(view.tintChanges == 2)
        #expect(view.tintColor == .systemBlue)
    }

    @Test func aContinuousCornerIsDrawnAsAPath() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        view.layer.cornerRadius = 10
        #expect(view.layer.cornerCurve == .circular)
        #expect(view.contentDisplayList.commands == [.fill(view.bounds, color: .red, cornerRadius: 10)])
        view.layer.cornerCurve = .continuous
        guard case .fillPath = view.contentDisplayList.commands.first else {
            Issue.record("a continuous corner should be a path fill")
            return
        }
    }

    @Test func isOpaqueAndClearsContextAreStored() {
        let view = UIView()
        #expect(view.isOpaque && view.clearsContextBeforeDrawing)
        view.isOpaque = false
        view.clearsContextBeforeDrawing = false
        #expect(!view.isOpaque && !view.clearsContextBeforeDrawing)
    }
}
