import OpenUIKit

/// A contacts list as iOS 15+ apps write one: a `UITableViewController` whose rows come from a
/// diffable data source keyed by contact, grouped by initial, with rows deleted through the data
/// source, a contact renamed by reconfiguring its row, and pull to refresh that asks for the contacts
/// again. The file compiles unchanged against UIKit
/// (only the import differs).
final class PortedContactsViewController: UITableViewController {
    struct Contact: Hashable, Sendable {
        let id: Int
        var name: String

        static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// Lets rows be deleted (a diffable data source's rows are not editable by default) and shows each
    /// section's initial as its header.
    final class DataSource: UITableViewDiffableDataSource<String, Contact> {
        var onDelete: ((Contact) -> Void)?

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                forRowAt indexPath: IndexPath) {
            if editingStyle == .delete, let contact = itemIdentifier(for: indexPath) { onDelete?(contact) }
        }
    }

    private(set) var contacts: [Contact] = []
    /// How many times a pull asked for the contacts again.
    private(set) var fetches = 0
    private(set) var dataSource: DataSource!

    init(contacts: [Contact]) {
        self.contacts = contacts
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        dataSource = DataSource(tableView: tableView) { [weak self] tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = self?.contacts.first(where: { $0.id == contact.id })?.name ?? contact.name
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        dataSource.onDelete = { [weak self] contact in self?.delete(contact) }
        applySnapshot(animatingDifferences: false)

        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to sync")
        refresh.addAction(UIAction { [weak self] _ in self?.fetches += 1 }, for: .valueChanged)
        refreshControl = refresh
    }

    /// The fetch a pull started came back.
    func didFetch(_ fetched: [Contact]) {
        contacts = fetched
        applySnapshot()
        refreshControl?.endRefreshing()
    }

    func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<String, Contact>()
        let sorted = contacts.sorted { $0.name < $1.name }
        for contact in sorted {
            let initial = String(contact.name.prefix(1))
            if snapshot.indexOfSection(initial) == nil { snapshot.appendSections([initial]) }
            snapshot.appendItems([contact], toSection: initial)
        }
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func add(_ contact: Contact) {
        contacts.append(contact)
        applySnapshot()
    }

    func delete(_ contact: Contact) {
        contacts.removeAll { $0.id == contact.id }
        applySnapshot()
    }

    /// A new name with the same initial: the row is reconfigured in place, its cell kept.
    func rename(_ id: Int, to name: String) {
        guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
        contacts[index].name = name
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([contacts[index]])
        dataSource.apply(snapshot)
    }
}
