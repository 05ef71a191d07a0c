import Foundation
import Testing
@testable import OpenUIKit

/// `NSParagraphStyle` and `NSMutableParagraphStyle` as UIKit documents them.
@Suite struct NSParagraphStyleTests {
    @Test func theDefaultIsNaturalAlignmentAndWordWrapping() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
        #expect(NSMutableParagraphStyle() == style)
    }

    @Test func aMutableCopyChangesWithoutTouchingTheOriginal() throws {
        let original = NSMutableParagraphStyle()
        original.alignment = .right
        let copy = try #require(original.mutableCopy() as? NSMutableParagraphStyle)
        #expect(copy == original)
        copy.lineBreakMode = .byTruncatingMiddle
        copy.lineSpacing = 2
        #expect(copy != original && original.lineSpacing == 0 && original.lineBreakMode == .byWordWrapping && copy.alignment == .right)
        let frozen = try #require(copy.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle) && frozen == copy && frozen.hash == copy.hash)
    }

    @Test func setParagraphStyleTakesEveryValue() {
        let source = NSMutableParagraphStyle()
        source.alignment = .center
        source.lineBreakMode = .byCharWrapping
        source.lineSpacing = 3
        let target = NSMutableParagraphStyle()
        target.setParagraphStyle(source)
        #expect(target == source)
    }
}
