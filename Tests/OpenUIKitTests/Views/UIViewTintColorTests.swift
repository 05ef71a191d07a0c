import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewTintColorTests {
    @Test func defaultsToSystemBlueAndIsInherited() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        #expect(child.tintColor == .green)
        child.tintColor = nil  // back to inheriting
        #expect(child.tintColor == .red)
    }

    @Test func settingTintNotifiesTheViewAndTheInheritingSubtreeOnly() {
        let log = EventLog()
        let root = LoggingView("root", log: log)
        let inheriting = LoggingView("inheriting", log: log)
        let grandchild = LoggingView("grandchild", log: log)
        let own = LoggingView("own", log: log)
        let underOwn = LoggingView("underOwn", log: log)
        root.addSubview(inheriting)
        inheriting.addSubview(grandchild)
        root.addSubview(own)
        own.addSubview(underOwn)
        own.tintColor = .green
        log.clear()
        root.tintColor = .red
        #expect(log.entries == ["root.tintColorDidChange", "inheriting.tintColorDidChange", "grandchild.tintColorDidChange"])
        log.clear()
        root.tintColor = .red  // same effective color: no notification
        #expect(log.entries.isEmpty)
    }

    @Test func movingIntoADifferentTintNotifiesOnlyWhenTheTintChanges() {
        let log = EventLog()
        let redParent = LoggingView("red", log: log)
        redParent.tintColor = .red
        let anotherRed = LoggingView("anotherRed", log: log)
        anotherRed.tintColor = .red
        let child = LoggingView("child", log: log)
        log.clear()
        redParent.addSubview(child)
        #expect(log.entries.last == "child.tintColorDidChange")
        log.clear()
        anotherRed.addSubview(child)  // red → red: no change
        #expect(!log.entries.contains("child.tintColorDidChange"))
        log.clear()
        child.removeFromSuperview()  // red → default blue
        #expect(log.entries.last == "child.tintColorDidChange")
        #expect(child.tintColor == .systemBlue)
    }

    @Test func aViewWithItsOwnTintIsNotNotifiedWhenMoved() {
        let log = EventLog()
        let parent = UIView()
        parent.tintColor = .red
        let child = LoggingView("child", log: log)
        child.tintColor = .green
        log.clear()
        parent.addSubview(child)
        #expect(log.entries == ["child.willMoveToSuperview(view)", "child.didMoveToSuperview"])
    }

    @Test func aTintChangeRedrawsTheView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = view.contentDisplayList
        #expect(view.cachedContent != nil)
        view.tintColor = .red
        #expect(view.cachedContent == nil)
    }
}
