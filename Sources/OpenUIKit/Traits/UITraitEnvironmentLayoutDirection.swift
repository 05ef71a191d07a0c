/// The direction of the interface's layout, with UIKit's raw values. OpenUIKit lays out left to right;
/// the trait is reported (from the runtime) so that code reading it compiles and branches as on iOS.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
