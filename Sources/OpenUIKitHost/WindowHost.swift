import CSDL2
import Foundation
import Logging
import OpenUIKit

/// Runs a `UIApplication` in an SDL2 window: what `UIApplicationMain` and the iOS display/input
/// system do for an app on a device.
///
/// The host runs one `AppRuntime`, passed in: each frame runs with it as the current
/// runtime (so `UIApplication.shared` and `Scheduler.main` in the app's code are its). Make the runtime
/// with `Renderer.makeRuntime(screen:application:)`, or any runtime: drawn by the default
/// ``CairoFrameRenderer``, a runtime that estimates text is given the Pango measurer (and the PNG decoder
/// if it has none), so titles are measured as they are drawn and never truncated by a forgotten call.
///
/// Each frame (``runFrame()``) the host
/// 1. advances the runtime's scheduler to the real clock (times ``HostConfiguration/timeScale``),
///    so timers, delayed performs and animations fire on time;
/// 2. turns pending SDL events into the engine's input (`UIApplication.handle(_:in:)`),
///    window resizes, focus and editing keys (``keyHandler``: the window's focus system by default),
///    typed text (`UIApplication.handleTextInput(_:)`) and the simulated keyboard
///    (``keyboardHandler``: UIKit's keyboard notifications by default);
/// 3. drains the main queue, so `DispatchQueue.main.async` and `Task { @MainActor in }` work run while
///    the host's own loop owns the main thread;
/// 4. lays the window out and, only if something changed (`UIWindow.takeDirtyRect()`), has the
///    ``HostFrameRenderer`` repaint the dirty area and presents it.
///
/// ``run()`` repeats frames and, between them, sleeps in `SDL_WaitEventTimeout` until the next timer
/// is due or an event arrives, so an idle app uses next to no CPU.
///
/// The host backs its runtime's clipboard (`UIPasteboard.general`) with SDL's, and has SDL
/// collect text input only while a text field edits (`WindowHost+TextInput.swift`).
///
/// The host logs the SDL video driver it runs on and refuses to start without a display (``HostError``)
/// unless ``HostConfiguration/headless`` is set: SDL would otherwise fall back to an invisible
/// offscreen window without a word.
@MainActor
public final class WindowHost {
    /// The app the host runs.
    public let runtime: AppRuntime
    /// The window shown; the host sizes it to the SDL window.
    public let window: UIWindow
    /// The settings the host was started with, kept for reading (the title, the scale, headless or not).
    public let configuration: HostConfiguration
    /// Draws each frame.
    public var renderer: any HostFrameRenderer
    /// The SDL video driver in use (`x11`, `wayland`, `dummy` …).
    public let videoDriver: String
    /// Receives Tab / Shift-Tab / Space / Return / Escape key presses. By default they go to the
    /// window's focus system (``routeToFocusSystem(_:)``); replace it to handle keys yourself (call
    /// ``routeToFocusSystem(_:)`` to keep the default too), or set nil to ignore them.
    public var keyHandler: (@MainActor (HostKeyPress) -> Void)?
    /// Receives the simulated keyboard showing and hiding. By default it posts UIKit's keyboard
    /// notifications (``postKeyboardNotifications(for:)``), so a form sheet moves above the keyboard;
    /// replace or clear it as ``keyHandler``.
    public var keyboardHandler: (@MainActor (HostKeyboardChange) -> Void)?
    /// Whether the simulated keyboard is shown: the runtime's record (`AppRuntime.keyboard`).
    public var isKeyboardVisible: Bool { runtime.keyboard.isVisible }
    /// How many frames have been presented.
    public private(set) var framesPresented = 0
    /// Whether ``run()`` is looping; ``quit()`` or closing the window ends it.
    public private(set) var isRunning = false

    static let logger = Logger(label: "OpenUIKitHost")
    var translator: SDLInputTranslator
    private let frameClock: FrameClock
    private let keyboardToggleKeyCode: SDL_Keycode?
    private(set) var sdlWindow: OpaquePointer?
    private var sdlRenderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var buffer: HostPixelBuffer
    private var needsFullRedraw = true
    private var needsPresent = false
    /// Posts the keyboard notifications for the simulated keyboard.
    public let keyboardNotifications = KeyboardNotificationPoster()

