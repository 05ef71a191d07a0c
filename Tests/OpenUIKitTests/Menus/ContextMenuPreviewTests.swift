import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A context menu's preview as Apple documents `UIContextMenuConfiguration(identifier:previewProvider:
/// actionProvider:)`: the provider's controller is shown as the preview with the menu beside it, the
/// animators hand it to the delegate as `previewViewController`, and a tap on it is the preview action.
@MainActor
@Suite struct ContextMenuPreviewTests {
    @MainActor
    final class PhotoDelegate: UIContextMenuInteractionDelegate {
        var log: [String] = []
        let detail = UIViewController()
        var previewSize = CGSize(width: 300, height: 200)

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: { [weak self] in
                guard let self else { return nil }
                self.detail.preferredContentSize = self.previewSize
                return self.detail
            }, actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Share") { [weak self] _ in self?.log.append("Share") }])
            })
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("willDisplay \(animator?.previewViewController === detail ? "detail" : "none")")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionCommitAnimating) {
            log.append("commit \(animator.previewViewController === detail ? "detail" : "none")")
        }
    }

    private func makeScene() -> (TestHost, UIView, PhotoDelegate) {
        let host = TestHost()
        let photo = UIView(frame: CGRect(x: 40, y: 150, width: 120, height: 80))
        host.window.addSubview(photo)
        let delegate = PhotoDelegate()
        photo.addInteraction(UIContextMenuInteraction(delegate: delegate))
        return (host, photo, delegate)
    }

    @Test func thePreviewControllersViewShowsAtItsPreferredSizeWithTheMenuBelowIt() throws {
        let (host, photo, delegate) = makeScene()
        host.press(at: host.center(of: photo), for: 0.6)
        host.layOutWindowsForMenu()
        let menu = try #require(host.openMenu)
        let preview = try #require(delegate.detail.viewIfLoaded)
        #expect(preview.window === host.window)
        let frame = preview.convert(preview.bounds, to: host.window)
        #expect(frame.size == CGSize(width: 300, height: 200))
        #expect(abs(frame.midX - host.center(of: photo).x) < 1 || frame.minX == 8 + host.window.safeAreaInsets.left)
        #expect(menu.panel.frame.minY >= frame.maxY)
        #expect(delegate.log == ["willDisplay detail"])
    }

    @Test func aTapOnThePreviewCommitsItAndClosesTheMenu() throws {
        let (host, photo, delegate) = makeScene()
        host.press(at: host.center(of: photo), for: 0.6)
        host.layOutWindowsForMenu()
        let preview = try #require(delegate.detail.viewIfLoaded)
        host.tap(at: preview.convert(CGPoint(x: 10, y: 10), to: host.window))
        #expect(delegate.log == ["willDisplay detail", "commit detail"])
        #expect(host.openMenu == nil && preview.window == nil)
    }

    @Test func aPreviewIsKeptInsideTheSafeAreaAndLeavesRoomForTheMenu() throws {
        let (host, photo, delegate) = makeScene()
        delegate.previewSize = CGSize(width: 2000, height: 2000)
        host.press(at: host.center(of: photo), for: 0.6)
        host.layOutWindowsForMenu()
        let preview = try #require(delegate.detail.viewIfLoaded)
        let frame = preview.convert(preview.bounds, to: host.window)
        let area = host.window.bounds.inset(by: host.window.safeAreaInsets).insetBy(dx: 8, dy: 8)
        #expect(area.contains(frame))
        #expect(frame.height <= area.height / 2)
        host.tapMenuRow("Share")
        #expect(delegate.log.last == "Share")
    }

    @Test func aControllerWithoutAPreferredSizeTakesThePressedViewsSizeAndPlace() throws {
        let (host, photo, delegate) = makeScene()
        delegate.previewSize = .zero
        host.press(at: host.center(of: photo), for: 0.6)
        host.layOutWindowsForMenu()
        let preview = try #require(delegate.detail.viewIfLoaded)
        #expect(preview.convert(preview.bounds, to: host.window) == photo.frame)
    }
}
