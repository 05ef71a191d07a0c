import Foundation

/// A stepper's images per state, as UIKit's (iOS 6): the − and + images, the background of each half
/// and the divider between them for each pair of half states. Each is looked up as a control's
/// per-state content: the state's own image, else the normal state's (the divider: the pair's own,
/// else the normal pair's). A half's state is `.highlighted` while a finger is on it, `.disabled` when
/// it cannot step, else `.normal`.
extension UIStepper {
    /// Sets the image drawn on the + half for `state`; nil removes it (the drawn + returns).
    public func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages.set(image, for: state)
        setNeedsDisplay()
    }

    /// Sets the image drawn on the − half for `state`; nil removes it (the drawn − returns).
    public func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages.set(image, for: state)
        setNeedsDisplay()
    }

    /// Sets the image drawn behind each half in `state` (stretched over the half; make it resizable to
    /// keep its corners).
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages.set(image, for: state)
        setNeedsDisplay()
    }

    /// Sets the divider drawn between the halves when the − half is in `leftState` and the + half in
    /// `rightState`.
    public func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State,
                                rightSegmentState rightState: State) {
        let left = UIButton.slot(for: leftState), right = UIButton.slot(for: rightState)
        dividerImages.removeAll { $0.left == left && $0.right == right }
        if let image { dividerImages.append((left, right, image)) }
        setNeedsDisplay()
    }

    /// The + image for `state`: its own, else the normal state's.
    public func incrementImage(for state: State) -> UIImage? { incrementImages[state] }
    /// The − image for `state`: its own, else the normal state's.
    public func decrementImage(for state: State) -> UIImage? { decrementImages[state] }
    /// The background image for `state`: its own, else the normal state's.
    public func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] }

    /// The divider for the pair of half states: the pair's own, else the normal pair's.
    public func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> UIImage? {
        dividerImage(left: UIButton.slot(for: leftState), right: UIButton.slot(for: rightState))
            ?? dividerImage(left: 0, right: 0)
    }

    private func dividerImage(left: UInt, right: UInt) -> UIImage? {
        dividerImages.first { $0.left == left && $0.right == right }?.image
    }

    /// The state `half` is drawn in (see the type's documentation).
    func state(of half: Half) -> State {
        if press?.half == half { return .highlighted }
        return canStep(half) ? .normal : .disabled
    }
}
