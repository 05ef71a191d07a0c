import CSDL2
import Foundation
import Testing
@testable import OpenUIKit
@testable import OpenUIKitHost

@MainActor
@Suite struct SDLInputTranslatorTests {
    private func translator(windowScale: CGFloat = 1) -> SDLInputTranslator {
        SDLInputTranslator(geometry: HostGeometry(
            windowScale: windowScale, pointSize: CGSize(width: 320, height: 480),
            pixelWidth: Int(320 * windowScale), pixelHeight: Int(480 * windowScale)))
    }

    @Test func leftButtonIsOneFingerInPoints() {
        var translator = translator(windowScale: 2)
        let down = translator.pointerInput(for: SDLEventFactory.mouseButton(down: true, x: 200, y: 100), at: 3)
        #expect(down == PointerInput(id: SDLInputTranslator.mousePointerID, phase: .down,
                                     location: CGPoint(x: 100, y: 50), timestamp: 3))
        let up = translator.pointerInput(for: SDLEventFactory.mouseButton(down: false, x: 202, y: 104), at: 4)
        #expect(up == PointerInput(id: 0, phase: .up, location: CGPoint(x: 101, y: 52), timestamp: 4))
        #expect(translator.activePointers.isEmpty)
    }

    @Test func otherButtonsAndReleasesWithoutAPressAreNotInput() {
        var translator = translator()
        #expect(translator.pointerInput(for: SDLEventFactory.mouseButton(down: true, x: 5, y: 5, button: SDL_BUTTON_RIGHT), at: 0) == nil)
        #expect(translator.pointerInput(for: SDLEventFactory.mouseButton(down: false, x: 5, y: 5), at: 0) == nil)
        #expect(translator.activePointers.isEmpty)
    }

    @Test func theMouseMovesOnlyWhileTheLeftButtonIsDown() {
        var translator = translator()
        let left = CSDL2_ButtonLeftMask()
        #expect(translator.pointerInput(for: SDLEventFactory.mouseMotion(x: 10, y: 10, buttons: 0), at: 0) == nil)
        // A drag that started outside the window has no down here: not input either.
        #expect(translator.pointerInput(for: SDLEventFactory.mouseMotion(x: 10, y: 10, buttons: left), at: 0) == nil)
        _ = translator.pointerInput(for: SDLEventFactory.mouseButton(down: true, x: 10, y: 10), at: 0)
        let move = translator.pointerInput(for: SDLEventFactory.mouseMotion(x: 30, y: 40, buttons: left), at: 1)
        #expect(move == PointerInput(id: 0, phase: .move, location: CGPoint(x: 30, y: 40), timestamp: 1))
        #expect(translator.activePointers[0] == CGPoint(x: 30, y: 40))
        let rightOnly = UInt32(1) << UInt32(SDL_BUTTON_RIGHT - 1)
        #expect(translator.pointerInput(for: SDLEventFactory.mouseMotion(x: 50, y: 50, buttons: rightOnly), at: 2) == nil)
    }

    @Test func mouseEventsSynthesisedFromTouchesAreIgnored() {
        var translator = translator()
        let touchMouse = CSDL2_TouchMouseID()
        #expect(translator.pointerInput(for: SDLEventFactory.mouseButton(down: true, x: 5, y: 5, which: touchMouse), at: 0) == nil)
        #expect(translator.activePointers.isEmpty)
    }

    @Test func fingersAreSeparatePointersAtNormalisedPositions() {
        var translator = translator()
        let first = translator.pointerInput(for: SDLEventFactory.finger(SDL_FINGERDOWN, finger: 77, x: 0.5, y: 0.25), at: 1)
        let second = translator.pointerInput(for: SDLEventFactory.finger(SDL_FINGERDOWN, finger: 78, x: 0.1, y: 0.1), at: 1)
        #expect(first?.location == CGPoint(x: 160, y: 120) && first?.phase == .down)
        #expect(second?.location.x == CGFloat(Float(0.1)) * 320)
        #expect(first?.id != second?.id)
        #expect(first?.id != SDLInputTranslator.mousePointerID && second?.id != SDLInputTranslator.mousePointerID)
        let moved = translator.pointerInput(for: SDLEventFactory.finger(SDL_FINGERMOTION, finger: 77, x: 0.25, y: 0.5), at: 2)
        #expect(moved == PointerInput(id: first!.id, phase: .move, location: CGPoint(x: 80, y: 240), timestamp: 2))
        let lifted = translator.pointerInput(for: SDLEventFactory.finger(SDL_FINGERUP, finger: 77, x: 0.25, y: 0.5), at: 3)
        #expect(lifted?.phase == .up && lifted?.id == first?.id)
        #expect(translator.activePointers.keys.sorted() == [second!.id])
    }

    @Test func aFingerThatNeverTouchedDownIsReportedAndIgnored() {
        var translator = translator()
        var input: PointerInput?
        let diagnostics = Diagnostics.record {
            input = translator.pointerInput(for: SDLEventFactory.finger(SDL_FINGERUP, finger: 9, x: 0.5, y: 0.5), at: 0)
        }
        #expect(input == nil)
        #expect(diagnostics.map(\.code) == ["host.unknownFinger"])
    }

    @Test func cancellingEndsEveryActivePointerWhereItWasLastSeen() {
        var translator = translator()
        _ = translator.pointerInput(for: SDLEventFactory.mouseButton(down: true, x: 10, y: 20), at: 0)
        let finger = translator.pointerInput(for: SDLEventFactory.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), at: 0)
        let cancels = translator.cancelAll(at: 5)
        #expect(cancels == [PointerInput(id: 0, phase: .cancel, location: CGPoint(x: 10, y: 20), timestamp: 5),
                            PointerInput(id: finger!.id, phase: .cancel, location: CGPoint(x: 160, y: 240), timestamp: 5)])
        #expect(translator.activePointers.isEmpty)
        #expect(translator.cancelAll(at: 6).isEmpty)
    }

    @Test func focusKeysAreTranslatedAndOtherKeysAreNot() {
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_TAB)) == HostKeyPress(key: .tab))
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_TAB, shift: true))
                == HostKeyPress(key: .tab, isShiftDown: true))
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_SPACE))?.key == .space)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_RETURN))?.key == .returnOrEnter)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_KP_ENTER))?.key == .returnOrEnter)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_ESCAPE, isRepeat: true))
                == HostKeyPress(key: .escape, isRepeat: true))
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_a)) == nil)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_TAB, down: false)) == nil)
    }

    /// UIKeyCommand's keys: a letter or digit with the shortcut modifier, the function and paging keys
    /// alone, each by its HID usage; a letter alone is typed text, not a key press.
    @Test func keyCommandKeysAreTranslatedByTheirUsage() {
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_n, control: true))
                == HostKeyPress(key: .other(.keyboardN), isShortcutDown: true))
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_0, control: true))?.key.usage == .keyboard0)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_1, control: true))?.key.usage == .keyboard1)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_F5))?.key.usage == .keyboardF5)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_PAGEDOWN))?.key.usage == .keyboardPageDown)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_n)) == nil)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_CAPSLOCK)) == nil)
        #expect(HostKeyPress(key: .other(.keyboardN)).key.repeats == false)
    }
}