    /// Opens an SDL window the size of `window` (a window of `runtime`) and prepares to run it, drawn by
    /// `renderer`.
    ///
    /// Throws ``HostError/noDisplay`` or ``HostError/invisibleVideoDriver(_:)`` when no window can be
    /// shown and the configuration is not headless, and ``HostError/sdlFailure(call:message:)`` when SDL
    /// cannot create the window, renderer or texture.
    public init(runtime: AppRuntime, window: UIWindow, renderer: any HostFrameRenderer = CairoFrameRenderer(),
                configuration: HostConfiguration = HostConfiguration()) throws(HostError) {
        do {
            try VideoDriverPolicy.checkEnvironment(configuration.environment, headless: configuration.headless)
        } catch {
            Self.logger.error("\(error.description)")
            throw error
        }
        var configuration = configuration
        if !(configuration.windowScale.isFinite && configuration.windowScale > 0) {
            Diagnostics.warn("host.invalidWindowScale", "Ignored window scale \(configuration.windowScale); using 1.")
            configuration.windowScale = 1
        }
        let opened = try Self.openSDL(configuration, points: window.bounds.size)
        configuration.windowScale = opened.windowScale
        let size = HostGeometry.windowSize(forPoints: window.bounds.size, windowScale: configuration.windowScale)
        // Only once the window is open: a host that throws leaves the runtime as it was.
        if renderer is CairoFrameRenderer { Self.measureAsCairoDraws(runtime) }
        self.runtime = runtime
        self.window = window
        self.renderer = renderer
        self.configuration = configuration
        videoDriver = opened.driver
        sdlWindow = opened.window
        sdlRenderer = opened.renderer
        texture = opened.texture
        buffer = HostPixelBuffer(width: opened.pixelWidth, height: opened.pixelHeight)
        translator = SDLInputTranslator(geometry: HostGeometry(
            windowScale: configuration.windowScale, pointSize: window.bounds.size,
            pixelWidth: buffer.width, pixelHeight: buffer.height))
        frameClock = FrameClock(realStart: configuration.clock(), schedulerStart: runtime.scheduler.now,
                                timeScale: configuration.timeScale)
        keyboardToggleKeyCode = configuration.keyboardToggleKey.flatMap { name in
            let code = SDL_GetKeyFromName(name)
            if code == SDLK_UNKNOWN.rawValue {
                Diagnostics.warn("host.unknownKey", "No key is named '\(name)'; the keyboard toggle is off.")
                return nil
            }
            return code
        }
        runtime.pasteboard = UIPasteboard(storage: SDLClipboardStorage())
        runtime.urlOpener = DesktopURLOpener.open
        keyHandler = { [weak self] in self?.routeToFocusSystem($0) }
        keyboardHandler = { [weak self] in self?.postKeyboardNotifications(for: $0) }
        Self.logger.info("Window '\(configuration.title)': \(size.width)×\(size.height), drawable \(buffer.width)×\(buffer.height) pixels, scale \(geometry.pixelScale)")
    }

    isolated deinit {
        close()
    }

    /// The window's coordinate spaces: point size, window scale, drawable pixels.
    public var geometry: HostGeometry { translator.geometry }

    // MARK: Running

    /// Runs frames until ``quit()`` is called or the window is closed, sleeping while nothing is due.
    public func run() {
        isRunning = true
        while isRunning, sdlRenderer != nil {
            runFrame()
            guard isRunning else { break }
            waitForWork()
        }
        isRunning = false
    }

    /// Ends ``run()`` after the current frame.
    public func quit() {
        isRunning = false
    }

    /// One frame: advance time, handle pending events, drain the main queue, lay out, and redraw and
    /// present if anything changed. Never blocks.
    public func runFrame() {
        guard sdlRenderer != nil else { return }
        runtime.run(runFrameInRuntime)
    }

