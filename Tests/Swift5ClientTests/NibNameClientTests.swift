import Testing
import OpenUIKit
import OpenUIKitTesting

// A controller that names its nib the way UIKit code often does, by overriding the read-only
// `nibName` and `nibBundle` properties, compiled in Swift 5 mode. No nib loads on Linux: the view is
// a plain one, with the documented warning.

class NibNamedProfileViewController: UIViewController {
    override var nibName: String? { "Profile" }
    override var nibBundle: Bundle? { Bundle.main }
}

@MainActor @Test func swift5ModeNibNameOverrideBuildsAndLoadViewWarnsAboutIt() {
    let host = TestHost()
    let profile = NibNamedProfileViewController()
    #expect(profile.nibName == "Profile")
    #expect(profile.nibBundle === Bundle.main)
    let diagnostics = Diagnostics.record { _ = profile.view }
    #expect(diagnostics.map(\.code) == ["nib.loadingUnavailable"])
    #expect(diagnostics.first?.message.contains("\"Profile\"") == true)
    #expect(profile.view.frame == UIScreen.main.bounds)
    withExtendedLifetime(host) {}
}
