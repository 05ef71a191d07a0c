import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewContentModeTests {
    private let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
    private let content = CGSize(width: 20, height: 20)

    @Test func scalingModes() {
        #expect(UIView.ContentMode.scaleToFill.rect(forContentSize: content, in: bounds) == bounds)
        #expect(UIView.ContentMode.redraw.rect(forContentSize: content, in: bounds) == bounds)
        #expect(UIView.ContentMode.scaleAspectFit.rect(forContentSize: content, in: bounds)
                == CGRect(x: 35, y: 20, width: 50, height: 50))
        #expect(UIView.ContentMode.scaleAspectFill.rect(forContentSize: content, in: bounds)
                == CGRect(x: 10, y: -5, width: 100, height: 100))
    }

    @Test(arguments: [
        (UIView.ContentMode.center, CGPoint(x: 50, y: 35)),
        (.top, CGPoint(x: 50, y: 20)),
        (.bottom, CGPoint(x: 50, y: 50)),
        (.left, CGPoint(x: 10, y: 35)),
        (.right, CGPoint(x: 90, y: 35)),
        (.topLeft, CGPoint(x: 10, y: 20)),
        (.topRight, CGPoint(x: 90, y: 20)),
        (.bottomLeft, CGPoint(x: 10, y: 50)),
        (.bottomRight, CGPoint(x: 90, y: 50)),
    ])
    func placingModesKeepTheContentSize(mode: UIView.ContentMode, origin: CGPoint) {
        #expect(mode.rect(forContentSize: content, in: bounds) == CGRect(origin: origin, size: content))
    }

    @Test func emptyContentFillsTheBounds() {
        #expect(UIView.ContentMode.center.rect(forContentSize: .zero, in: bounds) == bounds)
        #expect(UIView.ContentMode.scaleAspectFit.rect(forContentSize: CGSize(width: 10, height: 0), in: bounds) == bounds)
    }

    @Test func rawValuesMatchUIKit() {
        #expect(UIView.ContentMode.scaleToFill.rawValue == 0)
        #expect(UIView.ContentMode.redraw.rawValue == 3)
        #expect(UIView.ContentMode.center.rawValue == 4)
        #expect(UIView.ContentMode.bottomRight.rawValue == 12)
    }
}
