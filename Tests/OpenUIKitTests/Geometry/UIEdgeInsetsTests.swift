import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIEdgeInsetsTests {
    @Test func initializersAndSums() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(UIEdgeInsets(all: 5) == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(all: 0))
        #expect(insets.description == "{1.0, 2.0, 3.0, 4.0}")
    }

    @Test func insetShrinksByEachEdge() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let result = rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(result == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func negativeInsetsGrow() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let result = rect.inset(by: UIEdgeInsets(all: -5))
        #expect(result == CGRect(x: 5, y: 15, width: 110, height: 60))
    }

    @Test func oversizedInsetsClampToZeroSizeWhereTheEdgesMeet() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        // Left edge moves to 8, right edge to 2: they meet at 5. Top to 9, bottom to 4: they meet at 6.5.
        let result = rect.inset(by: UIEdgeInsets(top: 9, left: 8, bottom: 6, right: 8))
        #expect(result == CGRect(x: 5, y: 6.5, width: 0, height: 0))
        // Only one axis oversized: the other keeps its normal inset.
        let wide = CGRect(x: 0, y: 0, width: 100, height: 10).inset(by: UIEdgeInsets(top: 0, left: 10, bottom: 20, right: 10))
        #expect(wide == CGRect(x: 10, y: -5, width: 80, height: 0))
    }
}