    private func runFrameInRuntime() {
        runtime.scheduler.advance(to: frameClock.schedulerTime(atReal: configuration.clock()))
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            handle(event)
        }
        // The host's loop owns the main thread, so main-queue work only runs when the loop lets it.
        _ = RunLoop.main.run(mode: .default, before: Date())
        followTextInput()
        presentIfNeeded()
    }

    /// Sleeps until the next scheduled item is due or an SDL event arrives (at most
    /// ``HostConfiguration/maximumIdleWait``), leaving the event for the next frame.
    private func waitForWork() {
        let scheduler = runtime.scheduler
        let milliseconds = frameClock.idleWaitMilliseconds(nextFireTime: scheduler.nextFireTime, now: scheduler.now,
                                                            maximumWait: configuration.maximumIdleWait)
        guard milliseconds > 0 else { return }
        SDL_WaitEventTimeout(nil, milliseconds)
    }

    /// Releases the SDL window, renderer and texture. The host does nothing afterwards; closing twice
    /// does nothing.
    public func close() {
        guard let sdlRenderer else { return }
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(sdlRenderer)
        if let sdlWindow { SDL_DestroyWindow(sdlWindow) }
        texture = nil
        self.sdlRenderer = nil
        sdlWindow = nil
        isRunning = false
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    // MARK: Keyboard

    /// Shows or hides the simulated keyboard, telling ``keyboardHandler`` (UIKit posts
    /// `keyboardWillShowNotification` / `keyboardWillHideNotification`). Setting the current state
    /// again does nothing, as UIKit posts nothing when the keyboard does not change.
    ///
    /// The change is recorded in the runtime's `AppRuntime.keyboard` first (form sheets move
    /// with it), as the system's keyboard changes before UIKit posts the notifications; the handler's
    /// notifications then repeat what is recorded.
    public func setKeyboardVisible(_ visible: Bool) {
        guard visible != isKeyboardVisible else { return }
        let change = HostKeyboardChange(showing: visible, in: window.bounds, idiom: window.screen.device.idiom)
        runtime.run {
            runtime.keyboardChanged(to: visible ? change.endFrame : nil, animationDuration: change.animationDuration)
            keyboardHandler?(change)
        }
    }

    func isKeyboardToggle(_ keycode: SDL_Keycode) -> Bool {
        keyboardToggleKeyCode == keycode
    }

    // MARK: Drawing

    private func presentIfNeeded() {
        guard let sdlRenderer, let texture else { return }
        window.layoutIfNeeded()
        let dirtyRect = window.takeDirtyRect()
        if needsFullRedraw || dirtyRect != nil {
            let area = needsFullRedraw ? nil : dirtyRect
            needsFullRedraw = false
            renderer.render(window, dirtyRect: area, into: buffer.bytes, pixelWidth: buffer.width,
                            pixelHeight: buffer.height, bytesPerRow: buffer.bytesPerRow, scale: geometry.pixelScale)
            upload(area, to: texture)
            needsPresent = true
        }
        guard needsPresent else { return }
        needsPresent = false
        SDL_RenderCopy(sdlRenderer, texture, nil, nil)
        SDL_RenderPresent(sdlRenderer)
        framesPresented += 1
        if framesPresented == 1 { Self.logger.info("Presented the first frame.") }
    }

    /// Copies the pixels covering `area` (all of them for nil) into the texture.
    private func upload(_ area: CGRect?, to texture: OpaquePointer) {
        let full = (x: 0, y: 0, width: buffer.width, height: buffer.height)
        guard let pixels = area.map({ geometry.pixelRect(covering: $0) }) ?? full else { return }
        var rect = SDL_Rect(x: Int32(pixels.x), y: Int32(pixels.y), w: Int32(pixels.width), h: Int32(pixels.height))
        SDL_UpdateTexture(texture, &rect, buffer.address(x: pixels.x, y: pixels.y), Int32(buffer.bytesPerRow))
    }

    /// Marks the last frame to be presented again (the window system lost the window's pixels).
    func setNeedsPresent() {
        needsPresent = true
    }

    /// The frame on screen, read back from SDL's renderer (`SDL_RenderReadPixels`): premultiplied
    /// ARGB32, for screenshots and for checking that what was rendered reached the window.
    public func readFrame() throws(HostError) -> ImageBitmap {
        guard let sdlRenderer else { throw .sdlFailure(call: "readFrame", message: "the host is closed") }
        let size = Self.outputSize(of: sdlRenderer)
        var pixels = [UInt32](repeating: 0, count: size.width * size.height)
        let result = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(sdlRenderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress,
                                 Int32(size.width * 4))
        }
        guard result == 0, let bitmap = ImageBitmap(width: size.width, height: size.height, pixels: pixels) else {
            throw Self.failure("SDL_RenderReadPixels")
        }
        return bitmap
    }

    // MARK: Resizing

    /// Follows the SDL window's new size: a new drawable and texture, the `UIWindow` resized to the new
    /// point size, and the screen's orientation turned to match its aspect (UIKit rotates the screen and
    /// resizes full-screen windows together). If SDL cannot make the new texture, the old size stays and
    /// the failure is reported.
    func resize(toWindowWidth width: Int32, height: Int32) {
        guard let sdlRenderer else { return }
        let pixels = Self.outputSize(of: sdlRenderer)
        guard let newTexture = Self.makeTexture(sdlRenderer, width: pixels.width, height: pixels.height) else {
            Diagnostics.report(Diagnostic(code: "host.resizeFailed", severity: .error,
                                          message: Self.failure("SDL_CreateTexture").description))
            return
        }
        if let texture { SDL_DestroyTexture(texture) }
        texture = newTexture
        buffer = HostPixelBuffer(width: pixels.width, height: pixels.height)
        let points = HostGeometry.pointSize(forWindowWidth: width, height: height,
                                            windowScale: configuration.windowScale)
        translator.geometry = HostGeometry(windowScale: configuration.windowScale, pointSize: points,
                                           pixelWidth: buffer.width, pixelHeight: buffer.height)
        let screen = window.screen
        if (points.width > points.height) != screen.orientation.isLandscape {
            screen.orientation = points.width > points.height ? .landscapeLeft : .portrait
        }
        window.frame = CGRect(origin: .zero, size: points)
        needsFullRedraw = true
        Self.logger.info("Window resized to \(width)×\(height), drawable \(buffer.width)×\(buffer.height) pixels")
    }

    // MARK: SDL helpers

    /// Starts SDL's video subsystem on the driver the configuration allows and opens the window, its
    /// software renderer and a streaming texture the size of the drawable. On any failure what was
    /// opened is closed again (the `defer`s) and the error is thrown.
    private static func openSDL(_ configuration: HostConfiguration, points: CGSize) throws(HostError)
        -> (driver: String, window: OpaquePointer, renderer: OpaquePointer, texture: OpaquePointer,
            pixelWidth: Int, pixelHeight: Int, windowScale: CGFloat) {
        // SDL keeps hints after it quits: set or clear the driver every time, so this host's choice holds.
        if let driver = VideoDriverPolicy.requestedDriver(configuration.environment, headless: configuration.headless) {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE)
        } else {
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)
        }
        // The click that focuses the window is also a touch, as on a touch screen.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        var succeeded = false
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw failure("SDL_InitSubSystem(SDL_INIT_VIDEO)") }
        defer { if !succeeded { SDL_QuitSubSystem(SDL_INIT_VIDEO) } }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        logger.info("SDL video driver: \(driver)\(configuration.headless ? " (headless)" : "")")
        do {
            try VideoDriverPolicy.checkDriver(driver, headless: configuration.headless)
        } catch {
            logger.error("\(error.description)")
            throw error
        }
        let windowScale = fittedWindowScale(configuration, points: points)
        let (width, height) = HostGeometry.windowSize(forPoints: points, windowScale: windowScale)
        let visibility = configuration.headless ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | visibility.rawValue
        guard let window = SDL_CreateWindow(configuration.title, CSDL2_WindowPosCentered(), CSDL2_WindowPosCentered(),
                                            width, height, flags) else { throw failure("SDL_CreateWindow") }
        defer { if !succeeded { SDL_DestroyWindow(window) } }
        // The software renderer presents in a few milliseconds; the OpenGL one waits for vsync.
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw failure("SDL_CreateRenderer")
        }
        defer { if !succeeded { SDL_DestroyRenderer(renderer) } }
        let pixels = outputSize(of: renderer)
        guard let texture = makeTexture(renderer, width: pixels.width, height: pixels.height) else {
            throw failure("SDL_CreateTexture")
        }
        succeeded = true
        return (driver, window, renderer, texture, pixels.width, pixels.height, windowScale)
    }

    /// The configuration's window scale, made smaller where the window would not fit on the first
    /// display's usable area (``HostConfiguration/fitsDesktop``).
    private static func fittedWindowScale(_ configuration: HostConfiguration, points: CGSize) -> CGFloat {
        guard configuration.fitsDesktop, !configuration.headless else { return configuration.windowScale }
        var usable = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &usable) == 0 else { return configuration.windowScale }
        let scale = HostGeometry.windowScale(fitting: points, in: CGSize(width: CGFloat(usable.w), height: CGFloat(usable.h)),
                                             preferred: configuration.windowScale)
        if scale < configuration.windowScale {
            logger.info("The window does not fit on the \(usable.w)×\(usable.h) desktop: window scale \(scale)")
        }
        return scale
    }

    private static func outputSize(of renderer: OpaquePointer) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (max(Int(width), 1), max(Int(height), 1))
    }

    private static func makeTexture(_ renderer: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                          Int32(width), Int32(height))
    }

    private static func failure(_ call: String) -> HostError {
        .sdlFailure(call: call, message: String(cString: SDL_GetError()))
    }
}
