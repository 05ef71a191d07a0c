import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A long settings form as iOS apps build it since iOS 11: a scroll view pinned to the view, a vertical
/// stack view pinned to the scroll view's `contentLayoutGuide` and as wide as its `frameLayoutGuide`,
/// and a "Save" button floating over the content, pinned to the frame guide. The controller compiles
/// unchanged against UIKit.
@MainActor
@Suite struct PortedScrollingFormTests {
    final class SettingsFormViewController: UIViewController {
        let scrollView = UIScrollView()
        let stack = UIStackView()
        let saveButton = UIButton(type: .system)
        private(set) var fields: [UITextField] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            for index in 1...20 {
                let field = UITextField()
                field.placeholder = "Field \(index)"
                field.borderStyle = .roundedRect
                field.heightAnchor.constraint(equalToConstant: 44).isActive = true
                stack.addArrangedSubview(field)
                fields.append(field)
            }
            saveButton.setTitle("Save", for: .normal)
            saveButton.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(saveButton)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
                stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
                saveButton.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
                saveButton.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -16),
            ])
        }
    }

    @Test func theContentGuideSizesTheContentAndTheFrameGuideFloats() {
        let host = TestHost()
        let controller = SettingsFormViewController()
        host.window.rootViewController = controller
        host.advance(by: 0)
        let scrollView = controller.scrollView
        let width = scrollView.bounds.width
        // 20 fields of 44 with 19 gaps of 8, and 16 around.
        #expect(scrollView.contentSize == CGSize(width: width, height: 20 * 44 + 19 * 8 + 32))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(origin: .zero, size: scrollView.contentSize))
        #expect(controller.stack.frame == CGRect(x: 16, y: 16, width: width - 32, height: 20 * 44 + 19 * 8))
        let buttonOnScreen = controller.saveButton.convert(CGPoint.zero, to: host.window)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200))
        _ = host.runUntilIdle(limit: 10)
        #expect(scrollView.contentOffset.y > 300)
        #expect(controller.stack.frame.minY == 16, "the content does not move in content coordinates")
        #expect(controller.saveButton.convert(CGPoint.zero, to: host.window) == buttonOnScreen, "the button floats")
        scrollView.contentOffset = .zero
        let last = controller.fields[19]
        scrollView.scrollRectToVisible(last.convert(last.bounds, to: scrollView), animated: false)
        host.advance(by: 0)
        #expect(scrollView.contentOffset.y == scrollView.contentSize.height - scrollView.bounds.height
                    + scrollView.adjustedContentInset.bottom - 16)
    }
}
