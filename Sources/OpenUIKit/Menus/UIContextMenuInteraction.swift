import Foundation

/// Shows a menu when a person presses and holds a view, as UIKit's `UIContextMenuInteraction` (iOS 13).
///
/// Added with ``UIView/addInteraction(_:)``, it puts a long-press recognizer (0.5 s, UIKit's duration,
/// on the app's clock: a test moves virtual time) on the view. When the press begins, the delegate is
/// asked for a configuration at the press's location; the configuration's action provider makes the
/// menu (with no suggested elements). No configuration, or no menu, shows nothing — iOS would still
/// show a preview; OpenUIKit shows none. Then the preview provider is asked for a controller: its view
/// is the preview (`MenuContainerView+Preview.swift` says where), and the menu goes below or above
/// the preview; without one the pressed view is its own preview and the menu goes below or above it.
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
        let pressedRect = view.convert(view.bounds, to: window)
        let previewFrame = preview.map { MenuContainerView.previewFrame(for: $0, over: pressedRect, in: window) }
        let appearing = ContextMenuAnimator(previewViewController: preview)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: appearing)
        appearing.runAnimations()
        openMenu = MenuContainerView.open(menu, in: window, from: previewFrame ?? pressedRect,
                                          sender: self) { container in
            if let preview, let previewFrame { container.showPreview(of: preview, in: previewFrame) }
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

    /// Tells the delegate the menu ends; its animator's completions run once the menu has closed.
    private func menuWillClose(_ configuration: UIContextMenuConfiguration) {
        let ending = ContextMenuAnimator()
        endingAnimator = ending
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ending)
        ending.runAnimations()
    }
}
