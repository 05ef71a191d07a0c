import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A button's fitting size as UIKit's classic (pre-configuration) `UIButton`: an empty button fits to
/// 30×34, and a title is padded 6 pt above and below.
@MainActor
@Suite struct UIButtonFittingSizeTests {
    @Test(arguments: [UIButton.ButtonType.custom, .system])
    func anEmptyButtonFitsTo30By34(type: UIButton.ButtonType) {
        let button = UIButton(type: type)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: 30, height: 34))
    }

    @Test func aTitleButtonIsItsTitlePlus6PointsAboveAndBelow() throws {
        let button = UIButton(type: .system)
        button.setTitle("Hello", for: .normal)
        let label = try #require(button.titleLabel)
        let title = label.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.sizeToFit()
        #expect(button.bounds.height == title.height + 12)
        button.layoutIfNeeded()
        #expect(label.frame.minY == 6)
    }

    @Test func contentAlignmentAfterSizeToFitPlacesTheTitleInThePadding() throws {
        let button = UIButton(type: .system)
        button.setTitle("Hello", for: .normal)
        button.contentVerticalAlignment = .top
        button.sizeToFit()
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(label.frame.minY == 0)
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(label.frame.maxY == button.bounds.height)
    }

    @Test func contentEdgeInsetsReplaceThePadding() throws {
        let button = UIButton(type: .system)
        button.setTitle("Hello", for: .normal)
        let title = try #require(button.titleLabel).intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
        #expect(button.intrinsicContentSize.height == title.height + 4)
    }

    @Test func theDefaultTitleShadowColorIsHalfBlack() {
        let button = UIButton(type: .custom)
        #expect(button.titleShadowColor(for: .normal) == UIColor(white: 0, alpha: 0.5))
        #expect(button.titleShadowColor(for: .highlighted) == UIColor(white: 0, alpha: 0.5))
        button.setTitleShadowColor(.red, for: .normal)
        #expect(button.titleShadowColor(for: .highlighted) == .red)
    }

    @Test func reversesTitleShadowWhenHighlightedFlipsTheShadowWhileHighlighted() throws {
        let host = TestHost()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.setTitle("Tap", for: .normal)
        host.window.addSubview(button)
        let label = try #require(button.titleLabel)
        label.shadowOffset = CGSize(width: 1, height: 2)
        #expect(!button.reversesTitleShadowWhenHighlighted)
        button.isHighlighted = true
        #expect(label.shadowOffset == CGSize(width: 1, height: 2))
        button.isHighlighted = false
        button.reversesTitleShadowWhenHighlighted = true
        let id = host.touchDown(at: host.center(of: button))
        #expect(label.shadowOffset == CGSize(width: -1, height: -2))
        host.send(.up, at: host.center(of: button), pointer: id)
        #expect(label.shadowOffset == CGSize(width: 1, height: 2))
    }
}
