import Testing
import OpenUIKit
import OpenUIKitTesting

/// A list screen as an iOS 15 app writes it, compiled in Swift 5 mode: a "Sort by" pop-up button whose
/// title follows the choice, and a context menu on a row with a destructive Delete.
final class Swift5SortMenuViewController: UIViewController, UIContextMenuInteractionDelegate {
    enum SortOrder: String, CaseIterable {
        case name = "Name", date = "Date", size = "Size"
    }

    private(set) var sortOrder = SortOrder.name
    private(set) var files = ["Notes.txt", "Photo.png"]
    let sortButton = UIButton(type: .system)
    let fileRow = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let actions = SortOrder.allCases.map { order in
            UIAction(title: order.rawValue, state: order == sortOrder ? .on : .off) { [weak self] _ in
                self?.sortOrder = order
            }
        }
        sortButton.menu = UIMenu(title: "Sort by", options: .singleSelection, children: actions)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true
        sortButton.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
        view.addSubview(sortButton)

        fileRow.text = files.first
        fileRow.isUserInteractionEnabled = true
        fileRow.frame = CGRect(x: 20, y: 300, width: 300, height: 44)
        fileRow.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(fileRow)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let rename = UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { _ in }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"),
                                  attributes: .destructive) { [weak self] _ in
                guard let self = self else { return }
                self.files.removeFirst()
                self.fileRow.text = self.files.first
            }
            return UIMenu(title: "", children: [rename, delete])
        }
    }
}

@MainActor @Test func swift5ModeSortPopUpButtonAndContextMenuDeleteWork() {
    let host = TestHost()
    let screen = Swift5SortMenuViewController()
    host.window.rootViewController = screen
    host.advance(by: 0)
    #expect(screen.sortButton.currentTitle == "Name")
    host.tap(screen.sortButton)
    host.buttons["Date"].tap()
    #expect(screen.sortOrder == .date)
    #expect(screen.sortButton.currentTitle == "Date")
    host.press(at: host.center(of: screen.fileRow), for: 0.6)
    host.buttons["Delete"].tap()
    #expect(screen.files == ["Photo.png"])
    #expect(screen.fileRow.text == "Photo.png")
}
