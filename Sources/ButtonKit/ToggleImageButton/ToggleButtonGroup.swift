import Foundation
import OpenUIKit

/// A set of ``ToggleImageButton``s of which exactly one is selected, as the article uses them (a row of
/// tabs or filters): tapping one selects it and deselects the others.
///
/// The group registers itself as a target of each button's `.primaryActionTriggered` (held weakly by
/// the buttons, as every target), so keep the group alive — in the view controller, say. Tapping the
/// selected button keeps it selected. A tap that changes the selection calls ``selectionDidChange``;
/// ``select(at:)`` from code does not, as UIKit sends no actions for programmatic changes. Select
/// through the group: setting a button's `isSelected` directly bypasses it.
///
/// ```swift
/// let group = ToggleButtonGroup(buttons: [songs, albums, artists])   // songs selected
/// group.selectionDidChange = { group in show(group.selectedIndex) }
/// ```
@MainActor
public final class ToggleButtonGroup {
    /// The buttons, in order.
    public let buttons: [ToggleImageButton]
    /// The index of the selected button; nil only for an empty group.
    public private(set) var selectedIndex: Int?
    /// Called after a tap selected another button.
    public var selectionDidChange: (@MainActor (ToggleButtonGroup) -> Void)?

    /// Groups `buttons` and selects the one at `selectedIndex`. An empty group is allowed but reported
    /// (`toggleGroup.empty`); an index out of range is reported (`toggleGroup.indexOutOfRange`) and the
    /// first button is selected.
    public init(buttons: [ToggleImageButton], selectedIndex: Int = 0) {
        self.buttons = buttons
        guard !buttons.isEmpty else {
            Diagnostics.warn("toggleGroup.empty", "A toggle button group has no buttons; none can be selected.")
            return
        }
        for button in buttons {
            button.addTarget(self, action: ToggleButtonGroup.buttonTapped, for: .primaryActionTriggered)
        }
        if buttons.indices.contains(selectedIndex) {
            select(at: selectedIndex)
        } else {
            Self.reportOutOfRange(selectedIndex, count: buttons.count)
            select(at: 0)
        }
    }

    /// The selected button.
    public var selectedButton: ToggleImageButton? { selectedIndex.map { buttons[$0] } }

    /// Selects the button at `index` and deselects the others. An index out of range is reported
    /// (`toggleGroup.indexOutOfRange`) and the selection is unchanged.
    public func select(at index: Int) {
        guard buttons.indices.contains(index) else {
            Self.reportOutOfRange(index, count: buttons.count)
            return
        }
        selectedIndex = index
        for (position, button) in buttons.enumerated() {
            button.setSelectedImage(position == index)
        }
    }

    private func buttonTapped(_ sender: ToggleImageButton) {
        guard let index = buttons.firstIndex(where: { $0 === sender }), index != selectedIndex else { return }
        select(at: index)
        selectionDidChange?(self)
    }

    private static func reportOutOfRange(_ index: Int, count: Int) {
        Diagnostics.warn("toggleGroup.indexOutOfRange", "No button at index \(index) in a group of \(count).")
    }
}
