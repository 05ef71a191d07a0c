import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import Testing

/// `host.assertSnapshot(named:)`: a test host's screen against a reference PNG in one line, with text
/// measured as it is drawn. Re-record with `SNAPSHOT_RECORD=1 swift test --filter aHostsScreenMatchesItsReference`
/// (only that test: the other one checks a different screen fails against the same reference).
@MainActor
@Suite struct TestHostSnapshotTests {
    /// A screen whose button is sized by its title, as apps size them (`sizeToFit()` in layout).
    final class UpdateViewController: UIViewController {
        let update = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.addSubview(update)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            update.sizeToFit()
            update.frame.origin = CGPoint(x: 20, y: 60)
        }
    }

    private func host(title: String) -> TestHost {
        let host = TestHost(device: .iPhoneSE)
        let screen = UpdateViewController()
        screen.loadViewIfNeeded()
        screen.update.setTitle(title, for: .normal)
        host.window.rootViewController = screen
        return host
    }

    @Test func aHostsScreenMatchesItsReference() {
        host(title: "Download the latest version").assertSnapshot(named: "updateScreen")
    }

    @Test func aDifferentScreenFailsAgainstTheReference() {
        let changed = host(title: "Download")
        withKnownIssue {
            changed.assertSnapshot(named: "updateScreen")
        }
    }
}
