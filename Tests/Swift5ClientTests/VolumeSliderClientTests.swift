import OpenUIKit
import OpenUIKitTesting
import Testing

/// A volume row in a Swift 5 language-mode client, as such settings screens are written: a slider
/// whose `.valueChanged` target updates a label, adjusted from a hardware keyboard's arrow keys and
/// by VoiceOver's increment, with a page control beside it that VoiceOver pages. It compiles with only
/// `import OpenUIKit` in place of `import UIKit`.
final class Swift5VolumeViewController: UIViewController {
    let slider = UISlider()
    let label = UILabel()
    let pageControl = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        slider.frame = CGRect(x: 20, y: 100, width: 280, height: 31)
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.addTarget(self, action: Swift5VolumeViewController.volumeChanged, for: .valueChanged)
        label.frame = CGRect(x: 20, y: 140, width: 280, height: 21)
        pageControl.frame = CGRect(x: 20, y: 180, width: 280, height: 26)
        pageControl.numberOfPages = 3
        view.addSubview(slider)
        view.addSubview(label)
        view.addSubview(pageControl)
        volumeChanged()
    }

    func volumeChanged() {
        label.text = "Volume \(Int(slider.value))"
    }
}

@MainActor
@Suite struct Swift5VolumeViewControllerTests {
    @Test func theArrowKeysAndVoiceOverAdjustTheSliderAndPageControl() {
        let host = TestHost(device: .iPad)
        let controller = Swift5VolumeViewController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        #expect(controller.label.text == "Volume 50")

        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(controller.slider.isFocused)
        host.window.focusSystem.handleKeyPress(.keyboardRightArrow)
        #expect(controller.label.text == "Volume 60")
        controller.slider.accessibilityDecrement()
        controller.slider.accessibilityDecrement()
        #expect(controller.label.text == "Volume 40")

        controller.pageControl.accessibilityIncrement()
        #expect(controller.pageControl.currentPage == 1)
    }
}
