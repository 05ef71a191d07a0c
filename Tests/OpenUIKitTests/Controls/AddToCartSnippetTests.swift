import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A product screen's "Add to Cart" button as an iOS 17 app writes it: a configuration with a symbol
/// and a title, a primary action, and an update handler that shows a spinner while the request runs.
@MainActor
private final class ProductViewController: UIViewController {
    private(set) var isAddingToCart = false
    private(set) var cartCount = 0
    private(set) lazy var addButton: UIButton = {
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Add to Cart"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePlacement = .leading
        configuration.imagePadding = 6
        configuration.buttonSize = .large
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.addToCart()
        })
        button.configurationUpdateHandler = { [weak self] button in
            guard let self else { return }
            var updated = button.configuration
            updated?.showsActivityIndicator = isAddingToCart
            updated?.title = isAddingToCart ? nil : "Add to Cart"
            button.configuration = updated
        }
        return button
    }()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton.frame = CGRect(x: 20, y: 120, width: 240, height: 50)
        view.addSubview(addButton)
    }

    private func addToCart() {
        isAddingToCart = true
        addButton.setNeedsUpdateConfiguration()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
            guard let self else { return }
            isAddingToCart = false
            cartCount += 1
            addButton.setNeedsUpdateConfiguration()
        }
    }
}

@MainActor
@Suite struct AddToCartSnippetTests {
    @Test func theButtonSpinsWhileAddingThenShowsItsTitleAgain() throws {
        let host = TestHost()
        let product = ProductViewController()
        host.window.rootViewController = product
        host.window.layoutIfNeeded()
        host.tap(product.addButton)
        host.advance(by: 0)
        let spinner = try #require(product.addButton.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.isAnimating)
        #expect(product.addButton.titleLabel?.isHidden == true)
        host.advance(by: 1.6)
        #expect(!spinner.isAnimating)
        #expect(product.cartCount == 1)
        #expect(product.addButton.titleLabel?.attributedText?.string == "Add to Cart")
    }
}
