import Foundation

/// A window's keyboard focus, as UIKit's `UIFocusSystem` on an iPad with a hardware keyboard: which
/// view has focus, moving it with Tab and Shift-Tab, pressing the focused control with Space or Return,
/// and dismissing the frontmost presentation with Escape (``handleKeyPress(_:modifierFlags:)``).
///
/// - **What can have focus**: a view whose ``UIView/canBecomeFocused`` is true (enabled controls), in
///   this window, shown (it and every ancestor not hidden, alpha at least 0.01, interactive), inside the
///   *focus scope*: the frontmost presentation's container while something is presented — so a sheet or
///   popover traps focus and the dimmed presenting content is skipped — else the whole window.
/// - **Order** (UIKit's tab loop follows focus groups and layout; OpenUIKit picks plain reading order):
///   the focusable views sorted by their frame's top edge in window coordinates, then by its left edge,
///   then back to front. Tab moves to the next, Shift-Tab to the previous, both wrapping around; with
///   nothing focused Tab focuses the first and Shift-Tab the last.
/// - **Losing focus**: when the focused view leaves the window, is hidden, disabled, made transparent
///   or non-interactive (itself or an ancestor), or a presentation covers it, focus is cleared at once
///   (nothing is focused until the next Tab, or until the covering presentation goes: see below), so
///   no control keeps a stale ``UIControl/State/focused``.
/// - **Restoring focus**: the view a presentation covered gets focus back when that presentation's
///   container leaves the window, if it can still have it — UIKit's default
///   (`UIViewController.restoresFocusAfterTransition` is true).
/// - **Callbacks**: ``UIView/shouldUpdateFocus(in:)`` may veto a move (not a forced clear), then
///   ``UIView/didUpdateFocus(in:with:)`` is called, on the views that contain the previously and the
///   next focused view, each chain from the view up to its window, as UIKit asks the focus environments.
///
/// Each window has one, created on first use (``UIWindow/focusSystem``).
@MainActor
public final class UIFocusSystem {
    /// The window whose focus this is.
    unowned let window: UIWindow

    /// The view that has focus, if any.
    public private(set) weak var focusedItem: UIView?
    /// The view a ``requestFocusUpdate(to:)`` asked for, until ``updateFocusIfNeeded()``.
    private weak var requestedItem: UIView?
    /// The views that had focus when a presentation covered them, with the presentation's container,
    /// oldest first.
    private var coveredFocus: [CoveredFocus] = []

    private struct CoveredFocus {
        weak var container: UIView?
        weak var view: UIView?
    }

    init(window: UIWindow) {
        self.window = window
    }

    /// The focus system of the window `view` is in; nil for a view in no window.
    public static func focusSystem(for view: UIView) -> UIFocusSystem? {
        view.window?.focusSystem
    }

    // MARK: Requests

    /// Asks for focus to move to `view` at the next ``updateFocusIfNeeded()``, as UIKit's
    /// `requestFocusUpdate(to:)` (UIKit also applies it on the next run-loop turn; OpenUIKit only when
    /// told, so a test sees exactly when it happens).
    public func requestFocusUpdate(to view: UIView) {
        requestedItem = view
    }

    /// Applies a pending ``requestFocusUpdate(to:)``. A view that cannot have focus now (see the type's
    /// rules) is refused with a warning and focus stays where it is.
    public func updateFocusIfNeeded() {
        guard let target = requestedItem else { return }
        requestedItem = nil
        guard isFocusable(target) else {
            Diagnostics.warn("focus.notFocusable",
                             "\(describe(target)) cannot become focused now; focus stays where it is.")
            return
        }
        updateFocus(to: target, heading: [])
    }

    // MARK: Keys

