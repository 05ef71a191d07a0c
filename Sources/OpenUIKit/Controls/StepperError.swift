/// A change to a ``UIStepper`` that UIKit refuses by raising `NSInvalidArgumentException`, thrown by
/// ``UIStepper/trySetStepValue(_:)``, ``UIStepper/trySetMinimumValue(_:)`` and
/// ``UIStepper/trySetMaximumValue(_:)``. The UIKit-shaped properties (`stepValue = 0` …) report it as an
/// error ``Diagnostic`` instead (Swift cannot catch Objective-C exceptions). Either way the stepper is
/// unchanged.
public struct StepperError: Error, Equatable, CustomStringConvertible {
    /// Which rule the request broke.
    public enum Kind: String, Sendable {
        /// ``UIStepper/stepValue`` must be greater than 0 (and a number).
        case stepValueNotPositive
        /// ``UIStepper/minimumValue`` must be less than ``UIStepper/maximumValue`` (and a number).
        case minimumNotBelowMaximum
        /// ``UIStepper/maximumValue`` must be greater than ``UIStepper/minimumValue`` (and a number).
        case maximumNotAboveMinimum
    }

    /// Which rule was broken, to switch on (the message is for people, the kind for code).
    public let kind: Kind

    /// The rule, as Apple's documentation of the property states it.
    public var message: String {
        switch kind {
        case .stepValueNotPositive: "UIStepper's stepValue must be numerically greater than 0"
        case .minimumNotBelowMaximum: "UIStepper's minimumValue must be numerically less than maximumValue"
        case .maximumNotAboveMinimum: "UIStepper's maximumValue must be numerically greater than minimumValue"
        }
    }

    /// The ``Diagnostic/code`` the UIKit-shaped property reports.
    public var code: String { "stepper.\(kind.rawValue)" }

    /// The rule as Apple's documentation states it, so a printed error reads like UIKit's exception reason.
    public var description: String { message }
}
