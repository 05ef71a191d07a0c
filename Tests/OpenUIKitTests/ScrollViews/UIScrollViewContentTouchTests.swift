import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Touches on controls inside a scroll view, as UIKit documents `delaysContentTouches`,
/// `canCancelContentTouches` and `touchesShouldCancel(in:)`: a tap reaches the button, a quick drag
/// scrolls without touching it, and a button already tracking keeps its touch unless the scroll view
/// lets drags cancel controls.
@MainActor
@Suite struct UIScrollViewContentTouchTests {
    /// A scroll view that lets drags take touches from controls, as many apps subclass it.
    final class ControlCancellingScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    @MainActor
    private struct Fixture {
        let f: ScrollFixture
        let button = UIButton(type: .system)
        var events: [String] { recorded.events }
        private let recorded = Recorded()

        @MainActor
        final class Recorded { var events: [String] = [] }

        init(scrollView: UIScrollView = UIScrollView()) {
            f = ScrollFixture(scrollView: scrollView)
            button.setTitle("Go", for: .normal)
            button.frame = CGRect(x: 50, y: 150, width: 200, height: 100)
            f.scrollView.addSubview(button)
            let recorded = recorded
            for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                                  (.touchCancel, "touchCancel")] {
                button.addAction(UIAction { _ in recorded.events.append(name) }, for: event)
            }
        }

        /// The button's center in the window: (190, 300).
        var buttonPoint: CGPoint { CGPoint(x: 190, y: 300) }
    }

    @Test func aTapReachesTheButton() {
        let t = Fixture()
        t.f.host.tap(at: t.buttonPoint)
        #expect(t.events == ["touchDown", "touchUpInside"])
        #expect(t.f.scrollView.contentOffset == .zero)
    }

    @Test func aQuickDragFromTheButtonScrollsAndTheButtonNeverSeesTheTouch() {
        let t = Fixture()
        t.f.slowDrag(by: CGPoint(x: 0, y: -100), from: t.buttonPoint)
        #expect(t.events.isEmpty)
        // The pan begins at the second 10-point move (past its 10-point hysteresis).
        #expect(t.f.scrollView.contentOffset == CGPoint(x: 0, y: 80))
    }

    @Test func aButtonHeldBeforeTheDragKeepsItsTouchByDefault() {
        let t = Fixture()
        let id = t.f.host.touchDown(at: t.buttonPoint)
        t.f.host.advance(by: 0.2)
        #expect(t.events == ["touchDown"], "after 150 ms the button has the touch")
        for y in stride(from: 290, through: 200, by: -10) {
            t.f.host.send(.move, at: CGPoint(x: 190, y: CGFloat(y)), pointer: id)
        }
        t.f.host.send(.up, at: CGPoint(x: 190, y: 200), pointer: id)
        #expect(t.f.scrollView.contentOffset == .zero, "UIKit: controls are not cancelled by default")
        #expect(!t.events.contains("touchCancel"))
    }

    @Test func aScrollViewThatCancelsControlsTakesTheTouchWithTouchCancel() {
        let t = Fixture(scrollView: ControlCancellingScrollView())
        let id = t.f.host.touchDown(at: t.buttonPoint)
        t.f.host.advance(by: 0.2)
        for y in stride(from: 290, through: 200, by: -10) {
            t.f.host.send(.move, at: CGPoint(x: 190, y: CGFloat(y)), pointer: id)
        }
        t.f.host.send(.up, at: CGPoint(x: 190, y: 200), pointer: id)
        #expect(t.events == ["touchDown", "touchCancel"])
        #expect(t.f.scrollView.contentOffset.y > 0)
    }

    @Test func canCancelContentTouchesOffKeepsTheTouchWithTheContent() {
        let t = Fixture(scrollView: ControlCancellingScrollView())
        t.f.scrollView.canCancelContentTouches = false
        let id = t.f.host.touchDown(at: t.buttonPoint)
        t.f.host.advance(by: 0.2)
        t.f.host.send(.move, at: CGPoint(x: 190, y: 250), pointer: id)
        t.f.host.send(.up, at: CGPoint(x: 190, y: 250), pointer: id)
        #expect(t.f.scrollView.contentOffset == .zero)
        #expect(!t.events.contains("touchCancel"))
    }

    @Test func withoutDelayTheButtonGetsTheTouchAtOnce() {
        let t = Fixture(scrollView: ControlCancellingScrollView())
        t.f.scrollView.delaysContentTouches = false
        let id = t.f.host.touchDown(at: t.buttonPoint)
        #expect(t.events == ["touchDown"])
        t.f.host.send(.move, at: CGPoint(x: 190, y: 250), pointer: id)
        t.f.host.send(.up, at: CGPoint(x: 190, y: 250), pointer: id)
        #expect(t.events == ["touchDown", "touchCancel"])
    }
}
