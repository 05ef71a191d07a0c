import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// Layers drawn with Cairo, by pixels: rounded corners with clipping and per-corner masks, borders
/// over sublayers, blurred shadows, gradients, shape layers (fill, stroke, dashes, strokeEnd), masks
/// and contents images with gravity; and the two ported snippets as snapshots at 1×, 2× and 3×.
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter LayerRenderingTests` after an intended change.
@MainActor
@Suite struct LayerRenderingTests {
    let renderer = Renderer()
    let snapshots = SnapshotVerifier()
    let red = PixelColor(red: 255, green: 0, blue: 0)
    let blue = PixelColor(red: 0, green: 0, blue: 255)
    let white = PixelColor(red: 255, green: 255, blue: 255)
    let clear = PixelColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// A white 100×100 view to draw layers on.
    func canvas() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        return view
    }

    @Test func aSublayerDrawsBetweenSubviewsInOrder() {
        let view = canvas()
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        below.backgroundColor = .red
        view.addSubview(below)
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        layer.backgroundColor = UIColor.blue.cgColor
        view.layer.addSublayer(layer)
        let above = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        above.backgroundColor = .red
        view.addSubview(above)
        let buffer = renderer.render(view)
        #expect(buffer.color(at: CGPoint(x: 10, y: 10)) == red)     // the first subview
        #expect(buffer.color(at: CGPoint(x: 30, y: 30)) == blue)    // the layer, over it
        #expect(buffer.color(at: CGPoint(x: 70, y: 70)) == red)     // the later subview, over the layer
        #expect(buffer.color(at: CGPoint(x: 95, y: 5)) == white)
    }

    @Test func roundedCornersClipSublayersAndMaskedCornersRoundOnlyThose() {
        let view = canvas()
        let card = CALayer()
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.cornerRadius = 30
        card.masksToBounds = true
        card.maskedCorners = [.layerMinXMinYCorner]
        let fill = CALayer()
        fill.frame = card.bounds
        fill.backgroundColor = UIColor.red.cgColor
        card.addSublayer(fill)
        view.layer.addSublayer(card)
        let buffer = renderer.render(view)
        #expect(buffer.color(at: CGPoint(x: 2, y: 2)) == white)      // the rounded top-left corner clips
        #expect(buffer.color(at: CGPoint(x: 98, y: 2)) == red)       // the others stay square
        #expect(buffer.color(at: CGPoint(x: 98, y: 98)) == red)
        #expect(buffer.color(at: CGPoint(x: 50, y: 50)) == red)
    }

    @Test func theBorderIsDrawnOverSublayers() {
        let view = canvas()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        layer.borderWidth = 4
        layer.borderColor = UIColor.blue.cgColor
        let sublayer = CALayer()
        sublayer.frame = layer.bounds
        sublayer.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(sublayer)
        view.layer.addSublayer(layer)
        let buffer = renderer.render(view)
        #expect(buffer.color(at: CGPoint(x: 12, y: 50)) == blue)
        #expect(buffer.color(at: CGPoint(x: 50, y: 50)) == red)
    }

    @Test func aShadowIsBlurredAndOffset() {
        let view = canvas()
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.backgroundColor = UIColor.white.cgColor
        layer.shadowOpacity = 1
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 10)
        view.layer.addSublayer(layer)
        let buffer = renderer.render(view)
        // Below the layer the shadow is dark; its edge fades; far away nothing.
        let under = buffer.color(at: CGPoint(x: 50, y: 75))!
        let edge = buffer.color(at: CGPoint(x: 50, y: 82))!
        #expect(under.red < 60)
        #expect(edge.red > under.red && edge.red < 250)
        #expect(buffer.color(at: CGPoint(x: 50, y: 95)) == white)
        #expect(buffer.color(at: CGPoint(x: 50, y: 50)) == white)      // the layer covers its own shadow
        #expect(buffer.color(at: CGPoint(x: 50, y: 25)) == white)      // offset down: nothing above
    }

    @Test func aGradientRunsFromStartToEndPoint() {
        let view = canvas()
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.addSublayer(gradient)
        let buffer = renderer.render(view)
        let left = buffer.color(at: CGPoint(x: 1, y: 50))!, middle = buffer.color(at: CGPoint(x: 50, y: 50))!
        let right = buffer.color(at: CGPoint(x: 99, y: 50))!
        #expect(left.red > 245 && left.blue < 10)
        #expect(right.blue > 245 && right.red < 10)
        #expect(abs(Int(middle.red) - 128) < 4 && abs(Int(middle.blue) - 128) < 4)
    }

    @Test func aShapeLayerStrokesOnlyUpToStrokeEnd() {
        let view = canvas()
        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        line.path = path
        line.strokeColor = UIColor.red.cgColor
        line.lineWidth = 10
        line.strokeEnd = 0.5
        view.layer.addSublayer(line)
        let buffer = renderer.render(view)
        #expect(buffer.color(at: CGPoint(x: 20, y: 50)) == red)
        #expect(buffer.color(at: CGPoint(x: 48, y: 50)) == red)
        #expect(buffer.color(at: CGPoint(x: 60, y: 50)) == white)
        line.strokeStart = 0.25
        line.strokeEnd = 1
        let trimmed = renderer.render(view)
        #expect(trimmed.color(at: CGPoint(x: 20, y: 50)) == white)
        #expect(trimmed.color(at: CGPoint(x: 80, y: 50)) == red)
    }

    @Test func aShapeLayerFillsByItsRuleAndDashesItsStroke() {
        let view = canvas()
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        shape.path = path
        shape.fillColor = UIColor.blue.cgColor
        shape.fillRule = .evenOdd
        view.layer.addSublayer(shape)
        let dashed = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 100, y: 5))
        dashed.path = line
        dashed.fillColor = nil
        dashed.strokeColor = UIColor.red.cgColor
        dashed.lineWidth = 4
        dashed.lineDashPattern = [10, 10]
        view.layer.addSublayer(dashed)
        let buffer = renderer.render(view)
        #expect(buffer.color(at: CGPoint(x: 20, y: 20)) == blue)
        #expect(buffer.color(at: CGPoint(x: 50, y: 50)) == white)   // the even-odd hole
        #expect(buffer.color(at: CGPoint(x: 5, y: 5)) == red)       // a dash
        #expect(buffer.color(at: CGPoint(x: 15, y: 5)) == white)    // a gap
    }

    @Test func aMaskShowsTheLayerOnlyWhereTheMaskDraws() {
        let view = canvas()
        let layer = CALayer()
        layer.frame = view.bounds
        layer.backgroundColor = UIColor.red.cgColor
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50), transform: nil)
        layer.mask = mask
        view.layer.addSublayer(layer)
        let buffer = renderer.render(view)
        #expect(buffer.color(at: CGPoint(x: 50, y: 50)) == red)
        #expect(buffer.color(at: CGPoint(x: 10, y: 10)) == white)
        #expect(mask.superlayer == nil)
    }

    @Test func contentsAreDrawnWithTheirGravity() {
        let view = canvas()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let layer = CALayer()
        layer.frame = view.bounds
        layer.contents = image.cgImage
        layer.contentsScale = image.scale
        layer.contentsGravity = .bottomRight
        view.layer.addSublayer(layer)
        let buffer = renderer.render(view)
        #expect(buffer.color(at: CGPoint(x: 95, y: 95)) == red)
        #expect(buffer.color(at: CGPoint(x: 75, y: 95)) == white)
        #expect(buffer.color(at: CGPoint(x: 95, y: 85)) == white)
        layer.contentsGravity = .resize
        #expect(renderer.render(view).color(at: CGPoint(x: 5, y: 5)) == red)
    }

    @Test func aViewsLayerDrawsItsShadowAndClipsSubviewsToItsRoundedCorners() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 12)
        card.layer.shadowRadius = 2
        host.addSubview(card)
        let clipped = UIView(frame: CGRect(x: 0, y: 70, width: 30, height: 30))
        clipped.layer.cornerRadius = 15
        clipped.clipsToBounds = true
        let fill = UIView(frame: clipped.bounds)
        fill.backgroundColor = .blue
        clipped.addSubview(fill)
        host.addSubview(clipped)
        let buffer = renderer.render(host)
        #expect(buffer.color(at: CGPoint(x: 50, y: 66))!.red < 60)       // the shadow under the card
        #expect(buffer.color(at: CGPoint(x: 15, y: 85)) == blue)
        #expect(buffer.color(at: CGPoint(x: 1, y: 71)) == white)         // the subview clipped round
    }

    /// Bad lists never trap: an `endMask` without its `beginMask` is ignored with a warning; a mask
    /// left open is closed at the end (drawn unmasked); a shadow with a non-finite offset draws nothing.
    @Test func unbalancedMasksAndBadShadowsHaveADefinedOutcome() {
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        var buffer: PixelBuffer?
        let diagnostics = Diagnostics.record {
            buffer = renderer.render(DisplayList([
                .endMask(DisplayList()),
                .shadow(DisplayPath(square.elements), DisplayShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 2,
                                                                    color: .black), rule: .winding),
                .beginMask,
                .fill(CGRect(x: 20, y: 20, width: 10, height: 10), color: .red, cornerRadius: 0),
            ]), size: CGSize(width: 40, height: 40))
        }
        #expect(diagnostics.map(\.code) == ["render.unbalancedEndMask", "render.unclosedGroup"])
        #expect(buffer?.color(at: CGPoint(x: 5, y: 5)) == clear)
        #expect(buffer?.color(at: CGPoint(x: 25, y: 25)) == red)
    }

    // MARK: Ported snippets, as snapshots

    @Test func progressRingSnapshot() throws {
        let view = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.backgroundColor = .white
        view.progress = 0.6
        view.layoutIfNeeded()
        try snapshots.verify(view, named: "progressRing")
        try snapshots.verify(view, named: "progressRing@2x", scale: 2)
        try snapshots.verify(view, named: "progressRing@3x", scale: 3)
        let buffer = renderer.render(view, scale: 2)
        // 60 %: clockwise from the top, the right side is drawn, the top-left quarter is track only.
        #expect(buffer.color(at: CGPoint(x: 74, y: 40)) == PixelColor(red: 0, green: 122, blue: 255))
        #expect(buffer.color(at: CGPoint(x: 16, y: 16))?.blue != 255)
    }

    @Test func gradientCardSnapshot() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 110))
        host.backgroundColor = .white
        let card = GradientCardLayerView(frame: CGRect(x: 20, y: 15, width: 100, height: 70))
        host.addSubview(card)
        host.layoutIfNeeded()
        try snapshots.verify(host, named: "gradientCard")
        try snapshots.verify(host, named: "gradientCard@2x", scale: 2)
        try snapshots.verify(host, named: "gradientCard@3x", scale: 3)
        let buffer = renderer.render(host)
        let corner = buffer.color(at: CGPoint(x: 21, y: 16))!           // rounded: no gradient, a faint shadow
        #expect(corner.red > 245 && corner.green > 245 && corner.blue > 245)
        #expect(buffer.color(at: CGPoint(x: 70, y: 90))!.red < 250)  // the shadow below
    }
}

/// A circular progress ring as an iOS app writes it: a track and a progress `CAShapeLayer` sharing a
/// circle path that starts at the top, `strokeEnd` following `progress`.
final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()

    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 8
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = min(bounds.width, bounds.height) / 2 - 8
        let circle = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                  startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        trackLayer.path = circle.cgPath
        progressLayer.path = circle.cgPath
    }
}

/// A card as an iOS app writes it: a gradient layer filling a view with rounded corners and a soft
/// shadow, the gradient clipped to the corners by its own `cornerRadius`.
final class GradientCardLayerView: UIView {
    private let gradientLayer = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemGreen.cgColor, UIColor.systemBlue.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        gradientLayer.cornerRadius = 16
        layer.insertSublayer(gradientLayer, at: 0)
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 6)
        layer.shadowRadius = 4
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 16).cgPath
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
    }
}
