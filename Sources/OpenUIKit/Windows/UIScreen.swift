import Foundation

/// The display an app's windows are on, as UIKit's `UIScreen`, built from a ``Device`` preset.
///
/// On Linux there is no real device, so a screen is made from a preset (an iPhone or an iPad, in
/// portrait or landscape). Rotating it (``orientation``) swaps the bounds and resizes every window that
/// filled the screen, as UIKit does on rotation.
@MainActor
public final class UIScreen {
    /// A device's screen: its portrait size in points, its scale and its idiom.
    public struct Device: Hashable, Sendable {
        /// The device's name as people know it ("iPhone 15"), for printing and reports.
        public var name: String
        /// The screen's size in points held upright; landscape swaps width and height.
        public var portraitSize: CGSize
        /// Pixels per point (2 or 3 on devices, 1 for the desktop preset), as UIKit's `UIScreen.scale`.
        public var scale: CGFloat
        /// Phone or pad: decides the size classes, and so how presentations adapt.
        public var idiom: UIUserInterfaceIdiom
        /// What the status bar, the sensor housing and the home indicator cover of the screen held
        /// upright: a full-screen window's ``UIView/safeAreaInsets`` in portrait.
        public var portraitSafeAreaInsets: UIEdgeInsets
        /// The same in landscape (`.landscapeLeft`; the housing's side is not told apart).
        public var landscapeSafeAreaInsets: UIEdgeInsets
        /// The status bar's height held upright (``UIStatusBarManager/statusBarFrame``); a phone hides
        /// its status bar in landscape, an iPad shows it at this height in both orientations. 0: none.
        public var statusBarHeight: CGFloat

        /// A custom device, for screens the presets do not cover; without safe-area insets unless
        /// given.
        public init(name: String, portraitSize: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom,
                    portraitSafeAreaInsets: UIEdgeInsets = .zero, landscapeSafeAreaInsets: UIEdgeInsets = .zero,
                    statusBarHeight: CGFloat = 0) {
            self.name = name
            self.statusBarHeight = statusBarHeight
            self.portraitSize = portraitSize
            self.scale = scale
            self.idiom = idiom
            self.portraitSafeAreaInsets = portraitSafeAreaInsets
            self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        }

        /// iPhone 15: 393×852 points at @3x. Safe area as UIKit reports it for a full-screen view
        /// controller: 59 points under the Dynamic Island and 34 over the home indicator in portrait;
        /// 59 on each side and 21 at the bottom in landscape, where the status bar is hidden. The
        /// status bar is 54 points tall.
        public static let iPhone15 = Device(name: "iPhone 15", portraitSize: CGSize(width: 393, height: 852),
                                            scale: 3, idiom: .phone,
                                            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                                            statusBarHeight: 54)
        /// iPhone SE (3rd generation): 375×667 points at @2x. The 20-point status bar in portrait;
        /// nothing in landscape, where an iPhone hides the status bar.
        public static let iPhoneSE = Device(name: "iPhone SE", portraitSize: CGSize(width: 375, height: 667),
                                            scale: 2, idiom: .phone,
                                            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                            statusBarHeight: 20)
        /// iPad (10th generation): 820×1180 points at @2x. The 24-point status bar and the 20-point
        /// home indicator, in both orientations.
        public static let iPad = Device(name: "iPad", portraitSize: CGSize(width: 820, height: 1180),
                                        scale: 2, idiom: .pad,
                                        portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                        statusBarHeight: 24)
        /// iPad Pro 12.9-inch: 1024×1366 points at @2x; the safe area of the ``iPad``.
        public static let iPadPro12 = Device(name: "iPad Pro 12.9", portraitSize: CGSize(width: 1024, height: 1366),
                                             scale: 2, idiom: .pad,
                                             portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                             landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                             statusBarHeight: 24)
        /// A desktop-sized window for benchmarks and tools: 1000×1000 points at @1x, regular width.
        public static let desktop = Device(name: "Desktop", portraitSize: CGSize(width: 1000, height: 1000),
                                           scale: 1, idiom: .pad)
    }

