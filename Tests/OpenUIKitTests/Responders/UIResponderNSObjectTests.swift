import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `UIResponder` is an `NSObject` subclass in UIKit, and UIKit code leans on what that brings:
/// identity equality and hashing through `isEqual(_:)` and `hash`, `description`, `isKind(of:)`,
/// `responds(to:)` and `NSObjectProtocol`.
@MainActor
@Suite struct UIResponderNSObjectTests {
    private final class Target: UIResponder {
        func refresh() {}
    }

    /// A view whose equality is a key, as some UIKit code overrides `isEqual(_:)` and `hash` together
    /// (nonisolated, as NSObject's: they read a `let`).
    private final class KeyedView: UIView {
        let key: Int
        init(key: Int) {
            self.key = key
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? KeyedView else { return false }
            return other.key == key
        }
        override var hash: Int { key }
    }

    @Test func respondersAreNSObjects() {
        let view = UIView()
        let controller = UIViewController()
        let objects: [NSObject] = [view, controller, UIButton(), UIApplication.shared]
        #expect(objects.count == 4)
        let protocolValue: NSObjectProtocol = view
        #expect(protocolValue.isEqual(view))
        #expect(view.isKind(of: UIResponder.self))
        #expect(view.isKind(of: NSObject.self))
        #expect(UIButton().isKind(of: UIControl.self))
        #expect(!view.isKind(of: UIControl.self))
        #expect(view.isMember(of: UIView.self))
        #expect(!UIButton().isMember(of: UIView.self))
    }

    @Test func equalityAndHashAreIdentityByDefault() {
        let first = UIView()
        let second = UIView()
        #expect(first.isEqual(first))
        #expect(!first.isEqual(second))
        #expect(!first.isEqual(nil))
        #expect(!first.isEqual("a string"))
        #expect(first == first)
        #expect(first != second)
        #expect(first.hash == first.hash)
        #expect(first.hashValue == first.hashValue)
        let set: Set<UIView> = [first, second, first]
        #expect(set.count == 2)
        #expect([second, first].firstIndex(of: first) == 1)
        let responders: Set<UIResponder> = [first, UIViewController(), first]
        #expect(responders.count == 2)
    }

    @Test func overridingIsEqualAndHashChangesEqualityAsOnNSObject() {
        let first = KeyedView(key: 7)
        let second = KeyedView(key: 7)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(first != KeyedView(key: 8))
        #expect(first.hashValue == second.hashValue)
    }

    @Test func descriptionNamesTheClassAndTheAddress() {
        let view = UIView()
        #expect(view.description == "<UIView: \(Unmanaged.passUnretained(view).toOpaque())>")
        let button = UIButton()
        #expect(button.description.hasPrefix("<UIButton: 0x"))
        #expect("\(button)" == button.description)
        #expect(view.description != UIView().description)
    }

    @Test func respondsToAnswersForTypedSelectors() {
        let target = Target()
        #expect(target.responds(to: Selector("refresh", Target.refresh)))
        #expect(!UIView().responds(to: Selector("refresh", Target.refresh)))
        #expect(!target.responds(to: nil))
    }

    @Test func allTargetsHoldsTheTargetAsAnNSObject() {
        let button = UIButton()
        let target = Target()
        button.addTarget(target, action: Selector("refresh", Target.refresh), for: .touchUpInside)
        #expect(button.allTargets.contains(target))
        #expect(button.allTargets.contains(AnyHashable(target)))
        #expect(!button.allTargets.contains(Target()))
    }
}
