import Testing
import OpenUIKit
import OpenUIKitTesting

/// A download ring and a gradient banner written as a UIKit app in Swift 5 mode writes them: shape and
/// gradient layers added to a view's layer, laid out in `layoutSubviews`, with a rounded, shadowed card.
class Swift5DownloadRingView: UIView {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()

    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.lineWidth = 6
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.fillColor = nil
        progressLayer.lineWidth = 6
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
                                radius: bounds.width / 2 - 6, startAngle: -CGFloat.pi / 2,
                                endAngle: 3 * CGFloat.pi / 2, clockwise: true)
        trackLayer.path = path.cgPath
        progressLayer.path = path.cgPath
    }
}

class Swift5GradientBanner: UIView {
    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor.systemRed.cgColor, UIColor.systemOrange.cgColor]
        gradient.locations = [0, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        layer.insertSublayer(gradient, at: 0)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 6
        layer.borderWidth = 1
        layer.borderColor = UIColor.white.withAlphaComponent(0.5).cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
        gradient.cornerRadius = layer.cornerRadius
    }
}

/// A view backed by a gradient layer through `layerClass`, which re-colours itself when the
/// interface style changes through iOS 17's registration, naming its environment `Self`.
class Swift5GradientBackdropView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        applyColors()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.applyColors()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func applyColors() {
        let dark = traitCollection.userInterfaceStyle == .dark
        gradientLayer.colors = dark ? [UIColor.black.cgColor, UIColor.darkGray.cgColor]
            : [UIColor.white.cgColor, UIColor.systemGray6.cgColor]
    }
}

@MainActor
@Suite struct Swift5LayerClientTests {
    @Test func theBackdropsOwnLayerIsItsGradientRecolouredInDarkMode() {
        let host = TestHost()
        let backdrop = Swift5GradientBackdropView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(backdrop)
        host.window.layoutIfNeeded()
        #expect(backdrop.layer is CAGradientLayer)
        #expect((backdrop.gradientLayer.colors?.first as? CGColor) == UIColor.white.cgColor)
        backdrop.overrideUserInterfaceStyle = .dark
        host.window.layoutIfNeeded()
        #expect((backdrop.gradientLayer.colors?.first as? CGColor) == UIColor.black.cgColor)
    }

    @Test func theRingAndTheBannerBuildTheirLayerTrees() {
        let host = TestHost()
        let ring = Swift5DownloadRingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let banner = Swift5GradientBanner(frame: CGRect(x: 0, y: 80, width: 200, height: 44))
        host.window.addSubview(ring)
        host.window.addSubview(banner)
        ring.progress = 0.6
        host.window.layoutIfNeeded()
        #expect(ring.layer.sublayers?.count == 2)
        #expect(ring.progressLayer.strokeEnd == 0.6)
        #expect(ring.progressLayer.path?.boundingBox.width == 48)
        #expect(banner.layer.sublayers?.first is CAGradientLayer)
        #expect(banner.layer.sublayers?.first?.frame == banner.bounds)
        // The banner's shadow reaches below it, so its drawn area does too.
        let drawn = banner.renderDisplayList().commands
        #expect(drawn.contains { if case .shadow = $0 { return true } else { return false } })
    }
}
