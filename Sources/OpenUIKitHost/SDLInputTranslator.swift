import CSDL2
import Foundation
import OpenUIKit

/// Turns SDL input events into the engine's ``PointerInput``, the host's ``HostKeyPress`` and typed text.
///
/// Pure bookkeeping, no SDL calls, so it is tested without a display. UIKit has no mouse on an iPhone:
/// the left button acts as one finger (pointer ``mousePointerID``), and it only moves while it is down,
/// as a finger cannot hover. Touch screens send `SDL_FINGER*` events, each finger its own pointer.
@MainActor
struct SDLInputTranslator {
    /// The pointer id of the mouse-as-a-finger.
    static let mousePointerID = 0

    private struct FingerKey: Hashable {
        let touch: SDL_TouchID
        let finger: SDL_FingerID
    }

    /// The window's coordinate spaces, updated by the host when the window is resized.
    var geometry: HostGeometry
    /// The pointers that are down, with where each was last seen.
    private(set) var activePointers: [Int: CGPoint] = [:]
    private var fingerPointers: [FingerKey: Int] = [:]
    private var nextFingerPointer = 1

    init(geometry: HostGeometry) {
        self.geometry = geometry
    }

    /// The pointer input for `event`, or nil when the event is not pointer input the engine wants:
    /// other buttons than the left one, hovering, mouse events SDL made up from touches (the finger
    /// events carry them already).
    mutating func pointerInput(for event: SDL_Event, at timestamp: TimeInterval) -> PointerInput? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != CSDL2_TouchMouseID(), Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            let isDown = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            let pointerIsDown = activePointers[Self.mousePointerID] != nil
            // A release whose press happened outside the window, or a second press, is not input.
            guard isDown != pointerIsDown else { return nil }
            return track(Self.mousePointerID, isDown ? .down : .up,
                         geometry.point(fromWindowX: button.x, y: button.y), timestamp)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != CSDL2_TouchMouseID(), motion.state & CSDL2_ButtonLeftMask() != 0,
                  activePointers[Self.mousePointerID] != nil else { return nil }
            return track(Self.mousePointerID, .move, geometry.point(fromWindowX: motion.x, y: motion.y), timestamp)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return fingerInput(for: event, at: timestamp)
        default:
            return nil
        }
    }

    private mutating func fingerInput(for event: SDL_Event, at timestamp: TimeInterval) -> PointerInput? {
        let finger = event.tfinger
        let key = FingerKey(touch: finger.touchId, finger: finger.fingerId)
        let location = geometry.point(fromNormalizedX: finger.x, y: finger.y)
        if SDL_EventType(event.type) == SDL_FINGERDOWN {
            let id = fingerPointers[key] ?? nextFingerPointer
            if fingerPointers[key] == nil {
                fingerPointers[key] = id
                nextFingerPointer += 1
            }
            return track(id, .down, location, timestamp)
        }
        guard let id = fingerPointers[key] else {
            Diagnostics.warn("host.unknownFinger",
                             "SDL reported finger \(finger.fingerId) moving or lifting without touching down; ignored.")
            return nil
        }
        if SDL_EventType(event.type) == SDL_FINGERUP {
            fingerPointers[key] = nil
            return track(id, .up, location, timestamp)
        }
        return track(id, .move, location, timestamp)
    }

    private mutating func track(_ id: Int, _ phase: PointerInput.Phase, _ location: CGPoint,
                                _ timestamp: TimeInterval) -> PointerInput {
        activePointers[id] = phase == .up || phase == .cancel ? nil : location
        return PointerInput(id: id, phase: phase, location: location, timestamp: timestamp)
    }

    /// Cancels every pointer that is down, where it was last seen: the window lost focus mid-touch, and
    /// its release may never come (UIKit cancels touches when the system takes over the screen).
    mutating func cancelAll(at timestamp: TimeInterval) -> [PointerInput] {
        let cancels = activePointers.sorted { $0.key < $1.key }.map {
            PointerInput(id: $0.key, phase: .cancel, location: $0.value, timestamp: timestamp)
        }
        activePointers.removeAll()
        fingerPointers.removeAll()
        return cancels
    }

    /// The focus-navigation, editing or key-command key of a key-down event, or nil for any other key
    /// or event. Letters and digits count only with Command (Super) or Control held: typed alone they
    /// arrive as `SDL_TEXTINPUT` instead.
    static func keyPress(for event: SDL_Event) -> HostKeyPress? {
        guard SDL_EventType(event.type) == SDL_KEYDOWN else { return nil }
        let keysym = event.key.keysym
        let modifiers = UInt32(keysym.mod)
        let isShortcutDown = modifiers & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0
        let key: HostKeyPress.Key
        switch SDL_KeyCode(UInt32(bitPattern: keysym.sym)) {
        case SDLK_TAB: key = .tab
        case SDLK_SPACE: key = .space
        case SDLK_RETURN, SDLK_KP_ENTER: key = .returnOrEnter
        case SDLK_ESCAPE: key = .escape
        case SDLK_BACKSPACE: key = .backspace
        case SDLK_DELETE: key = .deleteForward
        case SDLK_LEFT: key = .leftArrow
        case SDLK_RIGHT: key = .rightArrow
        case SDLK_UP: key = .upArrow
        case SDLK_DOWN: key = .downArrow
        case SDLK_HOME: key = .home
        case SDLK_END: key = .end
        case SDLK_a where isShortcutDown: key = .a
        case SDLK_c where isShortcutDown: key = .c
        case SDLK_x where isShortcutDown: key = .x
        case SDLK_v where isShortcutDown: key = .v
        default:
            guard let usage = keyCommandUsage(of: UInt32(bitPattern: keysym.sym), isShortcutDown: isShortcutDown)
            else { return nil }
            key = .other(usage)
        }
        return HostKeyPress(key: key, isShiftDown: modifiers & KMOD_SHIFT.rawValue != 0,
                            isShortcutDown: isShortcutDown, isRepeat: event.key.repeat != 0)
    }

    /// The HID usage of a key a key command may name, from its SDL key code: a letter or digit only
    /// with the shortcut modifier (typed alone, it arrives as text), F1–F12, Page Up and Page Down
    /// always. A key code of a key that types nothing is its scancode with SDL's mask bit, and SDL's
    /// scancodes are the HID usages; a letter or digit is its character (the layout's).
    private static func keyCommandUsage(of sym: UInt32, isShortcutDown: Bool) -> UIKeyboardHIDUsage? {
        let scancodeMask = UInt32(1) << 30
        if sym & scancodeMask != 0 {
            let usage = Int(sym & ~scancodeMask)
            guard (0x3A...0x45).contains(usage) || usage == 0x4B || usage == 0x4E else { return nil }
            return UIKeyboardHIDUsage(rawValue: usage)
        }
        guard isShortcutDown, let scalar = Unicode.Scalar(sym) else { return nil }
        switch scalar {
        case "a"..."z": return UIKeyboardHIDUsage(rawValue: 0x04 + Int(scalar.value - 0x61))
        case "1"..."9": return UIKeyboardHIDUsage(rawValue: 0x1E + Int(scalar.value - 0x31))
        case "0": return .keyboard0
        default: return nil
        }
    }

    /// The text of an `SDL_TEXTINPUT` event (UTF-8, what the keyboard layout and input method typed),
    /// or nil for any other event or empty text.
    static func typedText(for event: SDL_Event) -> String? {
        guard SDL_EventType(event.type) == SDL_TEXTINPUT else { return nil }
        var input = event.text
        let text = withUnsafeBytes(of: &input.text) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? nil : text
    }
}
