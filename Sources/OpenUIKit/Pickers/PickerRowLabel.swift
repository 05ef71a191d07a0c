import Foundation

/// The label a ``UIPickerView`` row shows when its delegate gives titles rather than views. Its own
/// type, so the picker reuses only the labels it made, never a view the app handed in.
@MainActor
final class PickerRowLabel: UILabel {}
