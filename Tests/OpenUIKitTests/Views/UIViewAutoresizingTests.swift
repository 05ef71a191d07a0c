import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewAutoresizingTests {
    /// A 100×100 superview with a child at x 10…40 (left margin 10, width 30, right margin 60) and
    /// y 20…40 (top 20, height 20, bottom 60), resized to `newSize`.
    private func resized(_ mask: UIView.AutoresizingMask, to newSize: CGSize = CGSize(width: 200, height: 300)) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 20))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = newSize
        return child.frame
    }

    @Test func noMaskKeepsTheFrame() {
        #expect(resized([]) == CGRect(x: 10, y: 20, width: 30, height: 20))
    }

    private nonisolated static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    // Width grows by 100, height by 200; shared among the flexible parts in proportion to their lengths.
    nonisolated static let combinations: [(UIView.AutoresizingMask, CGRect)] = [
        ([.flexibleLeftMargin], Self.rect(110, 20, 30, 20)),
        ([.flexibleWidth], Self.rect(10, 20, 130, 20)),
        ([.flexibleRightMargin], Self.rect(10, 20, 30, 20)),
        ([.flexibleTopMargin], Self.rect(10, 220, 30, 20)),
        ([.flexibleHeight], Self.rect(10, 20, 30, 220)),
        ([.flexibleBottomMargin], Self.rect(10, 20, 30, 20)),
        // left 10 : width 30 → +25 / +75
        ([.flexibleLeftMargin, .flexibleWidth], Self.rect(35, 20, 105, 20)),
        // left 10 : right 60 → left +100·10/70
        ([.flexibleLeftMargin, .flexibleRightMargin], Self.rect(10 + 100.0 * 10 / 70, 20, 30, 20)),
        // width 30 : right 60 → width +100·30/90
        ([.flexibleWidth, .flexibleRightMargin], Self.rect(10, 20, 30 + 100.0 * 30 / 90, 20)),
        // all three: 10 : 30 : 60 of +100
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], Self.rect(20, 20, 60, 20)),
        // top 20 : height 20 : bottom 60 of +200
        ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], Self.rect(10, 60, 30, 60)),
        ([.flexibleTopMargin, .flexibleHeight], Self.rect(10, 120, 30, 120)),
        ([.flexibleTopMargin, .flexibleBottomMargin], Self.rect(10, 70, 30, 20)),
        ([.flexibleHeight, .flexibleBottomMargin], Self.rect(10, 20, 30, 70)),
        ([.flexibleWidth, .flexibleHeight], Self.rect(10, 20, 130, 220)),
    ]

    @Test(arguments: combinations)
    func flexibleCombinations(mask: UIView.AutoresizingMask, expected: CGRect) {
        let frame = resized(mask)
        #expect(abs(frame.minX - expected.minX) < 1e-9)
        #expect(abs(frame.minY - expected.minY) < 1e-9)
        #expect(abs(frame.width - expected.width) < 1e-9)
        #expect(abs(frame.height - expected.height) < 1e-9)
    }

    @Test func shrinkingNeverMakesANegativeWidth() {
        let frame = resized([.flexibleWidth], to: CGSize(width: 10, height: 100))
        #expect(frame.width == 0)
    }

    @Test func zeroLengthFlexiblePartsShareEqually() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(child)
        child.frame = CGRect(x: 0, y: 0, width: 0, height: 100)
        parent.frame.size.width = 50
        // Right margin (fixed) is 100; left 0 and width 0 flexible share -50 … width cannot go below 0.
        #expect(child.frame.minX == -25)
        #expect(child.frame.width == 0)
    }

    @Test func autoresizesSubviewsFalseKeepsSubviewsAsTheyAre() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 300, height: 300)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func resizingCascadesThroughNestedViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        leaf.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.bounds.size = CGSize(width: 150, height: 80)
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 150, height: 80))
    }

    @Test func rawValuesMatchUIKit() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }

    /// The autoresizing loop calls each subview without retaining it, its copy of the subviews holding
    /// them: a subview that takes itself and its next sibling out (and nobody else holds them) while
    /// the loop reads its mask lives until the loop ends; the subviews after it are still resized, and
    /// the two removed ones are released once the loop is done.
    @Test func subviewsRemovedDuringTheAutoresizingLoopLiveUntilItEnds() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var leaving: SiblingRemover? = SiblingRemover(frame: CGRect(x: 10, y: 20, width: 30, height: 20))
        var next: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 20))
        let last = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 20))
        weak let leftView = leaving
        weak let removedSibling = next
        for view in [leaving!, next!, last] {
            view.autoresizingMask = [.flexibleWidth]
            parent.addSubview(view)
        }
        leaving?.removesItself = true
        leaving?.sibling = next
        leaving = nil
        next = nil
        parent.frame.size = CGSize(width: 200, height: 300)
        #expect(leftView == nil && removedSibling == nil)
        #expect(parent.subviews.count == 1 && parent.subviews.first === last)
        #expect(last.frame == CGRect(x: 10, y: 20, width: 130, height: 20))
    }
}
