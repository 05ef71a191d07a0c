import Foundation

/// The device the app runs on, as UIKit's `UIDevice`: ``current`` describes the modelled device of the
/// running app's screen (``UIScreen/Device``), so `UIDevice.current.userInterfaceIdiom == .pad` is true
/// in an app or test made with an iPad preset.
///
/// What it reports follows iOS 17, the version OpenUIKit follows: ``systemVersion`` is "17.0";
/// ``name`` is the generic model name, as iOS 16 and later return it to apps without the user-assigned
/// device name entitlement. The orientation is the screen's (``UIScreen/orientation``), told only while
/// orientation notifications are generated, as Apple documents.
@MainActor
public final class UIDevice: NSObject {
    /// The device of the app whose code is running (``AppRuntime/current``).
    public static var current: UIDevice { AppRuntime.current.device }

    /// Posted, with the device as its object, when the device's orientation changes while
    /// ``beginGeneratingDeviceOrientationNotifications()`` is in effect.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The app this device belongs to. Weak: the runtime owns the device.
    private weak var runtime: AppRuntime?
    /// How many ``beginGeneratingDeviceOrientationNotifications()`` calls are not yet ended.
    private var orientationNotificationRequests = 0
    /// A vendor identifier made once for the app (see ``identifierForVendor``).
    private let vendorIdentifier = UUID()

    init(runtime: AppRuntime) {
        self.runtime = runtime
        super.init()
    }

    private var screen: UIScreen { (runtime ?? .current).screen }

    /// Phone or pad, from the screen's device preset.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { screen.device.idiom }
    /// "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model, as UIKit localizes it; OpenUIKit's strings are English.
    public var localizedModel: String { model }
    /// The device's name as apps see it since iOS 16: the generic model name ("iPhone").
    public var name: String { model }
    /// "iOS" on a phone, "iPadOS" on a pad, as iOS 15 and later report.
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS version OpenUIKit follows: "17.0".
    public var systemVersion: String { "17.0" }
    /// Whether several apps can run at once: true, as on every device iOS 17 supports.
    public var isMultitaskingSupported: Bool { true }
    /// An identifier of the app's vendor on this device: the same UUID for the app's whole run. Like
    /// UIKit's, it may differ between runs (UIKit keeps it until every app of the vendor is deleted).
    public var identifierForVendor: UUID? { vendorIdentifier }

    /// How the device is held: the screen's interface orientation seen from the device (an interface in
    /// landscape left is a device turned right), or `.unknown` unless orientation notifications are
    /// being generated — Apple: "always returns 0 unless orientation notifications have been enabled".
    public var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        return UIDeviceOrientation(showing: screen.orientation)
    }

    /// Whether ``orientation`` is reported and its changes posted.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Starts reporting ``orientation`` and posting ``orientationDidChangeNotification``. Calls nest:
    /// each is ended by one ``endGeneratingDeviceOrientationNotifications()``, as in UIKit.
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``; more ends than begins are ignored.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// The screen's orientation changed from `oldOrientation`: posts the change when it is reported.
    func screenOrientationDidChange(from oldOrientation: UIInterfaceOrientation) {
        guard isGeneratingDeviceOrientationNotifications, screen.orientation != oldOrientation else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
