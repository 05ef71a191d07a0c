import Foundation
import OpenUIKit

/// The article's detail screen: a text label, shown inside a navigation controller whose bar holds a
/// Done button. Done does not dismiss anything itself; it tells its ``delegate``, the master screen
/// that presented it, which dismisses it (the article's delegate pattern).
@MainActor
final class DetailViewController: UIViewController {
    weak var delegate: (any ModalViewControllerDelegate)?
    let message: String
    private(set) lazy var doneItem = UIBarButtonItem(
        barButtonSystemItem: .done, target: self, action: Selector("dismissView:", DetailViewController.dismissView))

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        title = "Detail"
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(rgb: 0xFFF8E1)
        let label = UILabel(frame: CGRect(x: 16, y: 24, width: 300, height: 120))
        label.numberOfLines = 0
        label.text = message
        label.autoresizingMask = [.flexibleWidth]
        label.frame.size.width = max(root.bounds.width - 32, 0)
        root.addSubview(label)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = doneItem
    }

    /// The Done button's action.
    func dismissView(_ sender: Any?) {
        EventLog.record("tap: Done")
        delegate?.didDismissModalView()
    }
}
