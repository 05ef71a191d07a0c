import Foundation
import OpenUIKit

/// A description of elements to find, as XCUITest's `XCUIElementQuery`: it is resolved against the
/// accessibility tree each time it is used (``count``, an element's ``XCUIElement/exists``, a tap), so
/// one query follows the app as virtual time moves.
///
/// ```swift
/// host.buttons["Download"].tap()
/// #expect(host.alerts["Delete draft?"].buttons.count == 2)
/// let second = host.cells.element(boundBy: 1)
/// ```
@MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider, @MainActor CustomDebugStringConvertible {
    let host: TestHost
    /// How the query reads in failure messages ("Button matching 'Download'").
    let summary: String
    private let resolver: @MainActor () -> [XCUIElementSnapshot]

    init(host: TestHost, summary: String, resolver: @escaping @MainActor () -> [XCUIElementSnapshot]) {
        self.host = host
        self.summary = summary
        self.resolver = resolver
    }

    /// The matching elements now, in tree order, the windows laid out first as for a frame: XCUITest
    /// reads the screen as drawn, so frames set but not yet laid out are not read half-done.
    func resolve() -> [XCUIElementSnapshot] {
        host.layOutWindows()
        return host.run(resolver)
    }

    // MARK: Elements

    /// How many elements match now.
    public var count: Int { resolve().count }

    /// The one element the query matches; using it when none or several match fails the test.
    public var element: XCUIElement { XCUIElement(query: self, pick: .only) }

    /// The first match, as XCUITest's `firstMatch`: never ambiguous.
    public var firstMatch: XCUIElement { XCUIElement(query: self, pick: .index(0)) }

    /// The match at `index`, in tree order.
    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(query: self, pick: .index(index))
    }

    /// One element per match now, each bound to its index.
    public var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map(element(boundBy:))
    }

    /// The match whose identifier — else label — is `key`: `host.buttons["Download"]`.
    public subscript(key: String) -> XCUIElement {
        matching(identifier: key).element
    }

    // MARK: Narrowing

    /// The matches whose identifier — else label — is `identifier`. XCUITest finds a button by its
    /// title the same way when it has no identifier.
    public func matching(identifier: String) -> XCUIElementQuery {
        filtered("identifier '\(identifier)'") { $0.isNamed(identifier) }
    }

    /// The matches of `elementType` (and, when given, `identifier`).
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered("\(elementType.name)\(identifier.map { " '\($0)'" } ?? "")") {
            $0.matches(elementType) && (identifier.map($0.isNamed) ?? true)
        }
    }

    /// The matches `predicate` accepts, evaluated with each element's ``XCUIElementSnapshot``.
    ///
    /// On Linux, swift-corelibs-foundation evaluates block predicates (`NSPredicate { element, _ in … }`)
    /// but does not implement format strings (`NSPredicate(format: "label BEGINSWITH 'Down'")` stops
    /// the process in Foundation): write the condition as a block, or pass a closure to `matching(_:)`.
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        filtered("predicate") { predicate.evaluate(with: $0) }
    }

    /// The matches `isIncluded` accepts: the closure form of a predicate.
    public func matching(_ isIncluded: @escaping @MainActor (XCUIElementSnapshot) -> Bool) -> XCUIElementQuery {
        filtered("condition", isIncluded)
    }

    /// The matches that have a descendant of `elementType` (with `identifier`, when given), as
    /// XCUITest's `containing(_:identifier:)`: `host.cells.containing(.staticText, identifier: "Inbox")`.
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered("containing \(elementType.name)\(identifier.map { " '\($0)'" } ?? "")") { element in
            element.subtree.dropFirst().contains { $0.matches(elementType) && (identifier.map($0.isNamed) ?? true) }
        }
    }

    private func filtered(_ condition: String,
                          _ isIncluded: @escaping @MainActor (XCUIElementSnapshot) -> Bool) -> XCUIElementQuery {
        let resolver = resolver
        return XCUIElementQuery(host: host, summary: "\(summary) matching \(condition)") {
            resolver().filter(isIncluded)
        }
    }

    // MARK: XCUIElementTypeQueryProvider

    /// The descendants of `type` of every match.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        let resolver = resolver
        return XCUIElementQuery(host: host, summary: "\(type.name) descendants of \(summary)") {
            resolver().flatMap { $0.subtree.dropFirst().filter { $0.matches(type) } }
        }
    }

    /// The children of `type` of every match.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        let resolver = resolver
        return XCUIElementQuery(host: host, summary: "\(type.name) children of \(summary)") {
            resolver().flatMap { $0.children.filter { $0.matches(type) } }
        }
    }

    /// The matches now, one line each, as XCUITest prints a query.
    public var debugDescription: String {
        let matches = resolve()
        let lines = matches.map { AccessibilityTreeDescription.line(for: $0) }
        return "\(summary): \(matches.count) match\(matches.count == 1 ? "" : "es")" + lines.map { "\n  " + $0 }.joined()
    }
}
