import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIColorTests {
    @Test func componentsAreClampedToUnitRange() {
        let color = UIColor(red: 1.5, green: -0.5, blue: 0.25, alpha: 2)
        #expect(color.red == 1)
        #expect(color.green == 0)
        #expect(color.blue == 0.25)
        #expect(color.alpha == 1)
        let infinite = UIColor(red: .infinity, green: -.infinity, blue: 0, alpha: 1)
        #expect(infinite.red == 1 && infinite.green == 0)
    }

    @Test func nanComponentsBecomeZero() {
        let color = UIColor(red: .nan, green: 0.5, blue: .nan, alpha: .nan)
        #expect(color.red == 0)
        #expect(color.green == 0.5)
        #expect(color.blue == 0)
        #expect(color.alpha == 0)
        #expect(color.isFullyTransparent)
    }

    @Test func whiteAndRGBInitializers() {
        let gray = UIColor(white: 0.25, alpha: 0.5)
        #expect(gray.red == 0.25 && gray.green == 0.25 && gray.blue == 0.25 && gray.alpha == 0.5)
        let rgb = UIColor(rgb: 0xFF8000)
        #expect(rgb.red == 1)
        #expect(abs(rgb.green - 128.0 / 255.0) < 1e-12)
        #expect(rgb.blue == 0)
        #expect(rgb.alpha == 1)
    }

    @Test func namedColorsHaveUIKitsLightValues() {
        func expectRGB(_ color: UIColor, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1,
                       sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(abs(color.red - red / 255) < 1e-9, sourceLocation: sourceLocation)
            #expect(abs(color.green - green / 255) < 1e-9, sourceLocation: sourceLocation)
            #expect(abs(color.blue - blue / 255) < 1e-9, sourceLocation: sourceLocation)
            #expect(abs(color.alpha - alpha) < 1e-9, sourceLocation: sourceLocation)
        }
        expectRGB(.black, 0, 0, 0)
        expectRGB(.white, 255, 255, 255)
        expectRGB(.clear, 0, 0, 0, alpha: 0)
        expectRGB(.red, 255, 0, 0)
        expectRGB(.green, 0, 255, 0)
        expectRGB(.blue, 0, 0, 255)
        expectRGB(.gray, 127.5, 127.5, 127.5)
        expectRGB(.darkGray, 85, 85, 85)
        expectRGB(.lightGray, 170, 170, 170)
        expectRGB(.systemBlue, 0, 122, 255)
        expectRGB(.systemGreen, 52, 199, 89)
        expectRGB(.systemRed, 255, 59, 48)
        expectRGB(.systemOrange, 255, 149, 0)
        expectRGB(.systemGray, 142, 142, 147)
        expectRGB(.systemGray4, 209, 209, 214)
        expectRGB(.systemGray5, 229, 229, 234)
        expectRGB(.systemGray6, 242, 242, 247)
        expectRGB(.systemBackground, 255, 255, 255)
        expectRGB(.secondarySystemBackground, 242, 242, 247)
        expectRGB(.label, 0, 0, 0)
        expectRGB(.secondaryLabel, 60, 60, 67, alpha: 0.6)
        expectRGB(.separator, 60, 60, 67, alpha: 0.29)
    }

    @Test func withAlphaComponentKeepsRGBAndClamps() {
        let half = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(half.red == UIColor.systemBlue.red && half.green == UIColor.systemBlue.green)
        #expect(half.blue == UIColor.systemBlue.blue)
        #expect(half.alpha == 0.5)
        #expect(UIColor.red.withAlphaComponent(3).alpha == 1)
        #expect(UIColor.red.withAlphaComponent(.nan).alpha == 0)
        #expect(UIColor.red.withAlphaComponent(0.5).multiplyingAlpha(by: 0.5).alpha == 0.25)
    }

    @Test func equalityAndHashingAreByValue() {
        let a = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let b = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != a.withAlphaComponent(1))
        #expect(Set([a, b]).count == 1)
    }
}
