import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `UIContextMenuInteraction` as Apple documents it: a press held 0.5 s asks the delegate for a
/// configuration at the press's location, the action provider makes the menu, and the delegate hears
/// `willDisplayMenuFor`, `willEndFor` (once, whatever closes the menu) and a tap on the preview.
@MainActor
@Suite struct UIContextMenuInteractionTests {
    @MainActor
    final class Delegate: UIContextMenuInteractionDelegate {
        var log: [String] = []
        var returnsConfiguration = true

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard returnsConfiguration else { return nil }
            return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { suggested in
                UIMenu(children: suggested + [
                    UIAction(title: "Share") { [weak self] action in
                        self?.log.append("Share from \(action.sender is UIContextMenuInteraction ? "interaction" : "?")")
                    },
                    UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.append("Delete") },
                ])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("willDisplay \(configuration.identifier as? NSString ?? "")")
            animator?.addCompletion { [weak self] in self?.log.append("displayed") }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willEndFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("willEnd")
            animator?.addCompletion { [weak self] in self?.log.append("ended") }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionCommitAnimating) {
            log.append("preview")
        }
    }

    private func makeScene() -> (TestHost, UIView, UIContextMenuInteraction, Delegate) {
        let host = TestHost()
        let photo = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 150))
        host.window.addSubview(photo)
        let delegate = Delegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        return (host, photo, interaction, delegate)
    }

    @Test func aPressHeldHalfASecondOpensTheMenuAskingForTheLocationInTheView() {
        let (host, _, interaction, delegate) = makeScene()
        host.press(at: CGPoint(x: 60, y: 130), for: 0.3)
        #expect(host.openMenu == nil && delegate.log.isEmpty)
        host.press(at: CGPoint(x: 60, y: 130), for: 0.6)
        #expect(host.menuRowTitles == ["Share", "Delete"])
        #expect(delegate.log == ["configuration at 20,30", "willDisplay photo", "displayed"])
        #expect(interaction.location(in: nil) == CGPoint(x: 60, y: 130))
        #expect(host.openMenu?.rowViews[1].titleLabel.textColor == .systemRed)
    }

    @Test func choosingAnActionEndsTheMenuThenRunsTheHandlerThenTheEndCompletions() {
        let (host, _, _, delegate) = makeScene()
        host.press(at: CGPoint(x: 60, y: 130), for: 0.6)
        host.tapMenuRow("Share")
        #expect(Array(delegate.log.suffix(3)) == ["willEnd", "Share from interaction", "ended"])
        #expect(host.openMenu == nil)
    }

    @Test func everyWayOfClosingEndsTheMenuOnce() {
        let (host, _, interaction, delegate) = makeScene()
        host.press(at: CGPoint(x: 60, y: 130), for: 0.6)
        host.tap(at: CGPoint(x: 300, y: 700))
        host.press(at: CGPoint(x: 60, y: 130), for: 0.6)
        host.press(key: .keyboardEscape)
        host.press(at: CGPoint(x: 60, y: 130), for: 0.6)
        interaction.dismissMenu()
        interaction.dismissMenu()
        #expect(delegate.log.filter { $0 == "willEnd" }.count == 3)
        #expect(delegate.log.filter { $0 == "ended" }.count == 3)
        #expect(host.openMenu == nil)
    }

    @Test func aTapOnThePressedViewPerformsThePreviewAction() {
        let (host, _, _, delegate) = makeScene()
        host.press(at: CGPoint(x: 60, y: 130), for: 0.6)
        host.tap(at: CGPoint(x: 100, y: 120))
        #expect(Array(delegate.log.suffix(3)) == ["preview", "willEnd", "ended"])
        #expect(host.openMenu == nil)
    }

    @Test func noConfigurationShowsNothing() {
        let (host, _, _, delegate) = makeScene()
        delegate.returnsConfiguration = false
        host.press(at: CGPoint(x: 60, y: 130), for: 0.6)
        #expect(host.openMenu == nil && delegate.log.count == 1)
    }

    @Test func interactionsAreListedAndRemovedAndARemovedOneOpensNothing() {
        let (host, photo, interaction, delegate) = makeScene()
        #expect(photo.interactions.count == 1 && interaction.view === photo)
        photo.removeInteraction(interaction)
        #expect(photo.interactions.isEmpty && interaction.view == nil)
        host.press(at: CGPoint(x: 60, y: 130), for: 0.6)
        #expect(host.openMenu == nil && delegate.log.isEmpty)
    }
}
