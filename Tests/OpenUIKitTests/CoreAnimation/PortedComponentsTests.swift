import OpenUIKit
import OpenUIKitTesting
import Testing

// Four components written as iOS developers write them today — a progress ring on shape layers, a
// toast on Auto Layout and spring animations, a gradient view through `layerClass`, and a filter
// sheet with detents, a configured button and an iOS 17 trait registration — with only
// `import UIKit` changed to `import OpenUIKit` and the two Objective-C-only spellings the README's
// differences table names (`#selector` → `Selector(_:_:)`, `#keyPath(…)` → the key string).

final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    var lineWidth: CGFloat = 6 { didSet { setNeedsLayout() } }
    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = max(0, min(1, progress)) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.fillColor = nil
        progressLayer.strokeColor = tintColor.cgColor
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
            shape.lineWidth = lineWidth
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        progressLayer.strokeColor = tintColor.cgColor
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
        animation.toValue = value
        animation.duration = animated ? 0.35 : 0
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        progressLayer.add(animation, forKey: "progress")
        progress = value
    }
}

@MainActor final class Toast {
    static func show(_ message: String, in view: UIView, duration: TimeInterval = 2) {
        let label = PaddingLabel()
        label.text = message
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .white
        label.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        label.numberOfLines = 0
        label.textAlignment = .center
        label.layer.cornerRadius = 12
        label.layer.cornerCurve = .continuous
        label.clipsToBounds = true
        label.alpha = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 320),
        ])
        label.transform = CGAffineTransform(translationX: 0, y: 20)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
                       options: [.curveEaseOut, .allowUserInteraction]) {
            label.alpha = 1
            label.transform = .identity
        } completion: { _ in
            UIView.animate(withDuration: 0.3, delay: duration, options: .curveEaseIn, animations: {
                label.alpha = 0
            }) { _ in label.removeFromSuperview() }
        }
    }
}

final class PaddingLabel: UILabel {
    var insets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

final class PulseView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    private(set) var roundingCommitted = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        layer.masksToBounds = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func pulse() {
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1, 1.15, 1]
        pulse.keyTimes = [0, 0.5, 1]
        pulse.duration = 0.6
        pulse.repeatCount = .infinity
        layer.add(pulse, forKey: "pulse")
        UIView.animateKeyframes(withDuration: 1.0, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.alpha = 1 }
        }
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        CATransaction.setCompletionBlock { [weak self] in self?.roundingCommitted = true }
        layer.cornerRadius = bounds.height / 2
        CATransaction.commit()
    }
}

final class FilterViewController: UIViewController, UISheetPresentationControllerDelegate {
    private let stack = UIStackView()
    let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
    let slider = UISlider()
    let toggle = UISwitch()
    private(set) lazy var applyButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Apply"
        config.image = UIImage(systemName: "checkmark")
        config.imagePadding = 8
        config.cornerStyle = .capsule
        config.buttonSize = .large
        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in self?.apply() })
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isSelected
            button.configuration = updated
        }
        return button
    }()
    var onApply: ((Int, Float, Bool) -> Void)?
    private(set) var styleChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = "Filters"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: Selector("done", FilterViewController.done))
        stack.axis = .vertical
        stack.spacing = UIStackView.spacingUseSystem
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        segmented.selectedSegmentIndex = 0
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        let label = UILabel()
        label.text = "Only favourites"
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.axis = .horizontal
        row.alignment = .center
        [segmented, slider, row, applyButton].forEach(stack.addArrangedSubview)
        stack.setCustomSpacing(32, after: row)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.styleChanges += 1
        }
    }

    private func done() { dismiss(animated: true) }

    private func apply() {
        applyButton.isSelected = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            guard let self else { return }
            self.applyButton.isSelected = false
            self.onApply?(self.segmented.selectedSegmentIndex, self.slider.value, self.toggle.isOn)
        }
    }
}

@MainActor func presentFilters(from presenter: UIViewController) -> FilterViewController {
    let filters = FilterViewController()
    let nav = UINavigationController(rootViewController: filters)
    nav.modalPresentationStyle = .pageSheet
    if let sheet = nav.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
    }
    presenter.present(nav, animated: true)
    return filters
}

@MainActor
@Suite struct PortedComponentsTests {
    @Test func theRingsStrokeEndIsSetAtOnceAndAnimatesThroughItsPresentation() throws {
        let host = TestHost()
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        host.window.addSubview(ring)
        host.window.layoutIfNeeded()
        ring.setProgress(0.5, animated: true)
        #expect(ring.progressLayer.strokeEnd == 0.5, "the model value changes at once")
        host.advance(by: 0.175)
        let halfway = try #require(ring.progressLayer.presentation()?.strokeEnd)
        #expect(abs(halfway - 0.25) < 0.03, "a linear animation is halfway at half its duration: \(halfway)")
        host.advance(by: 0.2)
        #expect(ring.progressLayer.animation(forKey: "progress") == nil)
    }

    @Test func theToastSpringsInStaysTwoSecondsAndRemovesItself() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.window.layoutIfNeeded()
        Toast.show("Saved", in: root.view)
        let label = root.view.subviews.compactMap { $0 as? PaddingLabel }.first
        #expect(label?.alpha == 1, "the model alpha is the animation's end value")
        host.advance(by: 0.35)
        host.window.layoutIfNeeded()
        #expect(label?.superview === root.view)
        #expect(label.map { $0.frame.maxY <= root.view.safeAreaLayoutGuide.layoutFrame.maxY - 24 + 0.5 } == true)
        host.advance(by: 2.0)
        #expect(label?.superview === root.view, "still fading out")
        host.advance(by: 0.4)
        #expect(label?.superview == nil)
    }

    @Test func thePulseViewIsBackedByItsGradientAndPulsesForever() {
        let host = TestHost()
        let pulse = PulseView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        host.window.addSubview(pulse)
        #expect(pulse.gradientLayer.colors?.count == 2)
        pulse.pulse()
        #expect(pulse.layer.cornerRadius == 30)
        host.advance(by: 5)
        #expect(pulse.layer.animation(forKey: "pulse") != nil, "repeats forever")
        #expect(pulse.roundingCommitted, "the transaction's completion ran")
        #expect(pulse.alpha == 1)
    }

    @Test func theFilterSheetAppliesHalfASecondAfterTheTapShowingActivityMeanwhile() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let filters = presentFilters(from: root)
        host.advance(by: 1)
        #expect(filters.navigationController?.sheetPresentationController?.detents.count == 2)
        var applied: (Int, Float, Bool)?
        filters.onApply = { applied = ($0, $1, $2) }
        filters.segmented.selectedSegmentIndex = 2
        host.tap(filters.applyButton)
        host.advance(by: 0.1)
        #expect(filters.applyButton.configuration?.showsActivityIndicator == true)
        #expect(applied == nil)
        host.advance(by: 0.5)
        let result = try #require(applied)
        #expect(result.0 == 2 && result.1 == 50 && result.2 == false)
        #expect(filters.applyButton.configuration?.showsActivityIndicator == false)

        filters.overrideUserInterfaceStyle = .dark
        host.window.layoutIfNeeded()
        #expect(filters.styleChanges == 1, "the handler named its environment `Self`")
    }
}
