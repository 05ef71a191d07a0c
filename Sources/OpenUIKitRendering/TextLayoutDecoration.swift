import Foundation
import OpenUIKit

/// A run's ``TextDecoration`` as a ``TextLayoutKey`` holds it: plain values, no reference. A key is
/// copied several times for every text drawn (made, hashed, compared in the layout cache), and a
/// reference there — even a nil one — cost retains, releases and slower copies of the key:
/// render-grid (1,000 titles a frame) measured 22.09 M instructions a frame with `TextDecoration?`
/// in the key and 21.84 M with this (21.60 M before text had decorations; script/bench-gate).
struct TextLayoutDecoration: Hashable {
    /// Points of letter spacing.
    var kern: CGFloat
    /// 0, 1 or 2 underlines.
    var underlineCount: Int
    var drawsStrikethrough: Bool
    /// The lines' own colors as Pango takes them (16-bit red, green, blue), nil for the text's.
    var underlineColor: PangoRGB?
    var strikethroughColor: PangoRGB?

    /// A color as Pango's color attributes take it.
    struct PangoRGB: Hashable {
        var red: UInt16
        var green: UInt16
        var blue: UInt16

        init(_ color: UIColor) {
            func channel(_ value: CGFloat) -> UInt16 { UInt16(min(max(value, 0), 1) * 65535) }
            red = channel(color.red)
            green = channel(color.green)
            blue = channel(color.blue)
        }
    }

    init(_ decoration: TextDecoration) {
        kern = decoration.kern
        underlineCount = decoration.underlineCount
        drawsStrikethrough = decoration.drawsStrikethrough
        underlineColor = underlineCount > 0 ? decoration.underlineColor.map(PangoRGB.init) : nil
        strikethroughColor = drawsStrikethrough ? decoration.strikethroughColor.map(PangoRGB.init) : nil
    }

    /// Kern alone, for measuring (lines do not change a size).
    init(kern: CGFloat) {
        self.init(TextDecoration(kern: kern))
    }

    /// Whether a line has its own color: then the layout is drawn by Pango, not through a one-color
    /// glyph mask.
    var hasOwnLineColor: Bool { underlineColor != nil || strikethroughColor != nil }
}
