import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `keyboardDismissMode`: a form that scrolls puts the keyboard away when the user drags it.
@MainActor
@Suite struct UIScrollViewKeyboardDismissTests {
    private func editingFixture(_ mode: UIScrollView.KeyboardDismissMode) -> (ScrollFixture, UITextField) {
        let f = ScrollFixture()
        f.scrollView.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 36))
        f.scrollView.addSubview(field)
        field.becomeFirstResponder()
        return (f, field)
    }

    @Test func onDragResignsTheFirstResponderWhenTheDragBegins() {
        #expect(UIScrollView().keyboardDismissMode == .none)
        let (f, field) = editingFixture(.onDrag)
        #expect(field.isFirstResponder)
        let id = f.host.touchDown(at: f.middle)
        f.host.send(.move, at: CGPoint(x: 190, y: 295), pointer: id)
        #expect(field.isFirstResponder, "no drag yet")
        f.host.send(.move, at: CGPoint(x: 190, y: 280), pointer: id)
        #expect(!field.isFirstResponder)
        f.host.send(.up, at: CGPoint(x: 190, y: 280), pointer: id)
    }

    @Test func noneAndInteractiveKeepTheKeyboard() {
        for mode in [UIScrollView.KeyboardDismissMode.none, .interactive] {
            let (f, field) = editingFixture(mode)
            f.slowDrag(by: CGPoint(x: 0, y: -100))
            #expect(field.isFirstResponder)
        }
    }
}
