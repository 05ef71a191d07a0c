import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitTesting
import Testing

/// A window's layers kept as bitmaps: composited, they must give the pixels of the window drawn whole,
/// and presenting or dismissing a sheet must draw only the sheet.
@MainActor
@Suite struct LayerStackTests {
    let renderer = Renderer()

    /// An iPad window whose root view holds a grid of titled buttons on a grey background.
    private func setUp() -> (TestHost, UIViewController, [UIButton]) {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        root.view.backgroundColor = .systemGray6
        host.window.rootViewController = root
        let buttons = (0..<40).map { index in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: CGFloat(index % 8) * 100 + 10, y: CGFloat(index / 8) * 200 + 40,
                                  width: 90, height: 44)
            button.setTitle("B\(index)", for: .normal)
            button.backgroundColor = .white
            root.view.addSubview(button)
            return button
        }
        return (host, root, buttons)
    }

    /// A form sheet of `color` with a label.
    private func formSheet(_ color: UIColor) -> UIViewController {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 30))
        label.text = "Modal dialog"
        sheet.view.addSubview(label)
        return sheet
    }

    /// The largest difference of one channel between two buffers of the same size (compositing rounds
    /// a translucent backdrop once more than drawing it in place).
    private func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        #expect(a.width == b.width && a.height == b.height)
        var largest = 0
        for (left, right) in zip(a.pixels, b.pixels) where left != right {
            for shift in stride(from: 0, to: 32, by: 8) {
                largest = max(largest, abs(Int((left >> UInt32(shift)) & 0xFF) - Int((right >> UInt32(shift)) & 0xFF)))
            }
        }
        return largest
    }

    /// The layers composited into a fresh frame.
    private func composited(_ layers: LayerStack, _ window: UIWindow) -> PixelBuffer {
        var frame = PixelBuffer(size: window.bounds.size, scale: layers.scale)
        layers.composite(into: &frame)
        return frame
    }

    /// The window drawn whole, as a snapshot draws it.
    private func drawnWhole(_ window: UIWindow, scale: CGFloat) -> PixelBuffer {
        var frame = PixelBuffer(size: window.bounds.size, scale: scale)
        renderer.render(window, into: &frame)
        return frame
    }

    @Test func compositedLayersGiveTheWindowDrawnWhole() {
        let (host, root, buttons) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        #expect(composited(layers, host.window) == drawnWhole(host.window, scale: 1))

        root.present(formSheet(.systemBackground), animated: false)
        layers.update(from: host.window)
        #expect(layers.layers.count == 2)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)

        // A change behind the sheet, one in it, then the dismissal.
        buttons[0].isSelected = true
        buttons[0].setTitle("Changed", for: .selected)
        (root.presentedViewController?.view.subviews.first as? UILabel)?.text = "Changed too"
        layers.update(from: host.window)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
        root.dismiss(animated: false)
        layers.update(from: host.window)
        #expect(layers.layers.count == 1)
        #expect(composited(layers, host.window) == drawnWhole(host.window, scale: 1))
    }

    @Test func presentingAndDismissingASheetDrawOnlyTheSheet() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 2)
        layers.update(from: host.window)
        let screen = layers.layers[0].pixels

        let sheet = formSheet(.systemBackground)
        root.present(sheet, animated: false)
        let presented = layers.update(from: host.window)
        // The whole window changes (it is dimmed), but only the sheet's label was drawn: the sheet's
        // background is its layer's base color.
        #expect(presented == host.window.bounds)
        #expect(layers.layers[1].baseColor == .systemBackground)
        #expect(layers.pixelsDrawn == layers.layers[1].pixels.width * layers.layers[1].pixels.height)
        #expect(layers.pixelsDrawn > 0 && layers.pixelsDrawn < 300 * 2 * 30 * 2)
        #expect(layers.layers[0].pixels == screen)
        #expect(layers.layers[1].frame == CGRect(x: 140, y: 280, width: 540, height: 620))

        sheet.dismiss(animated: false)
        #expect(layers.update(from: host.window) == host.window.bounds)
        #expect(layers.pixelsDrawn == 0)
        #expect(layers.layers[0].pixels == screen)
        #expect(layers.update(from: host.window) == nil)
    }

    @Test func aChangeBehindASheetRedrawsOnlyItsArea() {
        let (host, root, buttons) = setUp()
        var layers = LayerStack(scale: 1)
        root.present(formSheet(.systemBackground), animated: false)
        layers.update(from: host.window)
        buttons[0].backgroundColor = .systemRed
        let changed = layers.update(from: host.window)
        #expect(changed == buttons[0].frame)
        #expect(layers.pixelsDrawn == 90 * 44)
    }

    @Test func aSheetPresentedAfterAnotherOfTheSameSizeShowsNothingOfIt() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        let first = formSheet(.systemRed)
        root.present(first, animated: false)
        layers.update(from: host.window)
        first.dismiss(animated: false)
        layers.update(from: host.window)
        // The second sheet draws into the first one's buffer: it must be cleared first.
        let second = formSheet(.clear)
        root.present(second, animated: false)
        layers.update(from: host.window)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
        #expect(layers.layers[1].pixels.color(at: CGPoint(x: 400, y: 100))?.alpha == 0)
    }

    @Test func aSheetThatMovesIsDrawnAgainWhole() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        let sheet = formSheet(.systemBackground)
        root.present(sheet, animated: false)
        layers.update(from: host.window)
        sheet.preferredContentSize = CGSize(width: 400, height: 300)
        host.window.setNeedsLayout()
        sheet.view.superview?.setNeedsLayout()
        layers.update(from: host.window)
        #expect(layers.layers[1].frame.size == sheet.view.frame.size)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
    }

    @Test func aResizedWindowIsDrawnAgainWhole() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        root.present(formSheet(.systemBackground), animated: false)
        layers.update(from: host.window)
        host.window.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
        #expect(layers.update(from: host.window) != nil)
        #expect(layers.layers[0].pixels.width == 1180)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
    }

    /// Random presentations in every window-level style, changes behind and inside them, animated
    /// steps, rotations and dismissals: after every frame, the frame kept up to date by compositing
    /// only what changed must look like the window drawn whole.
    /// At half scale (a quarter of the pixels to compare) to keep the test quick.
    @Test(arguments: [31, 32] as [UInt64])
    func randomPresentationsCompositeAsTheWholeWindowDraws(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let (host, root, buttons) = setUp()
        let scale: CGFloat = 0.5
        var layers = LayerStack(scale: scale)
        var frame = PixelBuffer(size: host.window.bounds.size, scale: scale)
        var steps: [String] = []
        for _ in 0..<30 {
            let top = root.presentedViewController.map { controller in
                sequence(first: controller) { $0.presentedViewController }.reduce(controller) { $1 }
            }
            switch Int.random(in: 0..<7, using: &random) {
            case 0, 1:
                let styles: [UIModalPresentationStyle] = [.formSheet, .pageSheet, .overFullScreen, .fullScreen, .popover]
                let style = styles[Int.random(in: 0..<styles.count, using: &random)]
                let sheet = formSheet(Bool.random(using: &random) ? .systemBackground : .clear)
                sheet.modalPresentationStyle = style
                sheet.popoverPresentationController?.sourceView = buttons[Int.random(in: 0..<buttons.count, using: &random)]
                (top ?? root).present(sheet, animated: Bool.random(using: &random))
                steps.append("present \(style)")
            case 2:
                top?.dismiss(animated: Bool.random(using: &random))
                steps.append("dismiss")
            case 3:
                let button = buttons[Int.random(in: 0..<buttons.count, using: &random)]
                button.backgroundColor = Bool.random(using: &random) ? .systemRed : .white
                steps.append("change behind")
            case 4:
                (top?.view.subviews.first as? UILabel)?.text = "Step \(steps.count)"
                steps.append("change in front")
            case 5:
                host.advance(by: Double.random(in: 0.05...0.3, using: &random))
                steps.append("advance")
            default:
                host.screen.orientation = host.screen.orientation.isPortrait ? .landscapeLeft : .portrait
                steps.append("rotate")
            }
            if frame.size != host.window.bounds.size {
                frame = PixelBuffer(size: host.window.bounds.size, scale: scale)
                layers.update(from: host.window)
                layers.composite(into: &frame)
            } else if let changed = layers.update(from: host.window) {
                layers.composite(changed, into: &frame)
            }
            let difference = largestDifference(frame, drawnWhole(host.window, scale: scale))
            #expect(difference <= 4, "after \(steps)")
            if difference > 4 { return }
        }
    }

    @Test func compositingOnlyAnAreaLeavesTheRestOfTheFrame() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        var frame = PixelBuffer(size: host.window.bounds.size)
        layers.composite(into: &frame)
        root.present(formSheet(.systemBackground), animated: false)
        layers.update(from: host.window)
        layers.composite(CGRect(x: 0, y: 0, width: 100, height: 100), into: &frame)
        let whole = drawnWhole(host.window, scale: 1)
        // Dimmed inside the area, as before outside it.
        #expect(frame.color(at: CGPoint(x: 50, y: 10)) != layers.layers[0].pixels.color(at: CGPoint(x: 50, y: 10)))
        #expect(frame.color(at: CGPoint(x: 50, y: 10)) == whole.color(at: CGPoint(x: 50, y: 10)))
        #expect(frame.color(at: CGPoint(x: 500, y: 10)) == layers.layers[0].pixels.color(at: CGPoint(x: 500, y: 10)))
    }

    /// A sheet with an opaque background hides what is behind it: known from its drawing, kept through
    /// a redraw that keeps the background, lost when the background turns translucent.
    @Test func aSheetIsOpaqueWhileItsBackgroundIs() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        let sheet = formSheet(.systemBackground)
        root.present(sheet, animated: false)
        layers.update(from: host.window)
        #expect(layers.layers[1].isOpaque)
        (sheet.view.subviews.first as? UILabel)?.text = "Changed"
        layers.update(from: host.window)
        #expect(layers.layers[1].isOpaque)
        sheet.view.backgroundColor = UIColor(white: 1, alpha: 0.5)
        layers.update(from: host.window)
        #expect(!layers.layers[1].isOpaque)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)

        let translucent = formSheet(.clear)
        sheet.present(translucent, animated: false)
        layers.update(from: host.window)
        #expect(layers.layers.count == 3 && !layers.layers[2].isOpaque)
    }

    /// What an opaque sheet hides is not composited, and the frame is the window drawn whole: the
    /// screen behind changes under the sheet, and only that area is composited.
    @Test func compositingUnderAnOpaqueSheetGivesTheWindowDrawnWhole() {
        let (host, root, buttons) = setUp()
        var layers = LayerStack(scale: 2)
        root.present(formSheet(.systemBackground), animated: false)
        layers.update(from: host.window)
        var frame = PixelBuffer(size: host.window.bounds.size, scale: 2)
        layers.composite(into: &frame)
        // Behind the sheet (140…680 × 280…900) and partly out from under it.
        buttons[17].backgroundColor = .systemRed
        buttons[35].frame.origin.x = 600
        let changed = layers.update(from: host.window)
        layers.composite(changed, into: &frame)
        #expect(largestDifference(frame, drawnWhole(host.window, scale: 2)) <= 1)
    }

    // MARK: A background as the layer's base color

    /// The sheet's layer and the sheet's one label, in frame coordinates (the sheet is at 140, 280).
    private func presentedSheet(_ color: UIColor = .systemBackground, scale: CGFloat = 1)
        -> (TestHost, UIViewController, LayerStack) {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: scale)
        layers.update(from: host.window)
        let sheet = formSheet(color)
        root.present(sheet, animated: false)
        layers.update(from: host.window)
        return (host, sheet, layers)
    }

    @Test func aSheetKeepsPixelsOnlyWhereItDrawsMoreThanItsBackground() {
        let (host, _, layers) = presentedSheet()
        let sheetLayer = layers.layers[1]
        #expect(sheetLayer.baseColor == .systemBackground && sheetLayer.isOpaque)
        // The label's text, within the label (160…460 × 300…330).
        #expect(CGRect(x: 159, y: 299, width: 302, height: 32).contains(sheetLayer.contentFrame))
        #expect(sheetLayer.contentFrame.width > 50 && sheetLayer.contentFrame.height > 10)
        #expect(sheetLayer.pixels.width == Int(sheetLayer.contentFrame.width))
        #expect(layers.pixelsDrawn == sheetLayer.pixels.width * sheetLayer.pixels.height)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
    }

    /// Glyph ink reaches past a line's logical extents and past the label's frame (accents stacked
    /// above a letter), and a title shadow is drawn at an offset: both are content, not background.
    @Test(arguments: [1, 2] as [CGFloat])
    func inkPastTheLinesAndShadowsAreKeptAsContent(scale: CGFloat) {
        let (host, sheet, _) = presentedSheet(scale: scale)
        let label = sheet.view.subviews[0] as! UILabel
        label.text = "A" + String(repeating: "\u{0302}", count: 12) + " g" + String(repeating: "\u{0323}", count: 12)
        label.frame = CGRect(x: 20, y: 200, width: 300, height: 20)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 400, width: 200, height: 44)
        button.setTitle("Shadowed", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 30, height: 40)
        sheet.view.addSubview(button)
        var layers = LayerStack(scale: scale)
        layers.update(from: host.window)
        #expect(layers.layers[1].baseColor != nil)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: scale)) <= 1)
    }

    /// A change reaching past the content (a label's frame is taller than its text's ink) joins it to
    /// the content, drawn once whole; later changes there redraw only their area.
    @Test func aChangeWithinTheContentRedrawsOnlyThatArea() {
        let (host, sheet, initial) = presentedSheet()
        var layers = initial
        let label = sheet.view.subviews[0] as! UILabel
        let labelFrame = CGRect(x: 160, y: 300, width: 300, height: 30)
        #expect(layers.layers[1].contentFrame.height < 30)
        label.textColor = .systemRed
        #expect(layers.update(from: host.window) == labelFrame)
        let grown = layers.layers[1].contentRectangles
        #expect(grown.count == 1 && grown.first.map { $0.contains(labelFrame) } == true)
        #expect(layers.pixelsDrawn == grown.reduce(0) { $0 + Int($1.width * $1.height) })
        #expect(layers.layers[1].baseColor == .systemBackground)
        label.textColor = .systemGreen
        #expect(layers.update(from: host.window) == labelFrame)
        #expect(layers.pixelsDrawn == 300 * 30 && layers.layers[1].contentRectangles == grown)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)

        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 400, height: 100))
        panel.backgroundColor = .systemGray5
        sheet.view.insertSubview(panel, belowSubview: label)
        layers.update(from: host.window)
        let content = layers.layers[1].contentFrame
        #expect(content == CGRect(x: 150, y: 290, width: 400, height: 100))
        label.textColor = .systemBlue
        #expect(layers.update(from: host.window) == CGRect(x: 160, y: 300, width: 300, height: 30))
        #expect(layers.pixelsDrawn == 300 * 30)
        #expect(layers.layers[1].contentFrame == content && layers.layers[1].baseColor == .systemBackground)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
    }

    @Test func contentAddedOutsideTheContentDrawsTheLayerAgain() {
        let (host, sheet, initial) = presentedSheet()
        var layers = initial
        let corner = UIView(frame: CGRect(x: 500, y: 580, width: 30, height: 30))
        corner.backgroundColor = .systemBlue
        sheet.view.addSubview(corner)
        layers.update(from: host.window)
        // From the label (160, 300) to the corner view (640…670, 860…890).
        #expect(layers.layers[1].contentFrame.maxX == 670 && layers.layers[1].contentFrame.maxY == 890)
        #expect(layers.layers[1].contentFrame.minY < 310)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
    }

    /// A change overlapping the edge of the content and reaching past its buffer joins them into one
    /// larger rectangle: the buffer grows, keeping what was drawn where the change did not reach.
    @Test func contentJoinedWithAChangeAtItsEdgeKeepsItsPixels() {
        let (host, sheet, initial) = presentedSheet()
        var layers = initial
        let before = layers.layers[1].contentFrame
        // Over the text's left end (the label's text starts at 160, 300), and out past it.
        let badge = UIView(frame: CGRect(x: 10, y: 25, width: 16, height: 16))
        badge.backgroundColor = .systemBlue
        sheet.view.addSubview(badge)
        layers.update(from: host.window)
        let after = layers.layers[1].contentFrame
        #expect(after.contains(before) && after.minX < before.minX && layers.layers[1].baseColor != nil)
        #expect(layers.pixelsDrawn < Int(after.width * after.height), "only the badge and what the join took in")
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
    }

    @Test func aNewBackgroundColorIsTheNewBaseColor() {
        let (host, sheet, initial) = presentedSheet()
        var layers = initial
        sheet.view.backgroundColor = .systemOrange
        layers.update(from: host.window)
        #expect(layers.layers[1].baseColor == .systemOrange)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
        sheet.view.backgroundColor = UIColor(white: 0, alpha: 0.5)
        layers.update(from: host.window)
        #expect(layers.layers[1].baseColor == nil && !layers.layers[1].isOpaque)
        #expect(layers.layers[1].contentFrame == layers.layers[1].frame)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
    }

    @Test func contentOverTheWholeLayerNeedsNoBaseColor() {
        let (host, sheet, initial) = presentedSheet()
        var layers = initial
        let cover = UIView(frame: sheet.view.bounds)
        cover.backgroundColor = .systemGreen
        sheet.view.addSubview(cover)
        layers.update(from: host.window)
        #expect(layers.layers[1].baseColor == nil && layers.layers[1].contentFrame == layers.layers[1].frame)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 1)) <= 1)
    }

    /// A title at the top and a button at the bottom are two pieces of content: the background between
    /// them is neither drawn nor copied.
    @Test func contentApartIsDrawnApart() {
        let (host, sheet, initial) = presentedSheet(scale: 2)
        var layers = initial
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.frame = CGRect(x: 400, y: 560, width: 100, height: 44)
        sheet.view.addSubview(done)
        layers.update(from: host.window)
        let sheetLayer = layers.layers[1]
        #expect(sheetLayer.contentRectangles.count == 2)
        let area = sheetLayer.contentRectangles.reduce(0) { $0 + $1.width * $1.height }
        // Added after the presentation: only the button's area was drawn, and joined the content.
        #expect(layers.pixelsDrawn == 100 * 44 * 4)
        #expect(sheetLayer.contentRectangles.contains(CGRect(x: 540, y: 840, width: 100, height: 44)))
        #expect(area < sheetLayer.contentFrame.width * sheetLayer.contentFrame.height / 10)
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 2)) <= 1)
    }

    /// The window's own layer has a base color too when the window has a background and the root view
    /// none: a label changing over a panel of buttons redraws the label, not the layer, and a small
    /// view moving over the background draws where it was and where it goes.
    @Test func theBaseLayerRedrawsWhatChangesOverItsBackground() {
        let host = TestHost(device: .iPad)
        host.window.backgroundColor = .white
        let root = UIViewController()
        host.window.rootViewController = root
        let panel = UIView(frame: CGRect(x: 40, y: 200, width: 700, height: 800))
        panel.backgroundColor = .systemGray6
        root.view.addSubview(panel)
        for index in 0..<60 {
            let button = UIButton(type: .system)
            button.setTitle("B\(index)", for: .normal)
            button.frame = CGRect(x: CGFloat(index % 6) * 110 + 10, y: CGFloat(index / 6) * 70 + 10, width: 100, height: 44)
            panel.addSubview(button)
        }
        let status = UILabel(frame: CGRect(x: 40, y: 100, width: 300, height: 40))
        root.view.addSubview(status)
        let mover = UIView(frame: CGRect(x: 500, y: 40, width: 10, height: 10))
        mover.backgroundColor = .systemRed
        root.view.addSubview(mover)
        var layers = LayerStack(scale: 2)
        layers.update(from: host.window)
        #expect(layers.layers[0].baseColor == .white)
        for count in 1...3 {
            status.text = "Count \(count)"
            #expect(layers.update(from: host.window) == status.frame)
            #expect(layers.pixelsDrawn <= 300 * 40 * 4)
            mover.frame.origin.x += 20
            layers.update(from: host.window)
            #expect(layers.pixelsDrawn <= 2 * 30 * 10 * 4)
        }
        #expect(largestDifference(composited(layers, host.window), drawnWhole(host.window, scale: 2)) <= 1)
    }

    /// Drawing out past Cairo's coordinate range (a title shadow offset by the greatest finite width, a
    /// fill reaching far out) is left out, or cut, in both a layer and the window drawn whole — Cairo
    /// would wrap it around to somewhere else in each.
    @Test(arguments: [1, 3] as [CGFloat])
    func drawingPastCairosRangeIsLeftOutAlike(scale: CGFloat) {
        let (host, sheet, _) = presentedSheet(scale: scale)
        let label = sheet.view.subviews[0] as! UILabel
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)
        let far = UIView(frame: CGRect(x: 300, y: 100, width: 1e300, height: 40))
        far.backgroundColor = .systemBlue
        sheet.view.addSubview(far)
        var layers = LayerStack(scale: scale)
        layers.update(from: host.window)
        let whole = drawnWhole(host.window, scale: scale)
        #expect(largestDifference(composited(layers, host.window), whole) <= 1)
        // The band reaches from x 440 (frame coordinates) to the window's edge; nothing wrapped left.
        #expect((whole.color(at: CGPoint(x: 600, y: 400))?.blue ?? 0) > 200)
        #expect(whole.color(at: CGPoint(x: 100, y: 400)) == whole.color(at: CGPoint(x: 100, y: 500)))
    }
}
