/// Light or dark appearance, with UIKit's raw values. Dynamic colours (``UIColor/init(dynamicProvider:)``)
/// and the system palette resolve by it; `.unspecified` resolves as `.light`, as UIKit's colours do.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
