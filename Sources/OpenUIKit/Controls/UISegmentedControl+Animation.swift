import Foundation

extension UISegmentedControl {
    /// How long an animated insert or removal takes: UIKit's standard 0.25 s view animation (it
    /// documents no value of its own for segments).
    static let segmentChangeDuration: TimeInterval = 0.25

    /// Makes the change `change` makes to the segments (returning a segment it inserted), animated as
    /// UIKit's `insertSegment(…, animated: true)` / `removeSegment(at:animated: true)` look: the segments
    /// that stay slide their titles and images to their new places while a new segment fades in, with
    /// ``UIView/animate(withDuration:animations:)``. The track, dividers and selection thumb, which the
    /// control draws, take their new places at once. Without `animated`, outside a window or with
    /// animations off, the change applies at once.
    func changeSegments(animated: Bool, _ change: () -> SegmentedControlSegment?) {
        let animates = animated && window != nil && UIView.areAnimationsEnabled
        var before: [ObjectIdentifier: (label: CGRect, image: CGRect)] = [:]
        if animates {
            UIView.performWithoutAnimation { layoutIfNeeded() }
            for segment in segments {
                before[ObjectIdentifier(segment.label)] = (segment.label.frame, segment.imageView.frame)
            }
        }
        let inserted = change()
        guard animates else { return }
        var targets: [(view: UIView, frame: CGRect)] = []
        UIView.performWithoutAnimation {
            layoutIfNeeded()
            for segment in segments {
                guard let old = before[ObjectIdentifier(segment.label)] else { continue }
                targets.append((segment.label, segment.label.frame))
                targets.append((segment.imageView, segment.imageView.frame))
                segment.label.frame = old.label
                segment.imageView.frame = old.image
            }
            inserted?.label.alpha = 0
            inserted?.imageView.alpha = 0
        }
        UIView.animate(withDuration: Self.segmentChangeDuration) {
            for target in targets { target.view.frame = target.frame }
            inserted?.label.alpha = 1
            inserted?.imageView.alpha = 1
        }
    }
}
