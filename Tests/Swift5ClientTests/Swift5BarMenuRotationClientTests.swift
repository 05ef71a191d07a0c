import Testing
import OpenUIKit
import OpenUIKitTesting

/// A files screen as an iOS 14 app writes it, compiled in Swift 5 mode: an "ellipsis" bar button whose
/// tap shows a menu, an Add button with a long-press menu, and a drawer laid out again with a rotation.
final class Swift5BarMenuRotationViewController: UIViewController {
    private(set) var chosen: [String] = []
    private(set) var transitions: [CGSize] = []
    let drawer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Files"
        let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [
            UIAction(title: "Select", image: UIImage(systemName: "checkmark.circle")) { [weak self] _ in
                self?.chosen.append("Select")
            },
            UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Delete All", attributes: .destructive) { [weak self] _ in self?.chosen.append("Delete All") },
            ]),
        ]))
        more.title = "More"
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.chosen.append("Add")
        }, menu: UIMenu(children: [UIAction(title: "New Folder") { _ in }]))
        navigationItem.rightBarButtonItems = [more, add]
        drawer.frame = CGRect(x: 0, y: view.bounds.height - 100, width: view.bounds.width, height: 100)
        view.addSubview(drawer)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        coordinator.animate(alongsideTransition: { _ in
            self.drawer.frame = CGRect(x: 0, y: size.height - 100, width: size.width, height: 100)
        })
    }
}

@MainActor @Test func swift5ModeBarButtonMenuAndViewWillTransitionWork() {
    let host = TestHost(device: .iPhone15)
    let screen = Swift5BarMenuRotationViewController()
    host.window.rootViewController = UINavigationController(rootViewController: screen)
    host.advance(by: 0)
    host.buttons["More"].tap()
    host.buttons["Delete All"].tap()
    #expect(screen.chosen == ["Delete All"])
    host.screen.orientation = .landscapeLeft
    #expect(screen.transitions == [CGSize(width: 852, height: 393)])
    #expect(screen.drawer.frame == CGRect(x: 0, y: 293, width: 852, height: 100))
}
