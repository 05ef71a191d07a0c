import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A view found below a window whose damage covers every layer is stamped so, and a geometry change of
/// it or of its subviews then skips the walk to the window (`UIView+WindowCoverage.swift`). The stamp
/// must go the moment it could be wrong: when the damage is read, and when the view enters a window.
@MainActor
@Suite struct WindowCoverageTests {
    /// Grows the window by 20 points, so its damage covers every layer.
    private func resize(_ window: UIWindow) {
        window.frame.size.width += 20
        #expect(window.damage.coversEveryLayer(window.storedBounds))
    }

    @Test func aSubviewOfAStampedViewIsPlacedWithoutDamageUntilTheDamageIsRead() {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .red
        container.addSubview(child)
        host.window.addSubview(container)
        _ = host.window.takeDirtyRect()
        #expect(!child.isKnownBelowWindowRedrawingAll)
        resize(host.window)
        container.frame.origin.x = 20
        #expect(container.windowCoverageStamp == UIView.windowCoverageEpoch)
        #expect(child.isKnownBelowWindowRedrawingAll)
        child.frame.origin.x = 5
        host.window._checkInvariants()
        #expect(host.window.takeDirtyRect() == host.window.bounds)
        // A frame read the damage: the next move damages its own areas again.
        #expect(!child.isKnownBelowWindowRedrawingAll)
        child.frame.origin.x = 15
        #expect(host.window.takeDirtyRect() == CGRect(x: 25, y: 10, width: 20, height: 10))
    }

    @Test func aStampedViewMovedToAnotherWindowDamagesItsAreasThere() {
        let host = TestHost()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = host.window.takeDirtyRect()
        _ = other.takeDirtyRect()
        resize(host.window)
        view.frame.origin.x = 20
        #expect(view.isKnownBelowWindowRedrawingAll)
        // No damage is read between: only the move into the other window ends the stamp.
        other.addSubview(view)
        #expect(!view.isKnownBelowWindowRedrawingAll)
        view.frame.origin.x = 40
        other._checkInvariants()
        #expect(other.takeDirtyRect() == CGRect(x: 20, y: 10, width: 30, height: 10))
    }

    @Test func aButtonPlacedByTheEngineInAResizedWindowPlacesItsTitle() {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.setTitle("Title", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 40),
            button.widthAnchor.constraint(equalTo: host.window.widthAnchor, multiplier: 0.5),
        ])
        host.window.layoutIfNeeded()
        _ = host.window.takeDirtyRect()
        resize(host.window)
        host.window.layoutIfNeeded()
        let label = button.titleLabel!
        #expect(label.windowCoverageStamp == UIView.windowCoverageEpoch)
        #expect(label.frame.midX == button.bounds.midX)
        host.window._checkInvariants()
        #expect(host.window.takeDirtyRect() == host.window.bounds)
    }
}
