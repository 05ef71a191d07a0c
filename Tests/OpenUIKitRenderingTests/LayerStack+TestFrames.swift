import Foundation
import OpenUIKit
import OpenUIKitRendering

extension LayerStack {
    /// The layers composited into a fresh frame of `window`'s size, as a host shows them.
    @MainActor
    func compositedFrame(of window: UIWindow) -> PixelBuffer {
        var frame = PixelBuffer(size: window.bounds.size, scale: scale)
        composite(into: &frame)
        return frame
    }
}

extension Renderer {
    /// `window` drawn whole from its display list at `scale`, as a snapshot draws it.
    @MainActor
    func drawnWhole(_ window: UIWindow, scale: CGFloat) -> PixelBuffer {
        var frame = PixelBuffer(size: window.bounds.size, scale: scale)
        render(window, into: &frame)
        return frame
    }
}

extension UIViewController {
    /// A form sheet (a card on iPhone) on the system background with a label "Card" near its top.
    @MainActor
    static func cardWithLabel() -> UIViewController {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 300, height: 30))
        label.text = "Card"
        sheet.view.addSubview(label)
        return sheet
    }
}
