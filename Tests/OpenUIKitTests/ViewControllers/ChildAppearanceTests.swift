import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct ChildAppearanceTests {
    @Test func aChildWhoseViewIsAddedWhileTheParentIsOnScreenAppearsAndDisappears() {
        let host = TestHost()
        let log = LoggingViewController.Log()
        let parent = LoggingViewController("P", log: log)
        host.window.rootViewController = parent
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.appearanceLog == ["P.willAppear", "P.didAppear", "C.willAppear", "C.didAppear"])
        log.entries.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.appearanceLog == ["C.willDisappear", "C.didDisappear"])
    }

    @Test func aChildOfAnOffScreenParentWaitsForTheParent() {
        let host = TestHost()
        let log = LoggingViewController.Log()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.appearanceLog.isEmpty)
        host.window.rootViewController = parent
        #expect(child.appearanceLog == ["P.willAppear", "C.willAppear", "P.didAppear", "C.didAppear"])
    }
}
