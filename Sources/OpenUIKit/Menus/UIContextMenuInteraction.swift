import Foundation

/// Shows a menu when a person presses and holds a view, as UIKit's `UIContextMenuInteraction` (iOS 13).
///
/// Added with ``UIView/addInteraction(_:)``, it puts a long-press recognizer (0.5 s, UIKit's duration,
/// on the app's clock: a test moves virtual time) on the view. When the press begins, the delegate is
/// asked for a configuration at the press's location; the configuration's action provider makes the
/// menu (with no suggested elements). No configuration, or no menu, shows nothing — iOS would still
/// show a preview; OpenUIKit shows none. Then the delegate is asked which view lifts
/// (``UIContextMenuInteractionDelegate/contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)``,
/// else the iOS 13 `previewForHighlightingMenuWithConfiguration`): a ``UITargetedPreview`` is shown
/// lifted at its target, clipped to its visible path over its background colour, with a shadow
/// (`TargetedPreviewView`), the rest of the screen dimmed behind it (iOS blurs it too), and the menu
/// goes beside its visible area. Then the preview provider is
/// asked for a controller: its view is the preview instead (`MenuContainerView+Preview.swift` says
/// where), centred on the targeted preview's visible area or else on the pressed view, and the menu
/// goes below or above it. With neither, the pressed view stays in place as its own preview and the
/// menu goes below or above it (iOS lifts a snapshot of the whole view then; OpenUIKit draws nothing
/// over it). As the menu closes, the delegate is asked where the preview returns
/// (`dismissalPreviewForItemWithIdentifier`, else `previewForDismissingMenuWithConfiguration`);
/// animations run at once, so the lifted preview leaves with the menu and that answer shows nothing.
/// Then `willDisplayMenuFor` (its animator's ``UIContextMenuInteractionAnimating/previewViewController``
/// is the controller) and the menu opens (``MenuContainerView``). The menu closes on a chosen action (its handler runs with the
/// interaction as ``UIAction/sender``; the finger still down from the press may slide onto a row and
/// lift to choose it), a tap outside, Escape or ``dismissMenu()``; the delegate hears
/// `willEndFor` each time, once. A tap on the preview (the controller's view, else the pressed view)
/// while the menu is open commits it: the delegate hears `willPerformPreviewActionForMenuWith`, then
/// the menu closes.
@MainActor
public final class UIContextMenuInteraction: UIInteraction {
    /// Provides the menu and hears its appearance and end. Weak, as UIKit's.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?
    /// The long press that opens the menu; it keeps this interaction on the view.
    private(set) lazy var recognizer: InteractionRecognizer = {
        let recognizer = InteractionRecognizer(holding: self)
        recognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .began {
                self?.pressBegan(at: recognizer.location(in: nil))
            } else {
                self?.openMenu?.followPress(of: recognizer)
            }
        }
        return recognizer
    }()
    /// Where the press that opened the menu was, in window coordinates.
    private var pressLocation: CGPoint = .zero
    /// The open menu, while there is one.
    private weak var openMenu: MenuContainerView?
    /// The animator handed to `willEndFor`, whose completions run when the menu has closed.
    private var endingAnimator: ContextMenuAnimator?

    /// Makes an interaction, as UIKit's `UIContextMenuInteraction(delegate:)`.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Where the press that opened the menu was, in `view`'s coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return pressLocation }
        return window.convert(pressLocation, to: view)
    }

    /// Closes the open menu, as the person would; does nothing without one.
    public func dismissMenu() {
        openMenu?.close(choosing: nil)
    }

    /// Part of ``UIInteraction``; nothing to prepare.
    public func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    /// Part of ``UIInteraction``: remembers the view.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    private func pressBegan(at windowLocation: CGPoint) {
        guard let view, let window = view.window else { return }
        pressLocation = windowLocation
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location(in: view)),
              let menu = configuration.actionProvider?([]), !menu.children.isEmpty else { return }
        let preview = configuration.previewProvider?()
        let lifted = highlightPreview(for: configuration).flatMap { highlight in
            highlight.frame(in: window).map { (preview: highlight, frame: $0) }
        }
        let sourceRect = lifted.map { MenuContainerView.visibleRect(of: $0.preview, at: $0.frame) }
            ?? view.convert(view.bounds, to: window)
        let previewFrame = preview.map { MenuContainerView.previewFrame(for: $0, over: sourceRect, in: window) }
        let appearing = ContextMenuAnimator(previewViewController: preview)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: appearing)
        appearing.runAnimations()
        openMenu = MenuContainerView.open(menu, in: window, from: previewFrame ?? sourceRect,
                                          sender: self) { container in
            if let preview, let previewFrame {
                container.showPreview(of: preview, in: previewFrame)
            } else if let lifted {
                container.showTargetedPreview(lifted.preview, in: lifted.frame)
            }
            container.willClose = { [weak self] in self?.menuWillClose(configuration) }
            container.didClose = { [weak self] in
                self?.endingAnimator?.runCompletions()
                self?.endingAnimator = nil
            }
            container.onSourceTap = { [weak self, weak container] in
                guard let self, let container else { return }
                let commit = ContextMenuAnimator(previewViewController: preview)
                self.delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration,
                                                      animator: commit)
                commit.runAnimations()
                container.close(choosing: nil)
                commit.runCompletions()
            }
        }
        appearing.runCompletions()
    }

    /// The delegate's highlight preview: the iOS 16 method, else the older one.
    private func highlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let delegate else { return nil }
        return delegate.contextMenuInteraction(self, configuration: configuration,
                                               highlightPreviewForItemWithIdentifier: configuration.identifier)
            ?? delegate.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
    }

    /// Tells the delegate the menu ends (asking first where the preview returns, see the type's
    /// notes); its animator's completions run once the menu has closed.
    private func menuWillClose(_ configuration: UIContextMenuConfiguration) {
        if let delegate {
            _ = delegate.contextMenuInteraction(self, configuration: configuration,
                                                dismissalPreviewForItemWithIdentifier: configuration.identifier)
                ?? delegate.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
        }
        let ending = ContextMenuAnimator()
        endingAnimator = ending
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ending)
        ending.runAnimations()
    }
}
