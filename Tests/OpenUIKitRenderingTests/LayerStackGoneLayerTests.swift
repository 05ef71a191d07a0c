import Foundation
@testable import OpenUIKit
@testable import OpenUIKitRendering
import OpenUIKitTesting
import Testing

/// A presentation shown again as it was takes the pixels of the last layer to go, found by comparing
/// the display list it is drawn from with theirs (`LayerStack+GoneLayer.swift`); anything that makes
/// the pixels differ from that list's drawing draws the layer again.
@MainActor
@Suite struct LayerStackGoneLayerTests {
    let renderer = Renderer()

    /// An iPad window with a grey root view holding one titled button.
    private func setUp() -> (TestHost, UIViewController) {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        root.view.backgroundColor = .systemGray6
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 40, width: 90, height: 44)
        button.setTitle("Grid", for: .normal)
        root.view.addSubview(button)
        host.window.rootViewController = root
        return (host, root)
    }

    /// A new form sheet of the system background with a label of `text`, as the modal cycle makes one
    /// each time.
    private func formSheet(_ text: String) -> UIViewController {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 30))
        label.text = text
        sheet.view.addSubview(label)
        return sheet
    }

    /// Presents `sheet` over `root`, updates the layers, dismisses it and updates them again; returns
    /// the sheet layer's pixels as they were shown.
    @discardableResult
    private func presentAndDismiss(_ sheet: UIViewController, over root: UIViewController, in host: TestHost,
                                   _ layers: inout LayerStack) -> PixelBuffer {
        root.present(sheet, animated: false)
        layers.update(from: host.window)
        let pixels = layers.layers[1].pixels
        sheet.dismiss(animated: false)
        layers.update(from: host.window)
        return pixels
    }

    /// The window drawn whole, as a snapshot draws it.
    private func drawnWhole(_ window: UIWindow) -> PixelBuffer {
        var frame = PixelBuffer(size: window.bounds.size, scale: 1)
        renderer.render(window, into: &frame)
        return frame
    }

    @Test func aNewSheetDrawingWhatTheLastOneDrewTakesItsPixels() {
        let (host, root) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        let shown = presentAndDismiss(formSheet("Modal dialog"), over: root, in: host, &layers)
        #expect(layers.goneLayer != nil)

        root.present(formSheet("Modal dialog"), animated: false)
        layers.update(from: host.window)
        #expect(layers.pixelsDrawn == 0)
        #expect(layers.goneLayer == nil)
        #expect(layers.layers[1].pixels == shown)
        #expect(layers.layers[1].baseColor == .systemBackground && layers.layers[1].isOpaque)
        #expect(layers.compositedFrame(of: host.window) == drawnWhole(host.window))
        #expect(layers._invariantViolations().isEmpty)
    }

    @Test func aSheetDrawingSomethingElseIsDrawnIntoTheGoneLayersBuffer() {
        let (host, root) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        presentAndDismiss(formSheet("Modal dialog"), over: root, in: host, &layers)

        root.present(formSheet("Modal diaIog"), animated: false)
        layers.update(from: host.window)
        #expect(layers.pixelsDrawn > 0)
        #expect(layers.goneLayer == nil)
        #expect(layers.compositedFrame(of: host.window) == drawnWhole(host.window))
        #expect(layers._invariantViolations().isEmpty)
    }

    /// A sheet whose label changed while it was shown goes with pixels drawn in part: a sheet drawing
    /// what it first drew is drawn again, not given those pixels.
    @Test func aLayerDrawnInPartIsNotKeptWhenItGoes() {
        let (host, root) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        let first = formSheet("Modal dialog")
        root.present(first, animated: false)
        layers.update(from: host.window)
        #expect(layers.layers[1].wholeDrawing != nil)
        (first.view.subviews.first as? UILabel)?.text = "Changed"
        layers.update(from: host.window)
        #expect(layers.layers[1].wholeDrawing == nil)
        first.dismiss(animated: false)
        layers.update(from: host.window)
        #expect(layers.goneLayer == nil)

        root.present(formSheet("Modal dialog"), animated: false)
        layers.update(from: host.window)
        #expect(layers.pixelsDrawn > 0)
        #expect(layers.compositedFrame(of: host.window) == drawnWhole(host.window))
    }

    /// The gone layer's buffer is one of the spare buffers: at most two are kept, whatever comes and goes.
    @Test func theGoneLayerCountsAmongTheSpareBuffers() {
        let (host, root) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        for text in ["One", "Two", "Three", "Three", "Four"] {
            presentAndDismiss(formSheet(text), over: root, in: host, &layers)
            #expect(layers.spareBuffers.count + (layers.goneLayer == nil ? 0 : 1) <= LayerStack.maximumSpareBuffers)
        }
        #expect(layers.goneLayer != nil)
    }

    @Test func theInvariantCheckFindsKeptPixelsThatAreNotTheListsDrawing() {
        let (host, root) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        presentAndDismiss(formSheet("Modal dialog"), over: root, in: host, &layers)
        #expect(layers._invariantViolations().isEmpty)
        let pixels = layers.goneLayer?.pixels ?? PixelBuffer(size: .zero)
        layers.goneLayer?.pixels = PixelBuffer(size: CGSize(width: pixels.width, height: pixels.height))
        #expect(layers._invariantViolations() == ["the gone layer: its pixels are not its list's drawing"])
    }

    /// A cached rendering compares by identity while its pixels are drawn again under it: a list holding
    /// one, even inside a mask, is never kept.
    @Test func aListCompositingACachedRenderingIsNotDrawnFromValuesAlone() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let cached = DisplayCommand.cachedRendering(RenderingCache(view: view), placement: .identity, alpha: 1)
        let fill = DisplayCommand.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red, cornerRadius: 0)
        #expect(DisplayList([fill, .beginMask, fill, .endMask(DisplayList([fill]))]).drawsOnlyValues)
        #expect(!DisplayList([fill, cached]).drawsOnlyValues)
        #expect(!DisplayList([.beginMask, fill, .endMask(DisplayList([cached]))]).drawsOnlyValues)
    }
}
