import Foundation
import OpenUIKit

/// A button that tells single taps, double taps and tap-and-hold apart with gesture recognizers: the
/// third way of the articles' single/double-tap question, and the one UIKit recommends today.
///
/// Three recognizers are attached: ``doubleTapRecognizer`` (two taps), ``singleTapRecognizer``
/// (one tap), which `require(toFail:)` the double-tap one, and ``longPressRecognizer`` (held 0.5 s).
/// Add targets to them as to any recognizer. Because the single tap waits for the double tap to fail,
/// it is recognized when `UIApplication.multiTapInterval` (0.35 s) has passed after the tap, not at
/// once. A triple tap is a double tap then a single tap, as with UIKit's recognizers; taps that drift
/// more than `UIApplication.multiTapDistance` apart are single taps each; a press held past the
/// long-press duration is only a long press.
///
/// ```swift
/// let button = GestureTapButton(frame: CGRect(x: 100, y: 100, width: 80, height: 50))
/// button.singleTapRecognizer.addTarget { _ in label.text = "Single Tap" }
/// button.doubleTapRecognizer.addTarget { _ in label.text = "Double Tap" }
/// button.longPressRecognizer.addTarget { recognizer in
///     if recognizer.state == .began { label.text = "Held" }
/// }
/// ```
@MainActor
open class GestureTapButton: UIButton {
    /// Recognizes one tap, once ``doubleTapRecognizer`` has failed.
    public let singleTapRecognizer = UITapGestureRecognizer()
    /// Recognizes two taps.
    public let doubleTapRecognizer = UITapGestureRecognizer()
    /// Recognizes a finger held still for its `minimumPressDuration` (0.5 s).
    public let longPressRecognizer = UILongPressGestureRecognizer()

    /// A button with its three recognizers attached; the single tap waits for the double tap to fail.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        doubleTapRecognizer.numberOfTapsRequired = 2
        singleTapRecognizer.require(toFail: doubleTapRecognizer)
        addGestureRecognizer(singleTapRecognizer)
        addGestureRecognizer(doubleTapRecognizer)
        addGestureRecognizer(longPressRecognizer)
    }

    /// Returns nil, as every view's `init?(coder:)` on OpenUIKit: there are no nibs to decode from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
