/// A presentation controller is a trait environment, as in UIKit: its traits are what the presented
/// controller inherits (``UIPresentationController/traitCollection``).
extension UIPresentationController: UITraitEnvironment {}
