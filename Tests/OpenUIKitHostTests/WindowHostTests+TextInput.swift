import CSDL2
import Foundation
import Testing
@testable import HostDemo
@testable import OpenUIKit
@testable import OpenUIKitHost

/// Typing into a text field through the window: SDL text input and editing keys pushed with
/// `SDL_PushEvent` on the `dummy` driver, the clipboard through SDL's. In ``WindowHostTests`` so they
/// run serialized with the other SDL tests.
extension WindowHostTests {
    private func makeTextFixture() throws -> (host: WindowHost, field: UITextField) {
        let runtime = AppRuntime(screen: UIScreen(device: .iPhone15))
        let window = UIWindow(screen: runtime.screen)
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 250, height: 34))
        window.addSubview(field)
        let clock = ManualClock()
        let host = try WindowHost(runtime: runtime, window: window, renderer: FillRenderer(), configuration: HostConfiguration(
            title: "WindowHostTextInputTests", headless: true, environment: [:], clock: { clock.now }))
        return (host, field)
    }

    private func push(_ events: SDL_Event...) {
        for var event in events { #expect(SDL_PushEvent(&event) == 1) }
    }

    @Test func typedTextAndEditingKeysReachTheEditingField() throws {
        let (host, field) = try makeTextFixture()
        push(SDLEventFactory.textInput("ignored"))
        host.runFrame()
        #expect(field.text == "", "nothing edits: typed text is dropped")
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
        host.runtime.run { _ = field.becomeFirstResponder() }
        host.runFrame()
        #expect(SDL_IsTextInputActive() == SDL_TRUE, "SDL collects text while the field edits")
        push(SDLEventFactory.textInput("héllo"), SDLEventFactory.key(SDLK_SPACE), SDLEventFactory.textInput(" "),
             SDLEventFactory.textInput("wörld"), SDLEventFactory.key(SDLK_BACKSPACE),
             SDLEventFactory.key(SDLK_BACKSPACE, isRepeat: true), SDLEventFactory.key(SDLK_HOME),
             SDLEventFactory.key(SDLK_RIGHT, shift: true))
        host.runFrame()
        #expect(field.text == "héllo wör")
        push(SDLEventFactory.key(SDLK_c, control: true), SDLEventFactory.key(SDLK_END),
             SDLEventFactory.key(SDLK_v, control: true))
        host.runFrame()
        #expect(field.text == "héllo wörh")
        #expect(host.runtime.pasteboard.string == "h", "copied through SDL's clipboard")
        #expect(SDL_GetClipboardText().map { text in defer { SDL_free(text) }; return String(cString: text) } == "h")
        host.runtime.run { _ = field.resignFirstResponder() }
        host.runFrame()
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
    }

    @Test func theTranslatorNamesEditingKeysAndShortcutsOnlyWithAModifier() {
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_BACKSPACE))?.key == .backspace)
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_LEFT, shift: true))
                == HostKeyPress(key: .leftArrow, isShiftDown: true))
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_v, control: true))
                == HostKeyPress(key: .v, isShortcutDown: true))
        #expect(SDLInputTranslator.keyPress(for: SDLEventFactory.key(SDLK_v)) == nil)
        #expect(SDLInputTranslator.typedText(for: SDLEventFactory.textInput("é")) == "é")
        #expect(SDLInputTranslator.typedText(for: SDLEventFactory.key(SDLK_a)) == nil)
        #expect(HostKeyPress(key: .backspace).key.repeats && !HostKeyPress(key: .v).key.repeats)
    }
}
