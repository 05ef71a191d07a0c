import Foundation
import Testing
import OpenUIKit

/// UIKit's accessibility defaults for its controls and views: a button is a `.button` element named by
/// its title, whose `.selected` and `.notEnabled` traits follow its state; a label is static text named
/// by its text; an image view has the `.image` trait.
@MainActor
@Suite struct UIControlAccessibilityTests {
    @Test func aButtonIsAButtonElementNamedByItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Download", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Download")
        #expect(button.accessibilityTraits == .button)
    }

    @Test func aButtonsLabelFollowsTheTitleOfItsState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.isSelected = true
        #expect(button.accessibilityLabel == "Following")
    }

    @Test func selectedAndNotEnabledFollowTheButtonsState() {
        let button = UIButton(type: .custom)
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        button.isSelected = false
        button.isEnabled = true
        #expect(button.accessibilityTraits == .button)
    }

    @Test func traitsTheAppSetsReplaceTheButtonsDefaults() {
        let button = UIButton(type: .system)
        button.accessibilityTraits = .link
        button.isEnabled = false
        #expect(button.accessibilityTraits == .link)
        button.accessibilityLabel = "Terms of use"
        button.setTitle("Terms", for: .normal)
        #expect(button.accessibilityLabel == "Terms of use")
    }

    @Test func anImageOnlyButtonHasNoLabelUntilTheAppGivesOne() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        #expect(button.accessibilityLabel == nil)
    }

    @Test func aPlainControlIsAnElementWithStateTraitsOnly() {
        let control = UIControl()
        #expect(control.isAccessibilityElement)
        control.isEnabled = false
        #expect(control.accessibilityTraits == .notEnabled)
    }

    @Test func aLabelIsStaticTextNamedByItsText() {
        let label = UILabel()
        label.text = "3 items"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "3 items")
        #expect(label.accessibilityTraits == .staticText)
        label.attributedText = NSAttributedString(string: "4 items")
        #expect(label.accessibilityLabel == "4 items")
    }

    @Test func anImageViewHasTheImageTraitButIsNotAnElementUntilAsked() {
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 10, height: 10)))
        #expect(imageView.accessibilityTraits == .image)
        #expect(!imageView.isAccessibilityElement)
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = "Profile photo"
        #expect(imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
    }
}
