import Foundation
import OpenUIKit
import OpenUIKitHost

/// The smallest ``HostFrameRenderer``: draws the `.fill` commands of the window's display list as
/// solid rectangles (corner radii, text, images and lines are skipped) with source-over blending; a
/// view with a transform is drawn moved by its translation only.
///
/// It exists so the host can be seen and tested without the Cairo renderer; it records the dirty rects
/// it was asked to draw so tests can check the host redraws only what changed.
@MainActor
final class FillRenderer: HostFrameRenderer {
    /// The dirty rect of every `render` call, in order (nil = whole window).
    private(set) var renderedAreas: [CGRect?] = []

    private struct Group {
        var origin: CGPoint
        var alpha: CGFloat
        var clip: CGRect
    }

    func render(_ window: UIWindow, dirtyRect: CGRect?, into buffer: UnsafeMutableRawPointer,
                pixelWidth: Int, pixelHeight: Int, bytesPerRow: Int, scale: CGFloat) {
        renderedAreas.append(dirtyRect)
        let canvas = Canvas(bytes: buffer, width: pixelWidth, height: pixelHeight, bytesPerRow: bytesPerRow,
                            scale: scale)
        let area = dirtyRect ?? CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale,
                                       height: CGFloat(pixelHeight) / scale)
        canvas.fill(area, argb: 0xFF00_0000, clip: area)
        var groups = [Group(origin: .zero, alpha: 1, clip: area)]
        for command in window.renderDisplayList(in: dirtyRect).commands {
            let top = groups[groups.count - 1]
            switch command {
            case .beginTransformedGroup(let transform, let clip, let alpha):
                // Only the translation: the group's origin lands where the transform takes it.
                let offset = CGPoint(x: top.origin.x + transform.tx, y: top.origin.y + transform.ty)
                let groupClip = clip.map { $0.offsetBy(dx: offset.x, dy: offset.y).intersection(top.clip) } ?? top.clip
                groups.append(Group(origin: offset, alpha: top.alpha * alpha, clip: groupClip))
            case .beginGroup(let origin, let clip, let alpha):
                let offset = CGPoint(x: top.origin.x + origin.x, y: top.origin.y + origin.y)
                let groupClip = clip.map { $0.offsetBy(dx: offset.x, dy: offset.y).intersection(top.clip) } ?? top.clip
                groups.append(Group(origin: offset, alpha: top.alpha * alpha, clip: groupClip))
            case .endGroup where groups.count > 1:
                groups.removeLast()
            case .fill(let rect, let color, _):
                canvas.fill(rect.offsetBy(dx: top.origin.x, dy: top.origin.y),
                            argb: Self.premultipliedARGB(color, alpha: top.alpha), clip: top.clip)
            default:
                break
            }
        }
    }

    /// `color` at `alpha` times its own opacity, as a premultiplied ARGB32 pixel.
    static func premultipliedARGB(_ color: UIColor, alpha: CGFloat) -> UInt32 {
        let a = min(max(color.alpha * alpha, 0), 1)
        func channel(_ value: CGFloat) -> UInt32 { UInt32((min(max(value, 0), 1) * a * 255).rounded()) }
        return UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8
            | channel(color.blue)
    }

    private struct Canvas {
        let bytes: UnsafeMutableRawPointer
        let width: Int
        let height: Int
        let bytesPerRow: Int
        let scale: CGFloat

        /// Source-over fills the pixels whose centres lie in `rect` ∩ `clip` (points).
        func fill(_ rect: CGRect, argb: UInt32, clip: CGRect) {
            let area = rect.intersection(clip)
            guard !area.isNull, !area.isEmpty, argb >> 24 != 0 else { return }
            func pixel(_ value: CGFloat, _ limit: Int) -> Int {
                let scaled = (value * scale).rounded()
                return scaled.isFinite ? Int(min(max(scaled, 0), CGFloat(limit))) : 0
            }
            let minX = pixel(area.minX, width), maxX = pixel(area.maxX, width)
            let minY = pixel(area.minY, height), maxY = pixel(area.maxY, height)
            let inverseAlpha = 255 - (argb >> 24)
            for y in minY..<max(maxY, minY) {
                let row = (bytes + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in minX..<max(maxX, minX) {
                    row[x] = inverseAlpha == 0 ? argb : Self.blend(argb, over: row[x], inverseAlpha: inverseAlpha)
                }
            }
        }

        private static func blend(_ source: UInt32, over destination: UInt32, inverseAlpha: UInt32) -> UInt32 {
            var result: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let channel = ((source >> shift) & 0xFF) + ((destination >> shift) & 0xFF) * inverseAlpha / 255
                result |= min(channel, 0xFF) << shift
            }
            return result
        }
    }
}
