import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIGraphicsImageRenderer`, from Apple's documentation: the image has the renderer's size and the
/// format's scale (the main screen's by default), the actions draw through the current context, and
/// the image holds what they drew, in order.
@MainActor
@Suite struct UIGraphicsImageRendererTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// The fills a drawing records, as rectangles and colors, in order.
    static func fills(_ image: UIImage) -> [(CGRect?, UIColor)] {
        (image.drawing?.commands ?? []).compactMap { command in
            switch command {
            case let .fill(rect, color, _): (rect, color)
            case let .fillPath(path, color, _, _): (path.bounds(), color)
            default: nil
            }
        }
    }

    @Test func theImageHasTheRenderersSizeAndTheDefaultFormatsScaleIsTheMainScreens() {
        for device in [UIScreen.Device.iPhone15, .iPhoneSE, .desktop] {
            let host = TestHost(device: device)
            host.run {
                #expect(UIGraphicsImageRendererFormat.default().scale == device.scale)
                #expect(UIGraphicsImageRendererFormat.preferred().scale == device.scale)
                let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
                #expect(image.size == CGSize(width: 30, height: 20))
                #expect(image.scale == device.scale)
                #expect(image.renderingMode == .automatic)
            }
        }
    }

    @Test func theFormatSetsScaleOpacityAndRange() {
        let host = TestHost()
        host.run {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            format.opaque = true
            format.preferredRange = .standard
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
            format.scale = 2  // the renderer keeps its own copy
            #expect(renderer.format.scale == 1 && renderer.format.opaque && renderer.format.preferredRange == .standard)
            #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
            let image = renderer.image { _ in }
            #expect(image.scale == 1)
            // Opaque: black where nothing is drawn, as an opaque bitmap context starts out.
            #expect(Self.fills(image).map(\.0) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
            #expect(Self.fills(image).first?.1 == .black)
        }
    }

    @Test func theActionsDrawThroughTheCurrentContextInOrder() {
        let host = TestHost()
        host.run {
            #expect(UIGraphicsGetCurrentContext() == nil)
            var current: CGContext?
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                current = UIGraphicsGetCurrentContext()
                #expect(current === context.cgContext)
                Self.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                Self.blue.setFill()
                UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).fill()
                UIRectFill(CGRect(x: 1, y: 1, width: 2, height: 2))
            }
            #expect(current != nil)
            #expect(UIGraphicsGetCurrentContext() == nil)
            let fills = Self.fills(image)
            #expect(fills.map(\.0) == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 5, y: 5, width: 10, height: 10),
                                       CGRect(x: 1, y: 1, width: 2, height: 2)])
            #expect(fills.map(\.1) == [Self.red, Self.blue, Self.blue])
        }
    }

    @Test func strokeAndClipUseTheContextsState() {
        let host = TestHost()
        host.run {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                context.cgContext.setLineWidth(4)
                Self.red.setStroke()
                context.stroke(CGRect(x: 2, y: 2, width: 16, height: 16))
                context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            let commands = image.drawing?.commands ?? []
            guard case let .strokePath(_, color, style, _)? = commands.first else {
                Issue.record("expected a stroke first, got \(commands)")
                return
            }
            #expect(color == Self.red && style.lineWidth == 4)
            guard commands.count == 4, case .beginClip = commands[1], case .fillPath = commands[2],
                  case .endClip = commands[3] else {
                Issue.record("expected a clip around the fill, closed at the end, got \(commands)")
                return
            }
        }
    }

    @Test func boundsWithAnOriginDrawThatPointAtTheImagesTopLeft() {
        let host = TestHost()
        host.run {
            let format = UIGraphicsImageRendererFormat()
            let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 5, height: 5), format: format)
            let image = renderer.image { context in
                #expect(context.format.bounds.origin == CGPoint(x: 10, y: 20))
                context.fill(CGRect(x: 10, y: 20, width: 5, height: 5))
            }
            #expect(image.size == CGSize(width: 5, height: 5))
            guard case let .beginGroup(origin, nil, 1)? = image.drawing?.commands.first else {
                Issue.record("expected the drawing moved by the bounds' origin")
                return
            }
            #expect(origin == CGPoint(x: -10, y: -20))
        }
    }

    @Test func currentImageHoldsWhatIsDrawnSoFarWithItsClipsClosed() {
        let host = TestHost()
        host.run {
            var partial: UIImage?
            let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
                context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4))
                context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
                partial = context.currentImage
                Self.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            }
            let partialCommands = partial?.drawing?.commands ?? []
            #expect(partialCommands.count == 3)
            if case .endClip? = partialCommands.last {} else { Issue.record("the open clip is closed: \(partialCommands)") }
            #expect(Self.fills(image).count == 2)
            #expect(partial?.size == image.size)
        }
    }

    @Test func anImageMadeInsideAViewsDrawingLeavesTheViewsContextCurrent() {
        let host = TestHost()
        host.run {
            final class BadgeView: UIView {
                var badge: UIImage?
                override func draw(_ rect: CGRect) {
                    let outer = UIGraphicsGetCurrentContext()
                    badge = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
                        UIColor.red.setFill()
                        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
                    }
                    #expect(UIGraphicsGetCurrentContext() === outer)
                    badge?.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8))
                }
            }
            let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let images = view.contentDisplayList.images
            #expect(images.count == 1 && images.first === view.badge)
            #expect(Self.fills(view.badge!).count == 1)
        }
    }

    @Test func aRendererWorksFromNonisolatedCodeOffTheMainActor() async {
        // UIKit's renderer is not main-actor isolated; image helpers are often nonisolated functions.
        let image = await Task.detached {
            UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
            }
        }.value
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.scale >= 1)  // the main screen's, asked on the main actor
        #expect(Self.fills(image).map(\.1) == [.red])
    }

    /// Core Graphics draws an image through the whole CTM: one that scales and moves places it in the
    /// mapped rectangle; one that rotates is kept with the image, which is drawn in its own rectangle.
    @Test func anImageIsDrawnThroughTheTransform() {
        let host = TestHost()
        host.run {
            let inner = UIImage(size: CGSize(width: 4, height: 2))
            let turn = CGAffineTransform(rotationAngle: .pi / 2)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                context.cgContext.saveGState()
                context.cgContext.scaleBy(x: 2, y: 2)
                inner.draw(in: CGRect(x: 1, y: 1, width: 4, height: 2))
                context.cgContext.restoreGState()
                context.cgContext.concatenate(turn)
                inner.draw(in: CGRect(x: 1, y: 1, width: 4, height: 2))
            }
            let commands = image.drawing?.commands ?? []
            #expect(commands == [
                .image(inner, in: CGRect(x: 2, y: 2, width: 8, height: 4), tint: nil, alpha: 1),
                .transformed(.image(inner, in: CGRect(x: 1, y: 1, width: 4, height: 2), tint: nil, alpha: 1),
                             by: turn),
            ])
        }
    }

    @Test func anImagesRendererFormatHasItsScale() {
        let image = UIImage(size: CGSize(width: 2, height: 2), scale: 3)
        #expect(image.imageRendererFormat.scale == 3 && !image.imageRendererFormat.opaque)
    }

    @Test func anEmptyImageHasNoSize() {
        let image = UIImage()
        #expect(image.size == .zero)
        #expect(image.bitmap == nil && image.drawing == nil)
    }
}
