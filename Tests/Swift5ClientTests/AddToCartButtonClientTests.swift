import Testing
import OpenUIKit
import OpenUIKitTesting

/// An "Add to Cart" button as an iOS 15+ app writes it in Swift 5 mode: a filled configuration with a
/// symbol and a title, whose update handler swaps the title for a spinner while the cart request runs.
final class AddToCartViewController: UIViewController {
    var isAdding = false
    var itemsInCart = 0

    lazy var button: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Add to Cart"
        config.image = UIImage(systemName: "plus")
        config.imagePadding = 8
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config, primaryAction: nil)
        button.addAction(UIAction { [unowned self] _ in self.add() }, for: .touchUpInside)
        button.configurationUpdateHandler = { [unowned self] button in
            var config = button.configuration
            config?.showsActivityIndicator = self.isAdding
            config?.title = self.isAdding ? "Adding…" : "Add to Cart"
            button.configuration = config
            button.isEnabled = !self.isAdding
        }
        return button
    }()

    func add() {
        isAdding = true
        button.setNeedsUpdateConfiguration()
        Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
            self.isAdding = false
            self.itemsInCart += 1
            self.button.setNeedsUpdateConfiguration()
        }
    }
}

@MainActor @Test func swift5AddToCartButtonShowsASpinnerWhileAdding() {
    let host = TestHost()
    let controller = AddToCartViewController()
    controller.button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    host.window.addSubview(controller.button)
    host.advance(by: 0)
    host.tap(controller.button)
    host.advance(by: 0)
    let spinner = controller.button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
    #expect(spinner?.isAnimating == true)
    #expect(controller.button.titleLabel?.attributedText?.string == "Adding…")
    #expect(!controller.button.isEnabled)
    host.advance(by: 2.1)
    #expect(spinner?.isAnimating == false)
    #expect(controller.itemsInCart == 1)
    #expect(controller.button.isEnabled)
    #expect(controller.button.titleLabel?.attributedText?.string == "Add to Cart")
}
