import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import Testing

/// Text fields as iOS 17 draws them, compared with the reference PNGs in
/// `__Snapshots__/TextFieldSnapshotTests/` at 1× and 2×. Re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter TextFieldSnapshotTests` after an intended change.
@MainActor
@Suite struct TextFieldSnapshotTests {
    let snapshots = SnapshotVerifier()

    /// A form in a window measured as the renderer draws: a rounded field with a placeholder, a line
    /// field with text, a bezel field, a borderless one, and a secure rounded field editing with its
    /// caret and clear button.
    private func form() -> (host: TestHost, window: UIWindow) {
        let host = TestHost()
        let window = host.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 230)) }
        host.runtime.textMeasurer = PangoTextMeasurer()
        window.backgroundColor = .systemGray6
        window.isHidden = false
        let styles: [(UITextField.BorderStyle, String?, String?)] = [
            (.roundedRect, nil, "Email"), (.line, "Line field", nil), (.bezel, "Bezel field", nil),
            (.none, "No border", nil), (.roundedRect, "secret", nil),
        ]
        for (index, style) in styles.enumerated() {
            let field = UITextField(frame: CGRect(x: 12, y: 12 + CGFloat(index) * 42, width: 216, height: 34))
            field.borderStyle = style.0
            field.text = style.1
            field.placeholder = style.2
            window.addSubview(field)
            if index == 4 {
                field.isSecureTextEntry = true
                field.clearButtonMode = .whileEditing
                window.makeKeyAndVisible()
                field.becomeFirstResponder()
            }
        }
        return (host, window)
    }

    @Test func fieldsOfEachBorderStyle() throws {
        let (host, window) = form()
        let renderer = Renderer()
        let frame = host.run { renderer.render(window.renderFrame(), size: window.bounds.size, scale: 1) }
        try snapshots.verify(frame, named: "fieldsOfEachBorderStyle")
        let frame2x = host.run { renderer.render(window.renderFrame(), size: window.bounds.size, scale: 2) }
        try snapshots.verify(frame2x, named: "fieldsOfEachBorderStyle@2x")
    }
}
