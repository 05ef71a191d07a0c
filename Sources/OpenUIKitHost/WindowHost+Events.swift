import CSDL2
import Foundation
import OpenUIKit

/// Event handling: SDL events to the engine's input, window changes, keys.
extension WindowHost {
    /// Handles one SDL event, at the scheduler's current time.
    func handle(_ event: SDL_Event) {
        let now = runtime.scheduler.now
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quit()
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, at: now)
        case SDL_KEYDOWN:
            if isKeyboardToggle(event.key.keysym.sym) {
                if event.key.repeat == 0 { setKeyboardVisible(!isKeyboardVisible) }
            } else if let press = SDLInputTranslator.keyPress(for: event) {
                keyHandler?(press)
            }
        case SDL_TEXTINPUT:
            if let text = SDLInputTranslator.typedText(for: event) {
                runtime.application.handleTextInput(text)
            }
        default:
            if let input = translator.pointerInput(for: event, at: now) {
                runtime.application.handle(input, in: window)
            }
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, at now: TimeInterval) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            resize(toWindowWidth: event.data1, height: event.data2)
        case SDL_WINDOWEVENT_EXPOSED:
            setNeedsPresent()
        case SDL_WINDOWEVENT_FOCUS_LOST:
            for input in translator.cancelAll(at: now) {
                runtime.application.handle(input, in: window)
            }
        default:
            break
        }
    }
}
