import Foundation
import OpenUIKit

/// The Catalog's first screen: one row per topic, as UIKitCatalog's main list. Tapping a row pushes
/// the topic's screen on the navigation controller.
@MainActor
final class CatalogRootViewController: UIViewController {
    let environment: CatalogEnvironment
    /// The topics listed, in order.
    let topics: [CatalogTopic]
    /// The row buttons, in topic order (the end-to-end script and the tests tap them).
    private(set) var rows: [UIButton] = []

    init(environment: CatalogEnvironment, topics: [CatalogTopic] = CatalogTopic.allCases) {
        self.environment = environment
        self.topics = topics
        super.init(nibName: nil, bundle: nil)
        title = "OpenUIKit Catalog"
        navigationItem.backButtonTitle = "Catalog"
        installSettingsItems()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateSettingsItems()
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let column = ColumnView(spacing: 1, topMargin: 24, inset: 0, backgroundColor: .secondarySystemBackground)
        view = column
        rows = topics.map { topic in
            let row = UIButton(type: .system)
            row.frame.size.height = 48
            row.backgroundColor = .white
            row.contentHorizontalAlignment = .left
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            row.setTitle(topic.title, for: .normal)
            row.addAction(UIAction { [weak self] _ in self?.open(topic) }, for: .primaryActionTriggered)
            column.addSubview(row)
            return row
        }
    }

    /// Pushes the screen for `topic`.
    func open(_ topic: CatalogTopic, animated: Bool = true) {
        EventLog.record("open: \(topic.rawValue)")
        navigationController?.pushViewController(topic.makeViewController(environment: environment), animated: animated)
    }
}
