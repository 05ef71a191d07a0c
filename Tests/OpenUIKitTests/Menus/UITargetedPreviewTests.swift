import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `UITargetedPreview` as Apple documents the context menu's highlight preview (iOS 16:
/// `contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)`, before it
/// `previewForHighlightingMenuWithConfiguration`): the returned view is what lifts while the menu is
/// open, drawn inside its parameters' `visiblePath` over their `backgroundColor`, at its target; the
/// menu sits beside it and a tap on it commits the preview. As the menu ends the delegate is asked for
/// the dismissal preview.
@MainActor
@Suite struct UITargetedPreviewTests {
    /// A cell with an avatar; the delegate lifts only the avatar, as a rounded rectangle on clear.
    @MainActor
    final class ContactDelegate: UIContextMenuInteractionDelegate {
        var log: [String] = []
        weak var avatar: UIView?
        var usesOldMethods = false
        var target: UIPreviewTarget?

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "contact-7" as NSString, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Call") { [weak self] _ in self?.log.append("call") }])
            }
        }

        private func preview() -> UITargetedPreview? {
            guard let avatar else { return nil }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: avatar.bounds.insetBy(dx: 4, dy: 4), cornerRadius: 12)
            parameters.backgroundColor = .clear
            if let target { return UITargetedPreview(view: avatar, parameters: parameters, target: target) }
            return UITargetedPreview(view: avatar, parameters: parameters)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                    highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
            log.append("highlight \(identifier as? NSString ?? "?")")
            return usesOldMethods ? nil : preview()
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
            -> UITargetedPreview? {
            log.append("old highlight")
            return preview()
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                    dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
            log.append("dismissal \(identifier as? NSString ?? "?")")
            return preview()
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionCommitAnimating) {
            log.append("commit")
        }
    }

    private func makeScene() -> (TestHost, UIView, UIView, ContactDelegate) {
        let host = TestHost()
        let cell = UIView(frame: CGRect(x: 20, y: 150, width: 280, height: 80))
        cell.backgroundColor = .white
        let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        avatar.backgroundColor = .systemTeal
        cell.addSubview(avatar)
        host.window.addSubview(cell)
        let delegate = ContactDelegate()
        delegate.avatar = avatar
        cell.addInteraction(UIContextMenuInteraction(delegate: delegate))
        return (host, cell, avatar, delegate)
    }

    private func liftedPreview(_ host: TestHost) -> TargetedPreviewView? {
        host.openMenu?.subviews.compactMap { $0 as? TargetedPreviewView }.first
    }

    @Test func theTargetedViewIsLiftedInItsVisiblePathWithTheMenuBesideIt() throws {
        let (host, cell, avatar, delegate) = makeScene()
        host.press(at: host.center(of: cell), for: 0.6)
        host.layOutWindowsForMenu()
        let menu = try #require(host.openMenu)
        let lifted = try #require(liftedPreview(host))
        #expect(delegate.log == ["highlight contact-7"])
        #expect(lifted.frame == avatar.convert(avatar.bounds, to: host.window), "lifted where the avatar is")
        #expect(lifted.clip.backgroundColor == .clear)
        let mask = try #require(lifted.clip.layer.mask as? CAShapeLayer)
        #expect(mask.path?.boundingBox == CGRect(x: 4, y: 4, width: 52, height: 52))
        #expect(lifted.layer.shadowOpacity > 0, "a lifted preview casts a shadow")
        let veil = try #require(menu.subviews.first)
        #expect(veil.frame == host.window.bounds && veil.backgroundColor == MenuContainerView.liftedPreviewDimming,
                "the screen behind the lifted preview is dimmed")
        #expect(menu.subviews.map { $0 is TargetedPreviewView } == [false, true, false], "veil, preview, panel")
        let snapshot = try #require(lifted.clip.subviews.first as? SnapshotView)
        #expect(snapshot.recorded == avatar.ownCoordinateDisplayList(), "the avatar's drawing, not the cell's")
        #expect(avatar.superview === cell, "the app's view is not moved")
        #expect(menu.panel.frame.minY >= menu.sourceRect.maxY, "the menu goes below the visible path")
        #expect(menu.sourceRect == CGRect(x: 34, y: 164, width: 52, height: 52))
    }

    @Test func aTapOnTheLiftedPreviewCommitsIt() {
        let (host, cell, _, delegate) = makeScene()
        host.press(at: host.center(of: cell), for: 0.6)
        host.tap(at: CGPoint(x: 60, y: 190))
        #expect(delegate.log == ["highlight contact-7", "commit", "dismissal contact-7"])
        #expect(host.openMenu == nil)
    }

    @Test func closingAsksForTheDismissalPreviewOnce() {
        let (host, cell, _, delegate) = makeScene()
        host.press(at: host.center(of: cell), for: 0.6)
        host.pressKey(.keyboardEscape)
        #expect(delegate.log == ["highlight contact-7", "dismissal contact-7"])
        #expect(host.openMenu == nil)
    }

    @Test func theOlderMethodIsAskedWhenTheNewOneGivesNothing() throws {
        let (host, cell, _, delegate) = makeScene()
        delegate.usesOldMethods = true
        host.press(at: host.center(of: cell), for: 0.6)
        #expect(delegate.log == ["highlight contact-7", "old highlight"])
        #expect(liftedPreview(host) != nil)
    }

    @Test func aViewInNoWindowIsPlacedAtItsTarget() throws {
        let (host, cell, _, delegate) = makeScene()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        delegate.avatar = badge
        delegate.target = UIPreviewTarget(container: cell, center: CGPoint(x: 200, y: 40),
                                          transform: CGAffineTransform(scaleX: 2, y: 2))
        host.press(at: host.center(of: cell), for: 0.6)
        host.layOutWindowsForMenu()
        let lifted = try #require(liftedPreview(host))
        #expect(badge.superview === lifted.clip, "a view made for the preview is placed in it")
        #expect(lifted.center == CGPoint(x: 220, y: 190))
        #expect(lifted.transform == CGAffineTransform(scaleX: 2, y: 2))
        let menu = try #require(host.openMenu)
        #expect(menu.sourceRect == CGRect(x: 188, y: 168, width: 64, height: 44), "the visible path, scaled")
        host.pressKey(.keyboardEscape)
        #expect(badge.window == nil)
    }

    @Test func aPreviewOfAViewInNoWindowWithoutATargetIsReportedAndNotLifted() throws {
        let (host, cell, _, delegate) = makeScene()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        delegate.avatar = loose
        let diagnostics = Diagnostics.record { host.press(at: host.center(of: cell), for: 0.6) }
        #expect(diagnostics.map(\.code).contains("contextMenu.previewNotInWindow"))
        #expect(host.openMenu != nil, "the menu still opens")
        #expect(liftedPreview(host) == nil)
        #expect(host.openMenu?.sourceRect == cell.convert(cell.bounds, to: host.window))
    }

    @Test func parametersAreCopiedAndDefaultToTheSystemBackground() {
        let parameters = UIPreviewParameters()
        #expect(parameters.backgroundColor == .systemBackground)
        #expect(parameters.visiblePath == nil && parameters.shadowPath == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        let preview = UITargetedPreview(view: view, parameters: parameters,
                                        target: UIPreviewTarget(container: view, center: .zero))
        parameters.backgroundColor = .red
        #expect(preview.parameters.backgroundColor == .systemBackground)
        parameters.backgroundColor = nil
        #expect(parameters.backgroundColor == .systemBackground)
        #expect(preview.size == CGSize(width: 10, height: 20))
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: view, center: CGPoint(x: 5, y: 5)))
        #expect(moved.view === view && moved.target.center == CGPoint(x: 5, y: 5))
    }
}
