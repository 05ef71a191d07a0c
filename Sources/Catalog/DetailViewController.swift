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
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0xFFF8E1)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = message
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        // A 120-point box below the top of the safe area, between the margins; the text is centred
        // vertically in it, as a label draws.
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 24),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 120),
        ])
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
