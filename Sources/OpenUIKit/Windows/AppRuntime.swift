import Foundation

/// One running app: its application, scheduler, screen, text measurer, image decoder and encoder,
/// keyboard state and diagnostics sink, which belong together and are never swapped one by one.
///
/// UIKit has one app per process, created by `UIApplicationMain`, and reaches it through singletons
/// (`UIApplication.shared`, `UIScreen.main`). On Linux one process also runs many apps at once: every
/// test of a suite makes its own, and Swift Testing runs tests in parallel. So a host (the SDL window
/// host, the Catalog, the benchmarks) or a test harness (`TestHost`) creates a runtime and passes it
/// where it is needed, as swift-nio passes an event loop; the singletons stay, for code written against
/// UIKit, and answer from the runtime of the code that is running (``current``, which says how that is
/// decided).
///
/// ```swift
/// let runtime = AppRuntime(screen: UIScreen(device: .iPad))
/// let window = runtime.run { UIWindow(screen: runtime.screen) }   // registered with runtime.application
/// runtime.scheduler.advance(by: 1)                                  // its timers fire, with `current` = runtime
/// ```
///
/// The parts are created with the runtime (or handed to ``init(application:screen:scheduler:textMeasurer:imageDecoder:imageEncoder:)``)
/// and adopt it: each knows its runtime, so the engine's frequent paths (input dispatch, a timer's
/// fire, a window's key state) reach their runtime through the object they already hold, never through
/// a lookup of ``current``.
@MainActor
public final class AppRuntime {
    /// The app: its windows, first responder and input entry point (``UIApplication/shared`` here).
    public let application: UIApplication
    /// Every timer, delayed perform, animation step and transition of this app (``Scheduler/main``).
    public let scheduler: Scheduler
    /// The display the app's windows are on (``UIScreen/main``).
    public let screen: UIScreen
    /// What labels and buttons measure their text with. A host that draws with Pango passes the Pango
    /// measurer, so views are sized to what is drawn; the default, ``EstimatingTextMeasurer``, is
    /// deterministic and needs no font library, for tests. Setting it later makes every label in the
    /// app's windows forget the sizes it measured and lays them out again (a host installs Pango this
    /// way); a frame an app set from an earlier measurement (`sizeToFit()`) keeps its size.
    public var textMeasurer: any TextMeasurer {
        didSet { for window in application.windows { window.textMeasurerDidChange() } }
    }
    /// What turns image files into pixels (`UIImage(named:)`); without one, images get their sizes from
    /// the PNG header and no pixels, which is all layout needs.
    public var imageDecoder: (any ImageDecoder)?
    /// What turns images into pixels and PNG data (`UIImage.pngData()`): a renderer's, since the
    /// engine cannot rasterize an image drawn in code; without one, encoding returns nil with a warning.
    public var imageEncoder: (any ImageEncoder)?
    /// Whether the on-screen keyboard is up, and where: the one record every part reads (the host's
    /// simulated keyboard, form sheets that move out of its way).
    public var keyboard = KeyboardState()
    /// Posts the keyboard notifications when the keyboard follows a text input becoming or leaving
    /// first responder (`UIApplication+SoftwareKeyboard.swift`).
    public let keyboardNotifications = KeyboardNotificationPoster()
    /// The app's clipboard (``UIPasteboard/general``): in memory unless a host backs it with the
    /// system's clipboard (the SDL host does).
    public var pasteboard = UIPasteboard()
    /// Receives what the app posts with ``UIAccessibility/post(notification:argument:)``, where iOS
    /// would tell VoiceOver; nil (nothing listens) unless a host or a test installs one (`TestHost`
    /// records them).
    public var accessibilityNotificationHandler: (@MainActor (UIAccessibility.Notification, Any?) -> Void)?
    /// Opens URLs the app hands to ``UIApplication/open(_:options:completionHandler:)``, returning
    /// whether it did; nil (no URL opens, as on a device with no app for them) unless a host or a test
    /// installs one: the SDL host hands them to the desktop (`xdg-open`), `TestHost` records them.
    public var urlOpener: (@MainActor (URL) -> Bool)?
    /// The accessibility settings the user chose (``isReduceMotionEnabled``,
    /// ``isReduceTransparencyEnabled``).
    var accessibilitySettings = AccessibilitySettings()
    /// How page and form sheets appear in a horizontally compact environment (every iPhone):
    /// ``CompactSheetStyle/card`` as iOS 13–17 show them (the default), or
    /// ``CompactSheetStyle/fullScreen`` as iPhone OS 3.2 to iOS 12 did — the articles' behaviour. The one
    /// setting for that era; read when a sheet is presented, so change it before presenting.
    public var compactSheetStyle: CompactSheetStyle = .card
    /// Where this app's diagnostics go: the log and the observers registered on it (``Diagnostics``
    /// forwards to the current runtime's sink).
    public let diagnostics: DiagnosticSink
    /// The device ``UIDevice/current`` answers for this app, made when first asked for.
    public var device: UIDevice {
        if let storedDevice { return storedDevice }
        let device = UIDevice(runtime: self)
        storedDevice = device
        return device
    }
    private(set) var storedDevice: UIDevice?
    /// The appearance the user chose in Settings (``userInterfaceStyle``,
    /// ``preferredContentSizeCategory``), which every window's traits start from.
    var appearance = AppAppearance(style: .light, category: .large)
    /// The trait collection set as ``UITraitCollection/current`` outside drawing, by its setter or
    /// ``UITraitCollection/performAsCurrent(_:)`` (see `UITraitCollection+Current.swift`); nil when none is.
    var explicitCurrentTraits: UITraitCollection?
    /// Whether this app's animation blocks animate (``UIView/setAnimationsEnabled(_:)``). UIKit keeps
    /// it per process, which is one app there; here each runtime is an app, so a test that turns
    /// animations off cannot change what a test running beside it sees.
    var viewAnimationsEnabled = true
    /// The delegate the app was launched with (``launch(_:options:)``), kept here rather than by the
    /// application, whose reference is weak as UIKit's: the delegate keeps the window, and the window
    /// its application.
    var launchedDelegate: (any UIApplicationDelegate)?
    /// The connected scenes, oldest first (``UIApplication/connectedScenes``). Kept here for the same
    /// reason: a scene keeps its delegate, which keeps the scene's window.
    var scenes: [UIScene] = []
    /// The `appearance()` proxies made in this app, by the class they style (UIKit keeps one per class
    /// per process, which is one app there).
    var appearanceProxies: [ObjectIdentifier: UIView] = [:]

