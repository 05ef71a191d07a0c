import Foundation
import OpenUIKit

/// A little landscape "photo" that a person pinches and rotates on the Gestures screen.
///
/// iOS code often applies the gestures as `view.transform = view.transform.scaledBy(…).rotated(…)`,
/// which OpenUIKit supports too; this tile keeps them as its own state instead, written before views
/// had a `transform`: the scale resizes the view's bounds around its center (``zoom``), and the rotation
/// turns what `draw(_:)` paints (``angle``, applied with `CGContext.rotate(by:)`). The picture is inset
/// so that it stays inside the bounds at any angle.
@MainActor
final class PhotoTileView: UIView {
    /// The side of the tile at a zoom of 1.
    let baseSide: CGFloat
    /// The allowed zoom range: a photo can be pinched to half or nearly twice its size.
    static let zoomRange: ClosedRange<CGFloat> = 0.5...1.6

    /// The tile's size relative to ``baseSide``, clamped to ``zoomRange``; the bounds follow, keeping
    /// the center.
    var zoom: CGFloat = 1 {
        didSet {
            zoom = min(max(zoom.isFinite ? zoom : oldValue, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
            bounds.size = CGSize(width: baseSide * zoom, height: baseSide * zoom)
            setNeedsDisplay()
        }
    }

    /// How far the picture is turned, in radians, clockwise on screen.
    var angle: CGFloat = 0 {
        didSet {
            if !angle.isFinite { angle = oldValue }
            setNeedsDisplay()
        }
    }

    init(side: CGFloat) {
        baseSide = side
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        backgroundColor = .clear
        contentMode = .redraw
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height) * 0.7
        guard side > 10 else { return }
        context.translateBy(x: bounds.midX, y: bounds.midY)
        context.rotate(by: angle)
        let photo = CGRect(x: -side / 2, y: -side / 2, width: side, height: side)
        let frame = UIBezierPath(roundedRect: photo, cornerRadius: side * 0.08)

        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 6, color: UIColor(white: 0, alpha: 0.3).cgColor)
        UIColor.white.setFill()
        frame.fill()
        context.restoreGState()

        context.saveGState()
        frame.addClip()
        let sky = [UIColor(red: 0.53, green: 0.81, blue: 0.98, alpha: 1).cgColor, UIColor.systemBlue.cgColor]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: sky as CFArray, locations: [0, 1]) {
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: photo.minY), end: CGPoint(x: 0, y: photo.maxY),
                                       options: [])
        }
        UIColor(red: 1, green: 0.84, blue: 0.2, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: photo.maxX - side * 0.38, y: photo.minY + side * 0.12,
                                    width: side * 0.22, height: side * 0.22)).fill()
        let hills = UIBezierPath()
        hills.move(to: CGPoint(x: photo.minX, y: photo.maxY))
        hills.addLine(to: CGPoint(x: photo.minX, y: photo.maxY - side * 0.3))
        hills.addQuadCurve(to: CGPoint(x: photo.midX, y: photo.maxY - side * 0.28),
                           controlPoint: CGPoint(x: photo.minX + side * 0.25, y: photo.maxY - side * 0.62))
        hills.addCurve(to: CGPoint(x: photo.maxX, y: photo.maxY - side * 0.35),
                       controlPoint1: CGPoint(x: photo.midX + side * 0.15, y: photo.maxY - side * 0.1),
                       controlPoint2: CGPoint(x: photo.maxX - side * 0.15, y: photo.maxY - side * 0.55))
        hills.addLine(to: CGPoint(x: photo.maxX, y: photo.maxY))
        hills.close()
        UIColor.systemGreen.setFill()
        hills.fill()
        context.restoreGState()

        UIColor.white.setStroke()
        frame.lineWidth = 4
        frame.stroke()
    }
}
