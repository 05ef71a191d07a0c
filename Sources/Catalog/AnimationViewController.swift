import Foundation
import OpenUIKit

/// Core Animation and UIKit animation as apps write them, one row each (issue 20's Animation
/// screen):
/// - a loading button whose spinner turns with a `transform.rotation.z` animation on its own layer,
///   repeating forever until the button is tapped again;
/// - a pressable button that scales down with `transform.scale` on touch-down and back on touch-up;
/// - a "Shake" button that shakes a field with a keyframe animation on `position.x`;
/// - a quote label whose text changes under a `CATransition` fade;
/// - a button presenting a card through a transitioning delegate that fades it in and out;
/// - a box moved by a paused `UIViewPropertyAnimator` whose `fractionComplete` a slider scrubs.
@MainActor
final class AnimationViewController: UIViewController {
    let spinnerButton = UIButton(type: .system)
    let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    let pressableButton = UIButton(type: .custom)
    let shakeButton = UIButton(type: .system)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
    let quoteLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    let quoteButton = UIButton(type: .system)
    let presentButton = UIButton(type: .system)
    let scrubSlider = UISlider(frame: CGRect(x: 0, y: 0, width: 0, height: 34))
    let track = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    /// The animator the slider scrubs, made once the box is laid out in its track.
    private(set) var scrubAnimator: UIViewPropertyAnimator?
    private let fadeDelegate = FadeTransitioningDelegate()
    /// The quotes the label steps through.
    static let quotes = ["Simple things should be simple.", "Make it work, make it right, make it fast.",
                         "Less, but better."]
    private var quoteIndex = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.animation.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the spinner turns.
    var isSpinning: Bool { spinner.layer.animation(forKey: "spin") != nil }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 14, top: 20)
        spinner.layer.borderWidth = 3
        spinner.layer.borderColor = UIColor.systemBlue.cgColor
        spinner.layer.cornerRadius = 14
        let notch = UIView(frame: CGRect(x: 11, y: -2, width: 6, height: 6))
        notch.backgroundColor = .systemBackground
        spinner.addSubview(notch)
        spinnerButton.setTitle("Load", for: .normal)
        style(spinnerButton)
        spinnerButton.addAction(UIAction { [weak self] _ in self?.toggleSpinner() }, for: .touchUpInside)
        let spinnerRow = Self.row(height: 52, [spinnerButton, CenteringView(spinner)])
        column.addRow(spinnerRow)

        pressableButton.setTitle("Press and hold", for: .normal)
        pressableButton.setTitleColor(.white, for: .normal)
        pressableButton.backgroundColor = .systemBlue
        pressableButton.layer.cornerRadius = 12
        pressableButton.heightAnchor.constraint(equalToConstant: 52).isActive = true
        pressableButton.addAction(UIAction { [weak self] _ in self?.pressDown() }, for: .touchDown)
        for event: UIControl.Event in [.touchUpInside, .touchUpOutside, .touchCancel] {
            pressableButton.addAction(UIAction { [weak self] _ in self?.pressUp() }, for: event)
        }
        column.addRow(pressableButton)

        field.placeholder = "Password"
        field.borderStyle = .roundedRect
        shakeButton.setTitle("Shake", for: .normal)
        style(shakeButton)
        shakeButton.addAction(UIAction { [weak self] _ in self?.shake() }, for: .touchUpInside)
        column.addRow(Self.row(height: 44, [field, shakeButton]))
        // A phone in landscape shows the rest beside these, as the other screens do.
        column.breakColumn()

        quoteLabel.text = Self.quotes[0]
        quoteLabel.textAlignment = .center
        quoteButton.setTitle("Next quote (fade)", for: .normal)
        style(quoteButton)
        quoteButton.addAction(UIAction { [weak self] _ in self?.nextQuote() }, for: .touchUpInside)
        quoteLabel.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addRow(quoteLabel)
        quoteButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addRow(quoteButton)

        presentButton.setTitle("Present with a custom fade", for: .normal)
        style(presentButton)
        presentButton.addAction(UIAction { [weak self] _ in self?.presentCard() }, for: .touchUpInside)
        presentButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addRow(presentButton)

        box.backgroundColor = .systemOrange
        box.layer.cornerRadius = 8
        track.addSubview(box)
        track.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addRow(track)
        scrubSlider.addAction(UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
        scrubSlider.heightAnchor.constraint(equalToConstant: 34).isActive = true
        column.addRow(scrubSlider)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard scrubAnimator == nil, track.bounds.width > box.bounds.width else { return }
        // The box crosses the track and turns a quarter; paused, the slider sets how far.
        let end = track.bounds.width - box.bounds.width
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { [box] in
            box.transform = CGAffineTransform(translationX: end, y: 0).rotated(by: .pi / 2)
        }
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(scrubSlider.value)
        scrubAnimator = animator
    }

    /// A row `height` points tall of `views` side by side, equally wide: a horizontal fill-equally
    /// stack view.
    private static func row(height: CGFloat, _ views: [UIView]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: views)
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .fill
        row.spacing = 12
        row.heightAnchor.constraint(equalToConstant: height).isActive = true
        return row
    }

    private func style(_ button: UIButton) {
        button.backgroundColor = .systemGray6
        button.layer.cornerRadius = 10
    }

    /// Starts the spinner turning a whole turn a second, forever, or stops it.
    func toggleSpinner() {
        if isSpinning {
            spinner.layer.removeAnimation(forKey: "spin")
            spinnerButton.setTitle("Load", for: .normal)
            EventLog.record("spinner: stopped")
            return
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.layer.add(spin, forKey: "spin")
        spinnerButton.setTitle("Stop", for: .normal)
        EventLog.record("spinner: started")
    }

    /// Scales the pressable button to `scale` from where it is drawn now, keeping the end look.
    private func scalePressable(to scale: CGFloat) {
        let animation = CABasicAnimation(keyPath: "transform.scale")
        // From the scale drawn now, so a quick tap turns back midway rather than jumping.
        animation.fromValue = pressableButton.layer.presentation()?.transform.m11
        animation.toValue = scale
        animation.duration = 0.12
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        pressableButton.layer.add(animation, forKey: "press")
    }

    private func pressDown() {
        scalePressable(to: 0.92)
    }

    private func pressUp() {
        scalePressable(to: 1)
        EventLog.record("pressable: released")
    }

    /// Shakes the field left and right, as a wrong password does.
    func shake() {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -10, 10, -8, 8, -4, 4, 0]
        shake.duration = 0.4
        shake.isAdditive = true
        field.layer.add(shake, forKey: "shake")
        EventLog.record("shake")
    }

    /// Shows the next quote under a fade of the label's layer.
    func nextQuote() {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 0.3
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        quoteLabel.layer.add(fade, forKey: kCATransition)
        quoteIndex = (quoteIndex + 1) % Self.quotes.count
        quoteLabel.text = Self.quotes[quoteIndex]
        EventLog.record("quote: \(quoteIndex)")
    }

    /// Presents a card that fades in through ``FadeTransitioningDelegate``; tapping it dismisses it.
    func presentCard() {
        let card = FadeCardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = fadeDelegate
        present(card, animated: true)
        EventLog.record("present: fade card")
    }

    /// Moves the paused animator to the slider's value.
    private func scrub() {
        scrubAnimator?.fractionComplete = CGFloat(scrubSlider.value)
    }
}
