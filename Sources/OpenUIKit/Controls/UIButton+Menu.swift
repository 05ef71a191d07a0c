import Foundation

/// A button's menu, as UIKit's `UIButton.menu` (iOS 14) with `showsMenuAsPrimaryAction` and the pop-up
/// button of iOS 15.
///
/// - Setting a menu turns ``UIControl/isContextMenuInteractionEnabled`` on, as UIKit does: a long press
///   (0.5 s) opens the menu, cancelling the button's touch.
/// - With ``UIControl/showsMenuAsPrimaryAction`` the menu opens as the finger touches down, as UIKit's
///   ("the menu appears on touch down"); the button then sends no `.touchDown`, `.touchUpInside` or
///   primary action. The same finger then slides over the rows and lifting on one chooses it; lifting
///   elsewhere leaves the menu open (``MenuContainerView`` explains the rule). A keyboard press opens it too.
/// - Both send `.menuActionTriggered` just before the menu opens, so an action may still replace
///   ``menu`` for this showing.
/// - With ``changesSelectionAsPrimaryAction`` too, the button is a pop-up button: exactly one action
///   of the whole menu is `.on` (the first one when the app sets none), the button's title is that
///   action's title, and choosing another action moves the checkmark and the title before its handler
///   runs. A button with a ``configuration`` shows the title through the configuration's
///   ``UIButton/Configuration/title``; a classic button through `setTitle(_:for: .normal)`.
///
/// The menu stays beside the button in the button's side storage (`ButtonConfigurationStorage`), so
/// buttons without one pay nothing.
extension UIButton {
    /// The menu the button shows, as UIKit's `UIButton.menu` (see the extension's notes).
    public var menu: UIMenu? {
        get { configurationStorage?.menu }
        set {
            guard newValue !== menu else { return }
            let storage = madeConfigurationStorage
            storage.menu = newValue
            isContextMenuInteractionEnabled = newValue != nil
            if newValue != nil && storage.menuLongPress == nil {
                let longPress = UILongPressGestureRecognizer { [weak self] recognizer in
                    if recognizer.state == .began {
                        self?.openMenu()
                    } else if let menu = self?.window?.openMenu, menu.sender === self {
                        menu.followPress(of: recognizer)
                    }
                }
                storage.menuLongPress = longPress
                addGestureRecognizer(longPress)
            }
            showPopUpSelection()
        }
    }

    /// Whether the menu's long press may begin: a menu that is not the primary action, with the
    /// context menu interaction enabled.
    var opensMenuOnLongPress: Bool {
        menu != nil && isContextMenuInteractionEnabled && !showsMenuAsPrimaryAction
    }

    /// Opens the menu when it is the primary action; returns whether it did. The button lets go of
    /// `touch` (nil for a keyboard press) and the open menu takes it over, so the same finger slides
    /// onto a row and lifts to choose it (``MenuContainerView/adopt(openingTouch:)``).
    func opensMenuAsPrimaryAction(handingOver touch: UITouch?) -> Bool {
        guard showsMenuAsPrimaryAction, menu != nil else { return false }
        if let container = openMenu(), let touch {
            trackingTouch = nil
            container.adopt(openingTouch: touch)
        }
        return true
    }

    /// Sends `.menuActionTriggered`, then opens ``menu`` below (or above) the button in its window;
    /// returns the open menu (nil when there is no menu or window).
    @discardableResult
    func openMenu() -> MenuContainerView? {
        sendActions(for: .menuActionTriggered)
        guard let menu, let window else { return nil }
        let isPopUp = changesSelectionAsPrimaryAction
        return MenuContainerView.open(menu, in: window, from: convert(bounds, to: window), sender: self) { container in
            container.selectsAcrossMenu = isPopUp
            container.onSelectionChange = { [weak self] _ in self?.showPopUpSelection() }
        }
    }

    /// For a pop-up button, makes exactly one action of the menu `.on` (the first `.on`, else the first
    /// action) and shows its title; does nothing for other buttons.
    func showPopUpSelection() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = MenuContainerView.actions(in: menu.children)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === selected ? .on : .off }
        if var configuration {
            configuration.title = selected.title
            self.configuration = configuration
        } else {
            setTitle(selected.title, for: .normal)
        }
    }
}