    /// Handles a key from a hardware keyboard, as UIKit's focus system and presentations do on iPad:
    /// - Tab moves focus to the next view, Shift-Tab to the previous one;
    /// - Space and Return (or the keypad's Enter) press the focused control
    ///   (`UIControl.performKeyboardPress()`: `.touchUpInside` then `.primaryActionTriggered`); with no
    ///   focused control, Return chooses an alert's preferred action (`AlertPresentationController`);
    /// - the arrow keys adjust the focused slider, stepper, segmented control or page control
    ///   (``KeyboardArrowHandling``: Right and Up forward, Left and Down back);
    /// - Escape dismisses the frontmost presentation when the user may dismiss it
    ///   (`UIPresentationController.dismissForEscapeKey()`), or chooses an alert's cancel action.
    ///
    /// An open menu (a button's ``UIButton/menu`` or a ``UIContextMenuInteraction``'s) sees every key
    /// instead of the screen under it (arrows, Return, Space, Escape; Tab and other keys do nothing),
    /// as iPadOS gives a shown menu the keyboard.
    ///
    /// A text field or text view that is editing (the application's first responder) sees each key
    /// first and keeps the editing keys (`TextEditing.handleEditingKey`: Return, Backspace, arrows, Home/End, Space,
    /// copy/cut/paste), as UIKit delivers presses to the first responder before the focus system; a
    /// focused text field that is not editing begins editing on Space or Return.
    ///
    /// A key the system does not use goes to the responder chain's key commands (``UIKeyCommand``,
    /// ``UIResponder/keyCommands``), as iOS 15 delivers keys: the system first, then key commands —
    /// except a command with ``UIKeyCommand/wantsPriorityOverSystemBehavior``, offered the key before
    /// the system.
    ///
    /// Returns whether the key did something; other keys do nothing and return false.
    @discardableResult
    public func handleKeyPress(_ key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        if let menu = window.openMenu { return menu.handleKeyPress(key) }
        if let match = keyCommandMatch(for: key, modifierFlags: modifierFlags, prioritizedOnly: true) {
            perform(match)
            return true
        }
        if handleSystemKeyPress(key, modifierFlags: modifierFlags) { return true }
        guard let match = keyCommandMatch(for: key, modifierFlags: modifierFlags, prioritizedOnly: false)
        else { return false }
        perform(match)
        return true
    }

    /// The system's own use of a key (see ``handleKeyPress(_:modifierFlags:)``): the editing text field,
    /// focus movement, pressing and adjusting the focused control, the frontmost presentation.
    private func handleSystemKeyPress(_ key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) -> Bool {
        if let editor = window.application.firstResponder as? any TextEditing,
           editor.handleEditingKey(key, modifierFlags: modifierFlags) {
            return true
        }
        switch key {
        case .keyboardTab:
            return moveFocus(modifierFlags.contains(.shift) ? .previous : .next)
        case .keyboardSpacebar, .keyboardReturnOrEnter, .keypadEnter:
            if let field = focusedItem as? UITextField, isFocusable(field) {
                return field.becomeFirstResponder()
            }
            if let control = focusedItem as? UIControl, isFocusable(control) {
                control.performKeyboardPress()
                return true
            }
            return key != .keyboardSpacebar && frontmostPresentationHandles(key)
        case .keyboardRightArrow, .keyboardUpArrow, .keyboardLeftArrow, .keyboardDownArrow:
            guard let control = focusedItem as? KeyboardArrowHandling, control.isEnabled,
                  isFocusable(control) else { return false }
            return control.handleArrowKey(forward: key == .keyboardRightArrow || key == .keyboardUpArrow)
        case .keyboardEscape:
            return frontmostPresentationHandles(key)
        default:
            return false
        }
    }

    /// Gives `key` to the frontmost presentation (`UIPresentationController.handleKeyPress(_:)`).
    private func frontmostPresentationHandles(_ key: UIKeyboardHIDUsage) -> Bool {
        guard let container = focusScope as? PresentationContainerView,
              let presentation = container.presentation else { return false }
        return presentation.handleKeyPress(key)
    }

    // MARK: Engine hooks

    /// Clears focus when the focused view can no longer have it (see the type's rules).
    func revalidateFocusedItem() {
        guard let focused = focusedItem, !isFocusable(focused) else { return }
        updateFocus(to: nil, heading: [], forced: true)
    }

    /// A presentation's container entered the window: a focus it covers is cleared and remembered.
    func presentationContainerDidEnterWindow(_ container: UIView) {
        guard let focused = focusedItem, !focused.isDescendant(of: container), !isFocusable(focused) else { return }
        coveredFocus.append(CoveredFocus(container: container, view: focused))
        updateFocus(to: nil, heading: [], forced: true)
    }

    /// `view` left the window: focus on it or inside it is cleared; when it is a presentation's
    /// container, the focus it covered comes back if it can.
    func viewDidLeaveWindow(_ view: UIView) {
        if let focused = focusedItem, focused.isDescendant(of: view) {
            updateFocus(to: nil, heading: [], forced: true)
        }
        guard let index = coveredFocus.lastIndex(where: { $0.container === view }) else { return }
        let covered = coveredFocus.remove(at: index).view
        coveredFocus.removeAll { $0.container == nil || $0.view == nil }
        if focusedItem == nil, let covered, isFocusable(covered) {
            updateFocus(to: covered, heading: [])
        }
    }

    // MARK: Implementation

