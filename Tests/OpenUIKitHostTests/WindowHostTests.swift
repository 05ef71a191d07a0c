import CSDL2
import Testing
@testable import HostDemo
@testable import OpenUIKit
@testable import OpenUIKitHost
import OpenUIKitRendering

/// A view that writes down every touch it receives.
@MainActor
final class TouchLogView: UIView {
    struct Entry: Equatable {
        var phase: UITouch.Phase
        var location: CGPoint
        var tapCount: Int
        var timestamp: TimeInterval
    }

    var entries: [Entry] = []

    private func log(_ touches: Set<UITouch>) {
        for touch in touches {
            entries.append(Entry(phase: touch.phase, location: touch.location(in: self), tapCount: touch.tapCount,
                                 timestamp: touch.timestamp))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log(touches) }
}

/// A clock a test moves by hand.
@MainActor
final class ManualClock {
    var now: TimeInterval = 1000
}

/// The host on SDL's `dummy` driver: a real SDL window, renderer, texture and event queue, no display.
/// Events are injected with `SDL_PushEvent` and time comes from a ``ManualClock``, so every run is a
/// bounded number of frames and nothing sleeps.
@MainActor
@Suite(.serialized) struct WindowHostTests {
    let clock = ManualClock()
    /// The suite's app, made in `init`: the test method finds it as the current runtime (the latest
    /// made in its task), whatever other tests made meanwhile.
    let runtime = AppRuntime(screen: UIScreen(device: .iPhoneSE))
    let window: UIWindow
    let view = TouchLogView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
    let renderer = FillRenderer()

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.backgroundColor = .white
        view.backgroundColor = .red
        window.addSubview(view)
        window.makeKeyAndVisible()
    }

    private func makeHost(windowScale: CGFloat = 1, timeScale: Double = 1) throws -> WindowHost {
        let clock = clock
        return try WindowHost(runtime: runtime, window: window, renderer: renderer, configuration: HostConfiguration(
            title: "WindowHostTests", windowScale: windowScale, headless: true, environment: [:],
            timeScale: timeScale, clock: { clock.now }))
    }

    private func push(_ events: SDL_Event...) {
        for var event in events {
            #expect(SDL_PushEvent(&event) == 1)
        }
    }

    private func click(atWindowX x: Int32, y: Int32) {
        push(SDLEventFactory.mouseButton(down: true, x: x, y: y), SDLEventFactory.mouseButton(down: false, x: x, y: y))
    }

    private func pixel(_ frame: ImageBitmap, x: Int, y: Int) -> UInt32 {
        frame.pixels[y * frame.width + x]
    }

