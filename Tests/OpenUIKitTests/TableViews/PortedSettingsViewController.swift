import OpenUIKit

/// A settings screen as UIKit apps write it: a `UITableViewController` subclass in the inset-grouped
/// style with a switch row, a checkmarked choice and a disclosure row that pushes a detail screen. The
/// file compiles unchanged against UIKit (only the import differs).
final class PortedSettingsViewController: UITableViewController {
    enum Appearance: String, CaseIterable {
        case light = "Light", dark = "Dark", automatic = "Automatic"
    }

    private(set) var appearance: Appearance = .automatic
    private(set) var notificationsOn = true
    let notificationsSwitch = UISwitch()

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        notificationsSwitch.isOn = notificationsOn
        notificationsSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.notificationsOn = self.notificationsSwitch.isOn
        }, for: .valueChanged)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 3 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? Appearance.allCases.count : 1
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["Notifications", "Appearance", nil][section]
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? "Get a message when a friend posts." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Allow Notifications"
            cell.accessoryView = notificationsSwitch
            cell.selectionStyle = .none
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            let option = Appearance.allCases[indexPath.row]
            cell.textLabel?.text = option.rawValue
            cell.accessoryType = option == appearance ? .checkmark : .none
            return cell
        default:
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "About"
            cell.detailTextLabel?.text = "1.0"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.section == 0 ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            tableView.deselectRow(at: indexPath, animated: true)
            appearance = Appearance.allCases[indexPath.row]
            tableView.reloadSections(IndexSet(integer: 1), with: .none)
        } else {
            let about = UIViewController()
            about.title = "About"
            navigationController?.pushViewController(about, animated: true)
        }
    }
}
