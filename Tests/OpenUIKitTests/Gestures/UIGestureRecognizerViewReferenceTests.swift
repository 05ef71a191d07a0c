import Foundation
import Testing
import OpenUIKit

/// A recognizer's ``UIGestureRecognizer/view`` is held unretained (not weakly) and cleared by the view:
/// it names the view it was last added to, nothing once removed, and nothing once that view is gone
/// while the recognizer lives on.
@MainActor
@Suite struct UIGestureRecognizerViewReferenceTests {
    @Test func aRecognizerNamesItsViewUntilRemovedOrMoved() {
        let (first, second) = (UIView(), UIView())
        let pan = UIPanGestureRecognizer()
        first.addGestureRecognizer(pan)
        #expect(pan.view === first)
        second.addGestureRecognizer(pan)
        #expect(pan.view === second && first.gestureRecognizers == nil)
        second.removeGestureRecognizer(pan)
        #expect(pan.view == nil && second.gestureRecognizers == nil)
    }

    @Test func aRecognizerOutlivingItsViewNamesNoView() {
        let pan = UIPanGestureRecognizer()
        weak var gone: UIView?
        do {
            let view = UIView()
            view.addGestureRecognizer(pan)
            gone = view
            #expect(pan.view === view)
        }
        #expect(gone == nil, "the recognizer does not keep its view")
        #expect(pan.view == nil)
    }
}
