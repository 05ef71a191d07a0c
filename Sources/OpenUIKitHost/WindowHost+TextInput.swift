import CSDL2
import OpenUIKit

/// Text input from the window: SDL collects typed text (`SDL_TEXTINPUT`, through the keyboard layout
/// and input method) only while the app's first responder takes text, as iOS shows its keyboard only
/// then.
extension WindowHost {
    /// Starts or stops SDL's text input to match whether a text input is first responder
    /// (``OpenUIKit/UIApplication/acceptsTextInput``). Run after each frame's events and main-queue work.
    func followTextInput() {
        let wanted = runtime.application.acceptsTextInput
        guard wanted != (SDL_IsTextInputActive() == SDL_TRUE) else { return }
        if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }
}