    /// The root of the views that may have focus: the frontmost presentation container that is not
    /// being dismissed (last in drawing order), else the window. One walk of the window's tree, a loop
    /// with an explicit stack (a 10,000-deep tree must not overflow the stack), visiting the views in
    /// drawing order: a view, then its subviews back to front.
    var focusScope: UIView {
        var scope: UIView = window
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if let container = view as? PresentationContainerView, container.presentation?.isDismissing == false {
                scope = container
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return scope
    }

    /// Whether `view` may have focus now: one walk up from it and one walk of the tree for the scope,
    /// for the focus operations that ask about a single view.
    func isFocusable(_ view: UIView) -> Bool {
        guard view.window === window, view.canBecomeFocused, Self.isShownWithAncestors(view) else { return false }
        return view.isDescendant(of: focusScope)
    }

    /// Whether `view` and each of its ancestors let touches in: not hidden, alpha at least 0.01,
    /// interactive.
    private static func isShownWithAncestors(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let ancestor = current {
            guard ancestor.isReceivingTouches else { return false }
            current = ancestor.superview
        }
        return true
    }

    /// The views that may have focus, in reading order (see the type's documentation).
    ///
    /// The scope is found once; then one walk down from it, a loop with an explicit stack, decides
    /// everything on the way: a view that does not let touches in is not entered (nothing under it may
    /// have focus), and each view's offset in the window is its superview's plus its own, so no view
    /// walks up to the window. The views are met in the same order as a depth-first walk (a view, then
    /// its subviews back to front), which breaks ties between equal frames. A top edge summed from the
    /// scope down equals the one `convert(_:to:)` sums from the view up, up to the last bit of rounding.
    func focusableViewsInReadingOrder() -> [UIView] {
        let scope = focusScope
        guard Self.isShownWithAncestors(scope) else { return [] }
        var found: [UIView] = []
        // Sorted apart from the views: moving a view reference retains and releases it, which is slow
        // for views with a side table (anything ever weakly referenced, as the focused view is).
        var keys: [(top: CGFloat, left: CGFloat, order: Int)] = []
        var pending: [(view: UIView, offset: CGPoint)] = [(scope, scope.convert(CGPoint.zero, to: window))]
        while let entry = pending.popLast() {
            let (view, offset) = entry
            if view.canBecomeFocused {
                let bounds = view.bounds
                keys.append((bounds.minY + offset.y, bounds.minX + offset.x, found.count))
                found.append(view)
            }
            for subview in view.subviews.reversed() where subview.isReceivingTouches {
                let step = subview.offsetInSuperview
                pending.append((subview, CGPoint(x: offset.x + step.x, y: offset.y + step.y)))
            }
        }
        keys.sort { lhs, rhs in
            if lhs.top != rhs.top { return lhs.top < rhs.top }
            if lhs.left != rhs.left { return lhs.left < rhs.left }
            return lhs.order < rhs.order
        }
        return keys.map { found[$0.order] }
    }

    /// Moves focus one step in the tab loop; returns whether it moved.
    private func moveFocus(_ heading: UIFocusHeading) -> Bool {
        let candidates = focusableViewsInReadingOrder()
        guard !candidates.isEmpty else { return false }
        let backward = heading.contains(.previous)
        let next: UIView
        if let focusedItem, let index = candidates.firstIndex(where: { $0 === focusedItem }) {
            let step = backward ? candidates.count - 1 : 1
            next = candidates[(index + step) % candidates.count]
        } else {
            next = backward ? candidates[candidates.count - 1] : candidates[0]
        }
        return updateFocus(to: next, heading: heading)
    }

    /// Moves focus to `next` (nil clears it), asking and then telling the views involved. A forced
    /// update (focus that must go) cannot be vetoed. Returns whether focus changed.
    @discardableResult
    private func updateFocus(to next: UIView?, heading: UIFocusHeading, forced: Bool = false) -> Bool {
        let previous = focusedItem
        guard next !== previous else { return false }
        let context = UIFocusUpdateContext(previouslyFocusedView: previous, nextFocusedView: next,
                                           focusHeading: heading)
        let environments = Self.environments(containing: [previous, next])
        if !forced, !environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) { return false }
        focusedItem = next
        previous?.hasFocus = false
        next?.hasFocus = true
        previous?.focusDidChange()
        next?.focusDidChange()
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        coordinator.finish()
        return true
    }

    /// Each of `views` and its ancestors, leaf first, without repeats. The second chain stops where it
    /// meets the first (everything above is already in), so a 10,000-deep chain costs one pass.
    private static func environments(containing views: [UIView?]) -> [UIView] {
        var result: [UIView] = []
        var seen: Set<ObjectIdentifier> = []
        for view in views {
            var current = view
            while let environment = current, seen.insert(ObjectIdentifier(environment)).inserted {
                result.append(environment)
                current = environment.superview
            }
        }
        return result
    }
}
