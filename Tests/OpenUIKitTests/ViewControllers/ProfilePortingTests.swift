import OpenUIKit
import OpenUIKitTesting
import Testing

// A profile screen written as iOS developers write one, with the boilerplate UIKit requires of every
// subclass: both view initializers and `awakeFromNib()`, a controller made with
// `init(nibName: nil, bundle: nil)` whose `init?(coder:)` is `fatalError`, a `loadView()` that sets a
// custom view, and `viewDidLoad()`. Only `import UIKit` became `import OpenUIKit`.

final class ProfileHeaderView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        nameLabel.textColor = .secondaryLabel
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        avatarView.layer.cornerRadius = 32
        avatarView.layer.masksToBounds = true
        nameLabel.font = .boldSystemFont(ofSize: 22)
        nameLabel.textAlignment = .center
        addSubview(avatarView)
        addSubview(nameLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.frame = CGRect(x: (bounds.width - 64) / 2, y: 24, width: 64, height: 64)
        nameLabel.frame = CGRect(x: 16, y: avatarView.frame.maxY + 12, width: bounds.width - 32, height: 28)
    }
}

final class ProfileViewController: UIViewController {
    private let userName: String
    private var headerView: ProfileHeaderView { view as! ProfileHeaderView }

    init(userName: String) {
        self.userName = userName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = ProfileHeaderView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = userName
        headerView.nameLabel.text = userName
    }
}

final class AboutViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "About"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite struct ProfilePortingTests {
    @Test func theProfileScreenShowsItsCustomViewFilledInViewDidLoad() throws {
        let host = TestHost()
        let profile = ProfileViewController(userName: "Ada")
        #expect(!profile.isViewLoaded)
        host.window.rootViewController = UINavigationController(rootViewController: profile)
        host.window.layoutIfNeeded()
        let header = try #require(profile.viewIfLoaded as? ProfileHeaderView)
        #expect(header.window === host.window)
        #expect(header.nameLabel.text == "Ada")
        #expect(profile.navigationItem.title == "Ada")
        #expect(header.avatarView.frame == CGRect(x: (header.bounds.width - 64) / 2, y: 24, width: 64, height: 64))
        #expect(header.nameLabel.frame.minY == 100)
    }

    @Test func theHeaderMadeInCodeIsSetUpOnceAndNeverAwokenFromANib() {
        let host = TestHost()
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        host.window.addSubview(header)
        host.window.layoutIfNeeded()
        #expect(header.subviews == [header.avatarView, header.nameLabel])
        #expect(header.nameLabel.textColor != .secondaryLabel)
        #expect(header.avatarView.layer.cornerRadius == 32)
    }

    @Test func decodingTheHeaderFromAnArchiveGivesNil() {
        expectDecodingRefused(["ProfileHeaderView"], [{ ProfileHeaderView(coder: NSCoder()) }])
    }

    @Test func theAboutScreenMadeWithPlainInitGoesThroughItsNibInitializer() {
        let about = AboutViewController()
        #expect(about.title == "About")
        #expect(about.nibName == nil)
        #expect(about.nibBundle == nil)
    }

    @Test func theAboutScreenNamingANibGetsAPlainViewAndAWarning() {
        let host = TestHost()
        let about = AboutViewController(nibName: "AboutViewController", bundle: nil)
        let diagnostics = Diagnostics.record { host.window.rootViewController = about }
        #expect(diagnostics.map(\.code) == ["nib.loadingUnavailable"])
        #expect(about.view.window === host.window)
        #expect(about.title == "About")
    }
}
