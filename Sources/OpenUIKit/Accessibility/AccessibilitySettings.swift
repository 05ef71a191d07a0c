/// The accessibility settings of an app's user that apps read through ``UIAccessibility``
/// (``AppRuntime/isReduceMotionEnabled`` and its siblings); off by default, as on a new device.
struct AccessibilitySettings: Equatable {
    var reducesMotion = false
    var reducesTransparency = false
}
