import Foundation
import Testing
@testable import OpenUIKit

/// `UIMenu`, `UIAction`'s menu attributes and `UIDeferredMenuElement` as Apple documents them: menus
/// are immutable and copied with `replacingChildren(_:)`; the option and attribute bits are UIKit's.
@MainActor
@Suite struct UIMenuTests {
    @Test func optionsAndAttributesHaveUIKitsRawValues() {
        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
        #expect(UIMenuElement.State.mixed.rawValue == 2)
    }

    @Test func anActionIsAMenuElementWithItsOwnSettableTitleStateAndAttributes() {
        let action = UIAction(title: "Copy", subtitle: "To the clipboard", discoverabilityTitle: "Copy text",
                              attributes: [.disabled], state: .on) { _ in }
        let element: UIMenuElement = action
        #expect(element.title == "Copy" && element.subtitle == "To the clipboard")
        action.title = "Duplicate"
        action.state = .mixed
        #expect(element.title == "Duplicate" && action.state == .mixed)
        #expect(action.attributes == [.disabled] && action.discoverabilityTitle == "Copy text")
        #expect(UIAction { _ in }.state == .off && UIAction { _ in }.attributes.isEmpty)
    }

    @Test func replacingChildrenKeepsEverythingButTheChildren() {
        let menu = UIMenu(title: "Sort", subtitle: "Order", identifier: UIMenu.Identifier("sort"),
                          options: [.singleSelection], children: [UIAction(title: "Name") { _ in }])
        let replaced = menu.replacingChildren([UIAction(title: "Date") { _ in }, UIAction(title: "Size") { _ in }])
        #expect(replaced !== menu)
        #expect(replaced.title == "Sort" && replaced.subtitle == "Order" && replaced.identifier.rawValue == "sort")
        #expect(replaced.options == [.singleSelection])
        #expect(replaced.children.map(\.title) == ["Date", "Size"])
        #expect(menu.children.map(\.title) == ["Name"])
    }

    @Test func selectedElementsAreTheActionsThatAreOnIncludingInlineGroups() {
        let menu = UIMenu(children: [
            UIAction(title: "A", state: .on) { _ in },
            UIAction(title: "B") { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "C", state: .on) { _ in }]),
            UIMenu(title: "Behind a row", children: [UIAction(title: "D", state: .on) { _ in }]),
        ])
        #expect(menu.selectedElements.map(\.title) == ["A", "C"])
    }

    @Test func aCachedDeferredElementAsksItsProviderOnceAndAnUncachedOneEveryTime() {
        var cachedCalls = 0
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            completion([UIAction(title: "Loaded") { _ in }])
        }
        var uncachedCalls = 0
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([UIAction(title: "Fresh \(uncachedCalls)") { _ in }])
        }
        var delivered: [String] = []
        for _ in 0..<2 {
            cached.load { delivered += $0.map(\.title) }
            uncached.load { delivered += $0.map(\.title) }
        }
        #expect(cachedCalls == 1 && uncachedCalls == 2)
        #expect(delivered == ["Loaded", "Fresh 1", "Loaded", "Fresh 2"])
    }

    @Test func aCompletionCalledTwiceDeliversOnlyTheFirstElements() {
        let element = UIDeferredMenuElement { completion in
            completion([UIAction(title: "First") { _ in }])
            completion([UIAction(title: "Second") { _ in }])
        }
        var delivered: [String] = []
        element.load { delivered += $0.map(\.title) }
        #expect(delivered == ["First"])
    }
}
