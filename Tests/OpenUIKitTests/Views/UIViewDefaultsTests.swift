import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewDefaultsTests {
    @Test func aNewViewHasUIKitsDefaults() {
        let view = UIView()
        #expect(view.frame == .zero)
        #expect(view.tag == 0)
        #expect(view.backgroundColor == nil)
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(!view.clipsToBounds)
        #expect(view.isUserInteractionEnabled)
        #expect(!view.isMultipleTouchEnabled)
        #expect(!view.isExclusiveTouch)
        #expect(view.autoresizingMask.isEmpty)
        #expect(view.autoresizesSubviews)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.superview == nil && view.subviews.isEmpty && view.window == nil)
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0)
    }

    @Test func aWindowStartsHidden() {
        #expect(UIWindow(frame: .zero).isHidden)
    }
}