    /// Creates a runtime from its parts (fresh ones by default) and makes it the current runtime of
    /// the code that created it (see ``current``).
    ///
    /// A part belongs to one runtime: handing an application, scheduler or screen that another runtime
    /// adopted moves it here, with a `runtime.partMoved` warning, since the other runtime's code would
    /// then act on this one's state.
    public init(application: UIApplication = UIApplication(), screen: UIScreen = UIScreen(device: .iPhone15),
                scheduler: Scheduler = Scheduler(), textMeasurer: any TextMeasurer = EstimatingTextMeasurer(),
                imageDecoder: (any ImageDecoder)? = nil, imageEncoder: (any ImageEncoder)? = nil) {
        self.application = application
        self.scheduler = scheduler
        self.screen = screen
        self.textMeasurer = textMeasurer
        self.imageDecoder = imageDecoder
        self.imageEncoder = imageEncoder
        diagnostics = DiagnosticSink()
        let moved = [application.runtime != nil, scheduler.runtime != nil, screen.runtime != nil].contains(true)
        application.runtime = self
        scheduler.runtime = self
        screen.runtime = self
        Self.register(self)
        if moved {
            diagnostics.warn("runtime.partMoved",
                             "An application, scheduler or screen of another runtime was given to a new one; it now belongs to the new one.")
        }
    }

    /// The runtime used by code that runs on behalf of none (see ``current``): made on first use and
    /// never registered as any task's.
    private init(unregistered: Void) {
        application = UIApplication()
        scheduler = Scheduler()
        screen = UIScreen(device: .iPhone15)
        textMeasurer = EstimatingTextMeasurer()
        diagnostics = DiagnosticSink()
        application.runtime = self
        scheduler.runtime = self
        screen.runtime = self
    }

    static let unclaimed = AppRuntime(unregistered: ())
}