    /// The host draws with Cairo by default; a runtime that estimates text sizes (not made by
    /// `Renderer.makeRuntime`) would size titles for another font engine than the one drawing them and
    /// truncate them, so the host gives it Pango's measurer — and labels measured before re-measure.
    @Test func aCairoDrawnHostMeasuresTextAsItDraws() throws {
        let configuration = HostConfiguration(title: "WindowHostTests", headless: true, environment: [:])
        let label = runtime.run { UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 40)) }
        label.text = "Download the whole catalog"
        window.addSubview(label)
        let estimated = runtime.run { label.intrinsicContentSize }
        #expect(runtime.textMeasurer is EstimatingTextMeasurer)

        let host = try WindowHost(runtime: runtime, window: window, configuration: configuration)
        #expect(host.renderer is CairoFrameRenderer)
        #expect(runtime.textMeasurer is PangoTextMeasurer)
        #expect(runtime.imageDecoder is PNGImageDecoder)
        let remeasured = runtime.run { label.intrinsicContentSize }
        let drawn = PangoTextMeasurer().size(of: "Download the whole catalog", font: label.font, maxWidth: nil,
                                             numberOfLines: 1, lineBreakMode: label.lineBreakMode)
        #expect(remeasured.width == drawn.width.rounded(.up) || remeasured.width == drawn.width)
        #expect(remeasured != estimated, "the estimate and Pango differ for this title")
    }

    /// A runtime given a measurer on purpose keeps it.
    @Test func aHostKeepsAMeasurerChosenOnPurpose() throws {
        let configuration = HostConfiguration(title: "WindowHostTests", headless: true, environment: [:])
        let pango = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        let pangoWindow = pango.run { UIWindow(screen: pango.screen) }
        let quiet = try pango.diagnostics.record {
            _ = try WindowHost(runtime: pango, window: pangoWindow, configuration: configuration)
        }
        #expect(quiet.isEmpty)
        #expect(pango.textMeasurer is PangoTextMeasurer)
    }

    @Test func headlessRunsOnTheDummyDriver() throws {
        let host = try makeHost()
        #expect(host.videoDriver == "dummy")
        #expect(host.geometry.pointSize == CGSize(width: 200, height: 300))
    }

    @Test func clicksBecomeTouchesWithPointLocationsAndTapCounts() throws {
        let host = try makeHost(windowScale: 2)
        host.runFrame()
        // Window coordinates (130, 180) at two per point: (65, 90) in the window, (45, 50) in the view.
        click(atWindowX: 130, y: 180)
        host.runFrame()
        clock.now += 0.1
        click(atWindowX: 132, y: 182)
        host.runFrame()
        clock.now += 1
        click(atWindowX: 130, y: 180)
        host.runFrame()
        let first = CGPoint(x: 45, y: 50), second = CGPoint(x: 46, y: 51)
        #expect(view.entries.map(\.phase) == [.began, .ended, .began, .ended, .began, .ended])
        #expect(view.entries.map(\.location) == [first, first, second, second, first, first])
        #expect(view.entries.map(\.tapCount) == [1, 1, 2, 2, 1, 1])
        let expectedTimes: [TimeInterval] = [0, 0, 0.1, 0.1, 1.1, 1.1]
        #expect(zip(view.entries.map(\.timestamp), expectedTimes).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func fingersTouchAtTheirNormalisedPositions() throws {
        let host = try makeHost(windowScale: 2)
        // (0.25, 0.25) of a 200×300-point window: (50, 75) in the window, (30, 35) in the view.
        push(SDLEventFactory.finger(SDL_FINGERDOWN, finger: 5, x: 0.25, y: 0.25),
             SDLEventFactory.finger(SDL_FINGERUP, finger: 5, x: 0.25, y: 0.25))
        host.runFrame()
        #expect(view.entries.map(\.phase) == [.began, .ended])
        #expect(view.entries.map(\.location) == [CGPoint(x: 30, y: 35), CGPoint(x: 30, y: 35)])
        #expect(view.entries.map(\.tapCount) == [1, 1])
    }

    @Test func dragMovesOnlyWhileTheButtonIsDown() throws {
        let host = try makeHost()
        push(SDLEventFactory.mouseMotion(x: 30, y: 50, buttons: 0),
             SDLEventFactory.mouseButton(down: true, x: 30, y: 50),
             SDLEventFactory.mouseMotion(x: 35, y: 55, buttons: CSDL2_ButtonLeftMask()),
             SDLEventFactory.mouseButton(down: false, x: 35, y: 55),
             SDLEventFactory.mouseMotion(x: 40, y: 60, buttons: 0))
        host.runFrame()
        #expect(view.entries.map(\.phase) == [.began, .moved, .ended])
        #expect(view.entries.map(\.location) == [CGPoint(x: 10, y: 10), CGPoint(x: 15, y: 15), CGPoint(x: 15, y: 15)])
    }

    @Test func losingFocusCancelsTheTouchInProgress() throws {
        let host = try makeHost()
        push(SDLEventFactory.mouseButton(down: true, x: 30, y: 50), SDLEventFactory.window(SDL_WINDOWEVENT_FOCUS_LOST))
        host.runFrame()
        #expect(view.entries.map(\.phase) == [.began, .cancelled])
    }

    @Test func timersFireOnTheScaledClock() throws {
        let host = try makeHost(timeScale: 4)
        var fired: [TimeInterval] = []
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fired.append(Scheduler.main.now) }
        clock.now += 0.2
        host.runFrame()
        #expect(fired.isEmpty)
        #expect(abs(Scheduler.main.now - 0.8) < 1e-9)
        clock.now += 0.05
        host.runFrame()
        #expect(fired == [1])
    }

    @Test func redrawsOnlyWhatChangedAndPresentsIt() throws {
        let host = try makeHost(windowScale: 2)
        host.runFrame()
        #expect(renderer.renderedAreas == [nil])
        #expect(host.framesPresented == 1)
        var frame = try host.readFrame()
        #expect(frame.width == 400 && frame.height == 600)
        #expect(pixel(frame, x: 41, y: 81) == 0xFFFF_0000)  // the red view, at two pixels per point
        #expect(pixel(frame, x: 10, y: 10) == 0xFFFF_FFFF)  // the white window

        host.runFrame()
        #expect(renderer.renderedAreas == [nil], "nothing changed: no render")
        #expect(host.framesPresented == 1, "nothing changed: no present")

        view.backgroundColor = .blue
        host.runFrame()
        #expect(renderer.renderedAreas == [nil, CGRect(x: 20, y: 40, width: 100, height: 60)])
        #expect(host.framesPresented == 2)
        frame = try host.readFrame()
        #expect(pixel(frame, x: 41, y: 81) == 0xFF00_00FF)
        #expect(pixel(frame, x: 10, y: 10) == 0xFFFF_FFFF)
    }

    @Test func anExposedWindowIsPresentedAgainWithoutRendering() throws {
        let host = try makeHost()
        host.runFrame()
        push(SDLEventFactory.window(SDL_WINDOWEVENT_EXPOSED))
        host.runFrame()
        #expect(host.framesPresented == 2)
        #expect(renderer.renderedAreas == [nil])
    }

    @Test func resizingTheWindowResizesTheUIWindowAndTurnsTheScreen() throws {
        let host = try makeHost(windowScale: 2)
        host.runFrame()
        SDL_SetWindowSize(host.sdlWindow, 900, 500)
        host.runFrame()
        #expect(window.frame == CGRect(x: 0, y: 0, width: 450, height: 250))
        #expect(window.screen.orientation.isLandscape)
        #expect(host.geometry.pointSize == CGSize(width: 450, height: 250))
        #expect(renderer.renderedAreas.last == .some(nil), "a resize redraws everything")
        let frame = try host.readFrame()
        #expect(frame.width == 900 && frame.height == 500)
    }

    @Test func theToggleKeyShowsAndHidesTheKeyboard() throws {
        let host = try makeHost()
        var changes: [HostKeyboardChange] = []
        host.keyboardHandler = { changes.append($0) }
        push(SDLEventFactory.key(SDLK_k), SDLEventFactory.key(SDLK_k, isRepeat: true))
        host.runFrame()
        #expect(host.isKeyboardVisible)
        push(SDLEventFactory.key(SDLK_k))
        host.runFrame()
        #expect(!host.isKeyboardVisible)
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(changes == [HostKeyboardChange(showing: true, in: bounds, idiom: .phone),
                            HostKeyboardChange(showing: false, in: bounds, idiom: .phone)])
    }

    @Test func focusKeysGoToTheKeyHandler() throws {
        let host = try makeHost()
        var presses: [HostKeyPress] = []
        host.keyHandler = { presses.append($0) }
        push(SDLEventFactory.key(SDLK_TAB), SDLEventFactory.key(SDLK_TAB, shift: true), SDLEventFactory.key(SDLK_a),
             SDLEventFactory.key(SDLK_SPACE), SDLEventFactory.key(SDLK_RETURN), SDLEventFactory.key(SDLK_ESCAPE))
        host.runFrame()
        #expect(presses == [HostKeyPress(key: .tab), HostKeyPress(key: .tab, isShiftDown: true),
                            HostKeyPress(key: .space), HostKeyPress(key: .returnOrEnter), HostKeyPress(key: .escape)])
    }

    @Test func closingTheWindowEndsTheRunLoop() throws {
        let host = try makeHost()
        push(SDLEventFactory.quit())
        host.run()
        #expect(!host.isRunning)
        #expect(host.framesPresented == 1)
    }

    @Test func badSettingsAreReportedAndReplaced() throws {
        var host: WindowHost?
        let diagnostics = try Diagnostics.record {
            host = try WindowHost(runtime: runtime, window: window, renderer: renderer, configuration: HostConfiguration(
                windowScale: -2, headless: true, environment: [:], keyboardToggleKey: "NoSuchKey"))
        }
        #expect(diagnostics.map(\.code) == ["host.invalidWindowScale", "host.unknownKey"])
        #expect(host?.geometry.windowScale == 1)
        var changes = 0
        host?.keyboardHandler = { _ in changes += 1 }
        push(SDLEventFactory.key(SDLK_k))
        host?.runFrame()
        #expect(changes == 0 && host?.isKeyboardVisible == false)
    }

    @Test func withoutADisplayTheHostRefusesUnlessHeadless() {
        let noDisplay = HostConfiguration(headless: false, environment: [:])
        #expect(throws: HostError.noDisplay) { try WindowHost(runtime: runtime, window: window, renderer: renderer, configuration: noDisplay) }
        let dummy = HostConfiguration(headless: false, environment: ["DISPLAY": ":99", "SDL_VIDEODRIVER": "dummy"])
        #expect(throws: HostError.invisibleVideoDriver("dummy")) {
            try WindowHost(runtime: runtime, window: window, renderer: renderer, configuration: dummy)
        }
    }

    /// With DISPLAY claimed but no X server, SDL falls back to an invisible driver (or fails): either
    /// way the host refuses. Only meaningful when the test process itself has no display.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] == nil
                   && ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] == nil))
    func anInvisibleDriverPickedBySDLIsRefused() {
        let configuration = HostConfiguration(headless: false, environment: ["DISPLAY": ":4242"])
        do {
            _ = try WindowHost(runtime: runtime, window: window, renderer: renderer, configuration: configuration)
            Issue.record("the host started with no display")
        } catch {
            switch error {
            case .invisibleVideoDriver, .sdlFailure: break
            case .noDisplay: Issue.record("the environment check should have passed")
            }
        }
    }
}
