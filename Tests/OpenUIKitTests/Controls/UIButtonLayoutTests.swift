import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Sizes come from the default ``EstimatingTextMeasurer``: a character is half the point size wide, a
/// line 1.2 × the size (rounded up) tall. The button's title font is the system font at 15 pt, so
/// "Hello" measures 38 × 18.
@MainActor
@Suite struct UIButtonLayoutTests {
    private func button(title: String? = "Hello", image: CGSize? = CGSize(width: 20, height: 20)) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        if let image { button.setImage(UIImage(size: image), for: .normal) }
        return button
    }

    @Test func defaultTitleFontIsTheSystemFontAt15() {
        #expect(UIButton(type: .system).titleLabel?.font == .systemFont(ofSize: 15))
    }

    /// As UIKit's button, the image view is a subview only once there is an image (or someone asks
    /// for it): a title-only button holds just its label; the image view then goes below the title,
    /// under any view the app added.
    @Test func theImageViewIsMadeWhenThereIsAnImageOrItIsAskedFor() {
        let titled = button(image: nil)
        let added = UIView()
        titled.addSubview(added)
        #expect(titled.subviews.count == 2 && titled.subviews[0] === titled.titleLabel)
        titled.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .highlighted)
        #expect(titled.subviews.count == 2)
        titled.isHighlighted = true
        #expect(titled.subviews.count == 3 && titled.subviews[0] === titled.imageView)
        #expect(titled.subviews[1] === titled.titleLabel && titled.subviews[2] === added)
        titled.layoutIfNeeded()
        #expect(titled.imageView?.frame.size == CGSize(width: 20, height: 20))
        #expect(titled.imageView?.isHidden == false)

        let asked = button(image: nil)
        let imageView = asked.imageView
        #expect(imageView != nil && asked.subviews.first === imageView && imageView?.isHidden == true)
        #expect(asked.imageView === imageView)
        asked.setImage(UIImage(size: CGSize(width: 8, height: 8)), for: .normal)
        #expect(asked.subviews.count == 2 && imageView?.image?.size == CGSize(width: 8, height: 8))
    }

    @Test func intrinsicSizeIsImagePlusTitlePlusContentInsets() {
        let button = button()
        // The title (18 pt) is padded 6 pt above and below while there are no content insets.
        #expect(button.intrinsicContentSize == CGSize(width: 58, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: 78, height: 30))
        #expect(button.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 78, height: 30))
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: 78, height: 30))
    }

    @Test func intrinsicSizeFollowsTheTitleOfTheCurrentState() {
        let button = button(image: nil)
        button.setTitle("Hi", for: .selected)
        button.isSelected = true
        #expect(button.intrinsicContentSize == CGSize(width: 15, height: 30))
    }

    @Test func contentIsCentredAsOneBlockByDefault() {
        let button = button()
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 71, y: 15, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 91, y: 16, width: 38, height: 18))
    }

    @Test func alignmentsPlaceTheContent() {
        let button = button()
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.origin == CGPoint(x: 8, y: 4))
        #expect(button.titleLabel?.frame.origin == CGPoint(x: 28, y: 4))

        button.contentHorizontalAlignment = .trailing
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.maxX == 192)
        #expect(button.imageView?.frame.maxY == 46)

        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 28, y: 4, width: 164, height: 42))
    }

    @Test func titleAndImageEdgeInsetsMoveEachPart() {
        let button = button()
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        button.layoutIfNeeded()
        // Centred content moves by half a horizontal inset, as in UIKit.
        #expect(button.titleLabel?.frame.minX == 96)
        #expect(button.imageView?.frame.minY == 20)
    }

    @Test func aTitleTooWideIsNarrowedToTheRoomLeft() {
        let button = button(title: String(repeating: "x", count: 40))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.width == 80)
        #expect(button.imageView?.frame.minX == 0)
    }

    @Test func aLaidOutButtonStaysCleanUntilSomethingChanges() {
        final class CountingButton: UIButton {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                super.layoutSubviews()
            }
        }
        let host = TestHost()
        let button = CountingButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Fancy"), for: .selected)
        host.window.addSubview(button)
        for selected in [false, true, false] {
            button.isSelected = selected
            _ = host.render()
            let settled = button.layouts
            _ = host.render()
            _ = host.render()
            #expect(button.layouts == settled, "selected \(selected)")
        }
    }

    @Test func glyphTypesReserveTheSymbolsSize() {
        #expect(UIButton(type: .contactAdd).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .custom).intrinsicContentSize == UIButton.emptyFittingSize)
    }

    /// A state change re-lays out a button only when the state shows another title or image.
    @Test func aStateChangeRelaysOutOnlyWhenTheTitleOrImageChanges() {
        final class CountingButton: UIButton {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        let host = TestHost()
        let button = CountingButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        button.setTitle("Follow", for: .normal)
        host.window.addSubview(button)
        host.window.layoutIfNeeded()
        let settled = button.layouts
        button.isHighlighted = true
        button.isHighlighted = false
        host.window.layoutIfNeeded()
        #expect(button.layouts == settled, "same title: nothing to lay out")
        #expect(button.titleLabel?.textColor == button.tintColor, "but the state's colors are applied")

        button.setTitle("Following", for: .selected)
        host.window.layoutIfNeeded()
        let narrow = button.titleLabel?.frame.width ?? 0
        button.isSelected = true
        host.window.layoutIfNeeded()
        #expect(button.layouts > settled)
        #expect(button.titleLabel?.text == "Following")
        #expect((button.titleLabel?.frame.width ?? 0) > narrow)
    }
}
