import CSDL2

/// Builds the SDL events a window system would send, for feeding the translator and `SDL_PushEvent`.
enum SDLEventFactory {
    static func mouseButton(down: Bool, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT,
                            which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.button = UInt8(button)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.which = which
        event.button.x = x
        event.button.y = y
        return event
    }

    static func mouseMotion(x: Int32, y: Int32, buttons: UInt32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.state = buttons
        event.motion.which = which
        event.motion.x = x
        event.motion.y = y
        return event
    }

    static func finger(_ type: SDL_EventType, finger: SDL_FingerID, touch: SDL_TouchID = 1,
                       x: Float, y: Float) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        return event
    }

    static func key(_ code: SDL_KeyCode, shift: Bool = false, control: Bool = false, isRepeat: Bool = false,
                    down: Bool = true) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
        event.key.keysym.mod = UInt16((shift ? KMOD_LSHIFT.rawValue : 0) | (control ? KMOD_LCTRL.rawValue : 0))
        return event
    }

    /// An `SDL_TEXTINPUT` event carrying `text` (UTF-8, at most 31 bytes as SDL sends it).
    static func textInput(_ text: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        return event
    }

    static func window(_ id: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        return event
    }

    static func quit() -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        return event
    }
}
