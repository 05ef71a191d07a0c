import Testing
import OpenUIKitHost

@Suite struct VideoDriverPolicyTests {
    @Test func aWindowNeedsADisplay() {
        #expect(throws: HostError.noDisplay) { try VideoDriverPolicy.checkEnvironment([:], headless: false) }
        #expect(throws: HostError.noDisplay) { try VideoDriverPolicy.checkEnvironment(["DISPLAY": ""], headless: false) }
        #expect(throws: Never.self) { try VideoDriverPolicy.checkEnvironment(["DISPLAY": ":99"], headless: false) }
        #expect(throws: Never.self) { try VideoDriverPolicy.checkEnvironment(["WAYLAND_DISPLAY": "wayland-0"], headless: false) }
    }

    @Test func anInvisibleDriverIsOnlyAcceptedHeadless() {
        #expect(throws: HostError.invisibleVideoDriver("dummy")) {
            try VideoDriverPolicy.checkEnvironment(["DISPLAY": ":99", "SDL_VIDEODRIVER": "dummy"], headless: false)
        }
        #expect(throws: Never.self) {
            try VideoDriverPolicy.checkEnvironment(["DISPLAY": ":99", "SDL_VIDEODRIVER": "x11"], headless: false)
        }
        #expect(throws: Never.self) { try VideoDriverPolicy.checkEnvironment([:], headless: true) }
        #expect(throws: HostError.invisibleVideoDriver("offscreen")) {
            try VideoDriverPolicy.checkDriver("offscreen", headless: false)
        }
        #expect(throws: Never.self) { try VideoDriverPolicy.checkDriver("x11", headless: false) }
        #expect(throws: Never.self) { try VideoDriverPolicy.checkDriver("dummy", headless: true) }
    }

    @Test func headlessUsesTheDummyDriverUnlessTheEnvironmentNamesOne() {
        #expect(VideoDriverPolicy.requestedDriver([:], headless: true) == "dummy")
        #expect(VideoDriverPolicy.requestedDriver(["SDL_VIDEODRIVER": "offscreen"], headless: true) == "offscreen")
        #expect(VideoDriverPolicy.requestedDriver(["DISPLAY": ":99"], headless: false) == nil)
    }
}
