import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import Testing

/// A text view as the renderer draws it: text wrapped by word inside the container inset and the
/// line fragment padding, a selection across a line break, measured with Pango. The reference PNG
/// is in `__Snapshots__/TextViewSnapshotTests/`; re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter TextViewSnapshotTests` after an intended change.
@MainActor
@Suite struct TextViewSnapshotTests {
    @Test func wrappedTextWithASelection() throws {
        let host = TestHost()
        host.runtime.textMeasurer = PangoTextMeasurer()
        let window = host.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 150)) }
        window.backgroundColor = .white
        window.isHidden = false
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 130))
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.systemGray4.cgColor
        textView.text = "A text view wraps its text by word at the container's width.\nSecond paragraph."
        window.addSubview(textView)
        window.makeKeyAndVisible()
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 50, length: 20)
        let frame = host.run { Renderer().render(window.renderFrame(), size: window.bounds.size, scale: 2) }
        try SnapshotVerifier().verify(frame, named: "wrappedTextWithASelection@2x")
    }
}
