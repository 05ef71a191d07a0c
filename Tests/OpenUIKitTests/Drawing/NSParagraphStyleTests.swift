import Foundation
import Testing
@testable import OpenUIKit

/// `NSParagraphStyle` and `NSMutableParagraphStyle` as UIKit documents them.
@Suite struct NSParagraphStyleTests {
    @Test func theDefaultIsNaturalAlignmentAndWordWrapping() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
        #expect(NSMutableParagraphStyle() == style)
    }

    @Test func aMutableCopyChangesWithoutTouchingTheOriginal() throws {
        let original = NSMutableParagraphStyle()
        original.alignment = .right
        let copy = try #require(original.mutableCopy() as? NSMutableParagraphStyle)
        #expect(copy == original)
        copy.lineBreakMode = .byTruncatingMiddle
        #expect(copy != original && original.lineBreakMode == .byWordWrapping && copy.alignment == .right)
        let frozen = try #require(copy.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle) && frozen == copy && frozen.hash == copy.hash)
    }

    @Test func setParagraphStyleTakesEveryValue() {
        let source = NSMutableParagraphStyle()
        source.alignment = .center
        source.lineBreakMode = .byCharWrapping
        let target = NSMutableParagraphStyle()
        target.setParagraphStyle(source)
        #expect(target == source)
    }
}
