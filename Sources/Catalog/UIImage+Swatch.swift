import Foundation
import OpenUIKit

extension UIImage {
    /// A filled circle of `color`, `diameter` points wide, drawn in code so the Catalog needs no image
    /// files for its per-state images. Pixels are premultiplied ARGB32, as `ImageBitmap` requires.
    static func swatch(_ color: UIColor, diameter: Int = 14) -> UIImage {
        let radius = Double(diameter) / 2
        let alpha = color.alpha
        func channel(_ value: CGFloat, coverage: Double) -> UInt32 {
            UInt32((value * alpha * coverage * 255).rounded())
        }
        var pixels = [UInt32](repeating: 0, count: diameter * diameter)
        for y in 0..<diameter {
            for x in 0..<diameter {
                let dx = Double(x) + 0.5 - radius, dy = Double(y) + 0.5 - radius
                // One pixel of antialiasing at the rim.
                let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                guard coverage > 0 else { continue }
                pixels[y * diameter + x] = channel(1, coverage: coverage) << 24
                    | channel(color.red, coverage: coverage) << 16
                    | channel(color.green, coverage: coverage) << 8
                    | channel(color.blue, coverage: coverage)
            }
        }
        return UIImage(bitmap: ImageBitmap(width: diameter, height: diameter, pixels: pixels)!)
    }
}
