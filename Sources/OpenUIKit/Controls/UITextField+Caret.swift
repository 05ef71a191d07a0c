import Foundation

/// The blinking caret, on the app's scheduler so tests step it in virtual time.
extension UITextField {
    /// How long the caret shows, then hides: iOS blinks the insertion point about once a second,
    /// half on and half off, and keeps it shown while the user types or moves it.
    static let caretBlinkInterval: TimeInterval = 0.5

    /// Shows the caret and starts blinking it (editing began).
    func startCaretBlink() {
        stopCaretBlink()
        isCaretShown = true
        scheduleCaretToggle()
    }

    /// Shows the caret again for a full interval after an edit or a move, as UIKit does.
    func restartCaretBlink() {
        guard isEditing else { return }
        startCaretBlink()
        setNeedsDisplay()
    }

    /// Stops blinking and hides the caret (editing ended, or the field went away).
    func stopCaretBlink() {
        if let blink = caretBlink { blink.scheduler.cancel(blink.token) }
        caretBlink = nil
        isCaretShown = false
    }

    private func scheduleCaretToggle() {
        let scheduler = window?.application.runtime?.scheduler ?? Scheduler.main
        let token = scheduler.schedule(after: Self.caretBlinkInterval) { [weak self] in
            guard let self, self.isEditing else { return }
            self.isCaretShown.toggle()
            self.setNeedsDisplay()
            self.scheduleCaretToggle()
        }
        caretBlink = token.map { (scheduler, $0) }
    }
}
