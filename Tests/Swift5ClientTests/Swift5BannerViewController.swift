import OpenUIKit

/// A screen as older Swift 5 apps mix layouts: a banner positioned by its frame and autoresizing mask
/// (never touching `translatesAutoresizingMaskIntoConstraints`), and a label laid out with constraints
/// against the banner's bottom edge.
class Swift5BannerViewController: UIViewController {
    let banner = UIView()
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        banner.backgroundColor = .systemBlue
        view.addSubview(banner)

        titleLabel.text = "Welcome back"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init() {
        super.init(nibName: nil, bundle: nil)
    }
}
