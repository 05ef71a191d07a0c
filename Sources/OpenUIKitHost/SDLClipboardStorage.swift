import CSDL2
import OpenUIKit

/// The system clipboard through SDL (`SDL_GetClipboardText` / `SDL_SetClipboardText`): the window host
/// backs its runtime's ``OpenUIKit/UIPasteboard`` with it, so text copied in the app pastes into other
/// programs and back. SDL keeps text of its own where the video driver has no clipboard (`dummy`).
@MainActor
final class SDLClipboardStorage: PasteboardStorage {
    var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            let string = String(cString: text)
            return string.isEmpty ? nil : string
        }
        set {
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                Diagnostics.warn("host.clipboard", "SDL could not set the clipboard: \(String(cString: SDL_GetError()))")
            }
        }
    }
}
