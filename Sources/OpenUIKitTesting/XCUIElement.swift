import Foundation
import OpenUIKit
import Testing

/// One element of the app's accessibility tree, found by a query, as XCUITest's `XCUIElement`: it is
/// resolved each time it is used, so it can be made before the element appears
/// (``waitForExistence(timeout:)``) and follows it as it changes.
///
/// Reading an attribute or acting on an element that does not exist, or that the query matches more
/// than once (``XCUIElementQuery/element``, a subscript), fails the test with Swift Testing's
/// `Issue.record`, as XCUITest fails: "No matches found for Button matching identifier 'Download'".
/// The gestures (`XCUIElement+Gestures.swift`) touch the element's center through the window's real
/// input path, in virtual time.
@MainActor
public final class XCUIElement: XCUIElementTypeQueryProvider, @MainActor CustomDebugStringConvertible {
    /// Which match of the query the element is.
    enum Pick {
        /// The only match: none or several is a failure.
        case only
        /// The match at an index (0 for `firstMatch`).
        case index(Int)
    }

    let query: XCUIElementQuery
    let pick: Pick
    var host: TestHost { query.host }

    init(query: XCUIElementQuery, pick: Pick) {
        self.query = query
        self.pick = pick
    }

    /// The element now, or why there is none to use.
    func resolution() -> Result<XCUIElementSnapshot, ResolutionFailure> {
        let matches = query.resolve()
        switch pick {
        case .only:
            if matches.count == 1 { return .success(matches[0]) }
            return .failure(matches.isEmpty ? .noMatch(query.summary) : .multipleMatches(query.summary, matches.count))
        case .index(let index):
            if matches.indices.contains(index) { return .success(matches[index]) }
            return .failure(.noMatch(index == 0 ? query.summary : "\(query.summary), index \(index)"))
        }
    }

    /// Why an element could not be used.
    enum ResolutionFailure: Error, CustomStringConvertible {
        case noMatch(String)
        case multipleMatches(String, Int)

        var description: String {
            switch self {
            case .noMatch(let summary): "No matches found for \(summary)"
            case .multipleMatches(let summary, let count):
                "Multiple matching elements found for \(summary) (\(count)); narrow the query or use firstMatch"
            }
        }
    }

    /// The element, or nil after recording why it cannot be used for `purpose`.
    func resolved(for purpose: String, sourceLocation: SourceLocation) -> XCUIElementSnapshot? {
        switch resolution() {
        case .success(let element): return element
        case .failure(let failure):
            Issue.record("Failed to \(purpose): \(failure)", sourceLocation: sourceLocation)
            return nil
        }
    }

    // MARK: State

    /// Whether the element is in the tree now (at least one match; for a bound index, a match there).
    public var exists: Bool {
        switch pick {
        case .only: !query.resolve().isEmpty
        case .index(let index): query.resolve().indices.contains(index)
        }
    }

    /// Moves virtual time forward until the element exists or `timeout` seconds passed, and returns
    /// whether it exists (``TestHost/advance(until:timeout:)``: from one scheduled item to the next, so
    /// a 5-second wait costs microseconds and stops at the moment the element appears).
    @discardableResult
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        host.advance(until: { exists }, timeout: timeout)
    }

    /// The element as it is now, with its children.
    public func snapshot() throws -> XCUIElementSnapshot {
        try resolution().get()
    }

    // MARK: Attributes (XCUITest's `XCUIElementAttributes`)

    private func attribute<Value>(_ name: String, _ read: (XCUIElementSnapshot) -> Value, default: Value) -> Value {
        resolved(for: "get \(name)", sourceLocation: #_sourceLocation).map(read) ?? `default`
    }

    /// The element's type.
    public var elementType: ElementType { attribute("elementType", \.elementType, default: .other) }
    /// The accessibility label, "" when it has none.
    public var label: String { attribute("label", \.label, default: "") }
    /// The accessibility identifier, "" when it has none.
    public var identifier: String { attribute("identifier", \.identifier, default: "") }
    /// The accessibility value (a string), or nil.
    public var value: Any? { attribute("value", \.value, default: nil) }
    /// "" for UIKit's elements, as on iOS.
    public var title: String { attribute("title", \.title, default: "") }
    /// Whether the element is enabled (it lacks the `.notEnabled` trait).
    public var isEnabled: Bool { attribute("isEnabled", \.isEnabled, default: false) }
    /// Whether the element is selected (it has the `.selected` trait).
    public var isSelected: Bool { attribute("isSelected", \.isSelected, default: false) }
    /// The element's frame in screen coordinates.
    public var frame: CGRect { attribute("frame", \.frame, default: .zero) }

    /// Whether a tap at the element's center would reach it: it exists, and the touch is not stopped by a
    /// hidden or non-interactive ancestor, the window's edge, or a view in front. False, without
    /// failing, when it does not exist.
    public var isHittable: Bool {
        guard case .success(let element) = resolution() else { return false }
        return host.touchProblem(for: element) == nil
    }

    // MARK: XCUIElementTypeQueryProvider

    /// The descendants of `type` of this element.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(host: host, summary: "\(type.name) descendants of \(description)") { [self] in
            guard case .success(let element) = resolution() else { return [] }
            return element.subtree.dropFirst().filter { $0.matches(type) }
        }
    }

    /// The children of `type` of this element.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(host: host, summary: "\(type.name) children of \(description)") { [self] in
            guard case .success(let element) = resolution() else { return [] }
            return element.children.filter { $0.matches(type) }
        }
    }

    private var description: String {
        switch pick {
        case .only: query.summary
        case .index(let index): "\(query.summary), index \(index)"
        }
    }

    /// The element's subtree now, as ``TestHost/debugDescription`` prints the whole app.
    public var debugDescription: String {
        switch resolution() {
        case .success(let element): AccessibilityTreeDescription.text(of: element)
        case .failure(let failure): failure.description
        }
    }
}
