/// The arrow keys and VoiceOver's adjustments page a page control by one, as a tap beside the
/// current dot does.
extension UIPageControl: KeyboardArrowHandling {
    func handleArrowKey(forward: Bool) -> Bool {
        page(forward: forward)
    }

    /// Shows the next or previous page, if there is one, and sends `.valueChanged`, as a tap does.
    @discardableResult
    func page(forward: Bool) -> Bool {
        let target = pinned(forward ? currentPage + 1 : currentPage - 1)
        guard target != currentPage else { return false }
        currentPage = target
        sendActions(for: .valueChanged)
        return true
    }
}
