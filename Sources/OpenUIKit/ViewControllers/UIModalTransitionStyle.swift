import Foundation

/// The animation used to show and hide a presented view controller, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
    /// The presented view slides up from the bottom; it slides back down on dismissal.
    case coverVertical = 0
    /// The presenting view flips to reveal the presented one. Drawn here as a horizontal squeeze of
    /// the presented view (the 2D projection of the flip): there is no 3D transform on Linux.
    case flipHorizontal = 1
    /// The presented view fades in and out.
    case crossDissolve = 2
    /// One corner of the presenting view curls up. Only allowed with ``UIModalPresentationStyle/fullScreen``;
    /// drawn here as a fade, as there is no page-curl renderer on Linux.
    case partialCurl = 3

    /// How long the transition takes. UIKit does not document these values; these are the durations
    /// commonly measured on iOS for the system transitions (about half a second for a modal sheet,
    /// three quarters for the flip).
    var duration: TimeInterval {
        switch self {
        case .coverVertical, .crossDissolve, .partialCurl: 0.5
        case .flipHorizontal: 0.75
        }
    }
}
