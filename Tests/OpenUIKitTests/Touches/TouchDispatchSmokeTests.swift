import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
final class RecordingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began \(touches.first!.tapCount)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

@MainActor
@Suite struct TouchDispatchSmokeTests {
    @Test func doubleTapDeliversTapCounts() {
        let host = TestHost()
        let view = RecordingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        host.window.addSubview(view)
        host.doubleTap(view)
        #expect(view.log == ["began 1", "ended", "began 2", "ended"])
    }
}
