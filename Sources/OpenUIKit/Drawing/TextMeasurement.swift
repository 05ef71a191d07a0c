import Foundation

/// Where the engine finds its ``TextMeasurer``.
@MainActor
public enum TextMeasurement {
    /// The measurer used by every view. Replace it before building views; views measured earlier
    /// keep their sizes until their content changes.
    public static var measurer: any TextMeasurer = EstimatingTextMeasurer()
}
