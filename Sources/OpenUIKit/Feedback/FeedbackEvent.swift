import Foundation

/// One piece of haptic feedback an app asked for. Linux has no Taptic Engine: the feedback generators
/// append these to their application's ``UIApplication/feedbackEvents`` instead, so a test (or a host
/// that wants to play a sound) can see what an iPhone would have felt.
public enum FeedbackEvent: Equatable, Sendable {
    /// `prepare()` was called on a generator of this kind (the Taptic Engine would wake up).
    case prepared(Generator)
    /// `impactOccurred()` or `impactOccurred(intensity:)`, with the intensity (1 when not given).
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// `selectionChanged()`.
    case selectionChanged
    /// `notificationOccurred(_:)`.
    case notification(UINotificationFeedbackGenerator.FeedbackType)

    /// The kinds of generator.
    public enum Generator: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle)
        case selection
        case notification
    }
}
