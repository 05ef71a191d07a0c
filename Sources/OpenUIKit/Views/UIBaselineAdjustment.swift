/// Where a label puts text it drew in a smaller font to fit (``UILabel/adjustsFontSizeToFitWidth``),
/// relative to where the text would be at full size, with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The smaller text's baseline on the full-size text's baseline; UILabel's default.
    case alignBaselines = 0
    /// The smaller text's line centred on the full-size text's.
    case alignCenters = 1
    /// The smaller text's line top at the full-size text's top.
    case none = 2
}