    /// The screen of the runtime of the code that is running (``AppRuntime/current``).
    public static var main: UIScreen { AppRuntime.current.screen }

    /// The runtime this screen belongs to, which adopts it when created; nil for a screen made on its
    /// own. Weak: the runtime owns the screen.
    weak var runtime: AppRuntime?

    /// The preset the screen was made from; fixed, as a real screen's hardware is.
    public let device: Device

    /// The interface orientation; changing it swaps the bounds and resizes full-screen windows, and —
    /// since a phone's vertical size class follows it — tells the views and controllers of the screen's
    /// windows whose traits changed (`UIView+TraitChanges.swift`), as a rotation does on iOS. Each
    /// resized window's root view controller hears of the new size first, and the size change's
    /// coordinator blocks run after the trait changes (`UIWindow+SizeTransition.swift`).
    /// `.unknown` (UIKit's value when the orientation cannot be determined) is stored as `.portrait`,
    /// here as in ``init(device:orientation:)``: a screen always has a definite shape.
    public var orientation: UIInterfaceOrientation {
        get { storedOrientation }
        set {
            let oldValue = storedOrientation
            let newValue = newValue == .unknown ? UIInterfaceOrientation.portrait : newValue
            defer {
                // `UIDevice.current` follows its app's screen.
                if let runtime, runtime.screen === self { runtime.storedDevice?.screenOrientationDidChange(from: oldValue) }
            }
            guard newValue.isLandscape != oldValue.isLandscape else {
                storedOrientation = newValue
                return
            }
            let oldBounds = CGRect(origin: .zero, size: size(for: oldValue))
            let windows = (runtime ?? .current).application.windows.filter { $0.screen === self }
            let resized = windows.filter { $0.frame == oldBounds }
            let newSize = size(for: newValue)
            let transitions = resized.compactMap { window in window.beginSizeTransition(to: newSize).map { (window, $0) } }
            UIView.notifyingTraitChanges(in: windows) {
                storedOrientation = newValue
                for window in resized { window.frame = bounds }
            }
            for (window, transition) in transitions { window.endSizeTransition(transition) }
        }
    }
    private var storedOrientation: UIInterfaceOrientation

    /// A screen for `device` held in `orientation` (`.unknown` becomes `.portrait`: a screen always has a
    /// definite shape).
    public init(device: Device, orientation: UIInterfaceOrientation = .portrait) {
        self.device = device
        storedOrientation = orientation == .unknown ? .portrait : orientation
    }

    /// The screen's rectangle in points, for the current orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: size(for: orientation)) }

    /// Pixels per point.
    public var scale: CGFloat { device.scale }

    /// What the device's bars and housing cover in the current orientation (see
    /// ``Device/portraitSafeAreaInsets``).
    var safeAreaInsets: UIEdgeInsets {
        orientation.isLandscape ? device.landscapeSafeAreaInsets : device.portraitSafeAreaInsets
    }

    /// The most frames a second the screen shows: 60, for every modelled device (the engine steps
    /// animations and display links at 60 Hz; a ProMotion iPad's 120 Hz is not modelled).
    public var maximumFramesPerSecond: Int { CADisplayLink.framesPerSecond }

    /// The physical pixels per point; the same as ``scale`` for the modelled devices.
    public var nativeScale: CGFloat { device.scale }

    /// The traits of a full-screen interface on this screen: a phone is compact in width in both
    /// orientations and compact in height in landscape; an iPad is regular in both, as UIKit reports
    /// for full-screen apps.
    public var traitCollection: UITraitCollection {
        switch device.idiom {
        case .phone:
            return UITraitCollection(userInterfaceIdiom: .phone, horizontalSizeClass: .compact,
                                     verticalSizeClass: orientation.isLandscape ? .compact : .regular,
                                     displayScale: scale)
        default:
            return UITraitCollection(userInterfaceIdiom: device.idiom, horizontalSizeClass: .regular,
                                     verticalSizeClass: .regular, displayScale: scale)
        }
    }

    private func size(for orientation: UIInterfaceOrientation) -> CGSize {
        let portrait = device.portraitSize
        return orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }
}
