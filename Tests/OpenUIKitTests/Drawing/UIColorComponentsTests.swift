import Foundation
import Testing
import OpenUIKit

/// Reading a color's components with UIKit's `getRed`, `getWhite` and `getHue` (Swift spelling:
/// `color.getRed(&r, green: &g, blue: &b, alpha: &a)`, returning whether the color converted).
@Suite struct UIColorComponentsTests {
    @Test func getRedReadsTheRGBComponents() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [1, 0.5, 0.25, 0.75])
        #expect(UIColor(white: 0.5, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.5, 0.5, 0.5, 1])
    }

    @Test func nilPointersAreSkipped() {
        var alpha: CGFloat = 0
        #expect(UIColor.red.getRed(nil, green: nil, blue: nil, alpha: &alpha))
        #expect(alpha == 1)
    }

    @Test func getWhiteConvertsOnlyGrayscaleColors() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
        #expect(UIColor.black.getWhite(&white, alpha: &alpha))
        #expect(white == 0 && alpha == 1)
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(white == -1)
    }

    @Test func getHueConvertsToHueSaturationBrightness() {
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.red.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect([h, s, v, a] == [0, 1, 1, 1])
        #expect(UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.5) < 1e-9 && s == 1 && v == 0.5 && a == 0.5)
        #expect(UIColor(red: 0.5, green: 0, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.75) < 1e-9 && s == 1 && v == 1)
        #expect(UIColor(white: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(h == 0 && s == 0 && v == 0.5)
    }
}
