import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// UIKit's initializers and view-loading API of `UIViewController`, as Apple documents them, on a
/// platform with no nib files or storyboards: `init(nibName:bundle:)` is the designated initializer
/// (`init()` goes through it with nil, nil), a nib name that cannot be loaded leaves `loadView()` to
/// make a plain view, `init?(coder:)` returns nil, and `awakeFromNib()` is never called.
@MainActor
@Suite struct UIViewControllerNibTests {
    /// Records which initializer ran and what the loading methods saw.
    private final class Recording: UIViewController {
        var initializers: [String] = []
        var awakeFromNibCalls = 0

        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            initializers.append("init(nibName:bundle:)")
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func awakeFromNib() {
            super.awakeFromNib()
            awakeFromNibCalls += 1
        }
    }

    @Test func initWithNilNibNameAndBundleHasNeitherAndLoadsAPlainViewSilently() {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController(nibName: nil, bundle: nil)
        #expect(controller.nibName == nil)
        #expect(controller.nibBundle == nil)
        let diagnostics = Diagnostics.record { _ = controller.view }
        #expect(diagnostics.isEmpty)
        #expect(controller.view.frame == UIScreen.main.bounds)
        #expect(type(of: controller.view!) == UIView.self)
    }

    @Test func plainInitGoesThroughInitWithNibNameAndBundle() {
        let controller = Recording()
        #expect(controller.initializers == ["init(nibName:bundle:)"])
        #expect(controller.nibName == nil)
        #expect(controller.nibBundle == nil)
    }

    @Test func aNibNameIsKeptButNoNibLoadsSoLoadViewMakesAPlainViewAndWarns() throws {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }
        let controller = Recording(nibName: "ProfileViewController", bundle: .main)
        #expect(controller.nibName == "ProfileViewController")
        #expect(controller.nibBundle === Bundle.main)
        #expect(!controller.isViewLoaded)
        let diagnostics = Diagnostics.record { _ = controller.view }
        #expect(diagnostics.map(\.code) == ["nib.loadingUnavailable"])
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("ProfileViewController"))
        #expect(controller.isViewLoaded)
        #expect(controller.view.frame == UIScreen.main.bounds)
        // Loaded once: a second read neither loads again nor warns again.
        #expect(Diagnostics.record { _ = controller.view }.isEmpty)
    }

    @Test func aNibNameWithACustomLoadViewIsNotLookedUp() {
        final class CodeBuilt: UIViewController {
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func loadView() { view = custom }
        }
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }
        let controller = CodeBuilt(nibName: "CodeBuilt", bundle: nil)
        let diagnostics = Diagnostics.record { _ = controller.view }
        #expect(diagnostics.isEmpty)
        #expect(controller.view === controller.custom)
    }

    /// UIKit declares `open var nibName: String? { get }` and `nibBundle` alike, and a subclass may name
    /// its nib by overriding them. `loadView()` asks the property ("a view controller has an associated
    /// nib file if the nibName property returns a non-nil value"), so the override is what counts.
    private final class NamesItsNib: UIViewController {
        override var nibName: String? { "Profile" }
        override var nibBundle: Bundle? { .main }
    }

    @Test func aSubclassOverridingNibNameIsReadByLoadViewWhichWarnsAndMakesAPlainView() throws {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }
        let controller = NamesItsNib()
        #expect(controller.nibName == "Profile")
        #expect(controller.nibBundle === Bundle.main)
        let diagnostics = Diagnostics.record { _ = controller.view }
        #expect(diagnostics.map(\.code) == ["nib.loadingUnavailable"])
        let warning = try #require(diagnostics.first)
        #expect(warning.message.contains("\"Profile\""))
        #expect(warning.message.contains(Bundle.main.bundlePath))
        #expect(type(of: controller.view!) == UIView.self)
        #expect(controller.view.frame == UIScreen.main.bounds)
    }

    @Test func anOverrideReturningNilHidesTheInitializersNibNameSoNothingIsLookedUp() {
        final class ForgetsItsNib: UIViewController {
            override var nibName: String? { nil }
        }
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }
        let controller = ForgetsItsNib(nibName: "Forgotten", bundle: nil)
        #expect(controller.nibName == nil)
        let diagnostics = Diagnostics.record { _ = controller.view }
        #expect(diagnostics.isEmpty)
        #expect(controller.view.frame == UIScreen.main.bounds)
    }

    @Test func initWithCoderReturnsNilAndSaysWhy() {
        expectDecodingRefused(["UIViewController"], [{ UIViewController(coder: NSCoder()) }])
    }

    @Test func aSubclassCallingSuperInitWithCoderGetsNil() {
        expectDecodingRefused(["Recording"], [{ Recording(coder: NSCoder()) }])
    }

    @Test func engineControllersReturnNilFromInitWithCoder() {
        expectDecodingRefused(["UINavigationController", "UIAlertController"],
                              [{ UINavigationController(coder: NSCoder()) }, { UIAlertController(coder: NSCoder()) }])
    }

    @Test func awakeFromNibIsNeverCalledByTheEngine() {
        let host = TestHost()
        let controller = Recording()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.awakeFromNibCalls == 0)
        // Callable, as code that calls it itself expects; the override's `super` call runs.
        controller.awakeFromNib()
        #expect(controller.awakeFromNibCalls == 1)
    }

    @Test func loadViewRunsOnceOnFirstReadOfViewThenViewDidLoadSeesTheAssignedView() {
        final class Custom: UIViewController {
            var events: [String] = []
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
            var viewSeenInViewDidLoad: UIView?
            override func loadView() {
                events.append("loadView")
                view = root
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                events.append("viewDidLoad")
                viewSeenInViewDidLoad = viewIfLoaded
            }
        }
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }
        let controller = Custom()
        #expect(controller.viewIfLoaded == nil)   // reading viewIfLoaded does not load
        #expect(!controller.isViewLoaded)
        #expect(controller.events.isEmpty)
        #expect(controller.view === controller.root)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.events == ["loadView", "viewDidLoad"])
        #expect(controller.viewSeenInViewDidLoad === controller.root)
        #expect(controller.view.next === controller)
    }

    @Test func loadViewIfNeededLoadsWithoutReadingView() {
        let controller = Recording()
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded != nil)
    }
}
