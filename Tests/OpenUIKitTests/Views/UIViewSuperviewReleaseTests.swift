import Foundation
import Synchronization
import Testing
import OpenUIKit

/// `UIView.superview` is `unowned(unsafe)` and cleared by the superview's `isolated deinit`. A view is
/// main-actor state, but being Sendable it can be released last on another thread (a detached task or
/// thread that held it). Swift then runs the deinit later, on the main actor — which must still clear
/// the subviews' `superview`, with no data race (the sanitizer runs check this test under TSan and ASan).
@MainActor
@Suite struct UIViewSuperviewReleaseTests {
    /// Holds the only reference to a view so that another thread can drop it.
    final class LastReference: Sendable {
        let view: Mutex<UIView?>
        init(_ view: UIView) { self.view = Mutex(view) }
    }

    @Test func aSuperviewReleasedOffTheMainActorIsClearedFromItsSubviewsOnTheMainActor() async {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var weakParent: UIView?
        var reference: LastReference?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            weakParent = parent
            reference = LastReference(parent)
        }
        let released = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [reference] in
            reference?.view.withLock { $0 = nil }
            released.signal()
        }
        reference = nil
        released.wait()
        #expect(weakParent == nil)
        // The deinit was handed to the main actor, which this test holds: it runs once the test yields.
        var yields = 0
        while child.superview != nil, yields < 1_000 {
            await Task.yield()
            yields += 1
        }
        #expect(child.superview == nil)
        #expect(child.window == nil)
        let newParent = UIView(frame: .zero)
        newParent.addSubview(child)
        #expect(child.superview === newParent && newParent.subviews.count == 1)
    }
}
