import Foundation

extension UISegmentedControl {
    /// One element per segment, left to right, as VoiceOver reads UIKit's segmented control ("Week,
    /// selected, button, 2 of 3"): the segment's title (or its image's name, as UIKit falls back to
    /// the image's name) as the label, `.button` with `.selected` on the segment shown selected and `.notEnabled` on a disabled
    /// one (or all, when the control is disabled), "2 of 3" as the value, the segment's rectangle as the
    /// frame. Activating one taps its center, which selects it. Made on each read, so they follow the
    /// segments; the caller holds them (the control is their container).
    func segmentAccessibilityElements() -> [Any] {
        let frames = segmentFrames()
        return segments.indices.map { index in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.isAccessibilityElement = true
            element.accessibilityLabel = segments[index].title ?? segments[index].image?.name
            element.accessibilityValue = "\(index + 1) of \(segments.count)"
            var traits: UIAccessibilityTraits = .button
            if index == displayedSelectionIndex { traits.insert(.selected) }
            if !isEnabled || !segments[index].isEnabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = frames[index]
            return element
        }
    }
}
