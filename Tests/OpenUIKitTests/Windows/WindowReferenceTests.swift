import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// What holds a window without keeping it alive — the key window, the window list, a touch's window,
/// a view's cached path to its window — lets it go and names nothing once it is released.
@MainActor
@Suite struct WindowReferenceTests {
    /// A view that keeps the touches it receives.
    final class TouchRecordingView: UIView {
        var touches: [UITouch] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            self.touches += touches
        }
    }

    @Test func aReleasedWindowIsNoLongerKeyListedOrNamed() {
        let host = TestHost()
        let application = UIApplication.shared
        let recorder = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.addSubview(child)
        weak var released: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.makeKeyAndVisible()
            window.addSubview(recorder)
            window.addSubview(parent)
            #expect(child.window === window)
            #expect(application.keyWindow === window)
            #expect(application.windows.contains { $0 === window })
            application.handle(PointerInput(phase: .down, location: CGPoint(x: 50, y: 50), timestamp: 1), in: window)
            application.handle(PointerInput(phase: .up, location: CGPoint(x: 50, y: 50), timestamp: 1), in: window)
            #expect(recorder.touches.first?.window === window)
            released = window
        }
        #expect(released == nil)
        #expect(application.keyWindow == nil)
        #expect(application.windows.count == 1 && application.windows.first === host.window)
        #expect(recorder.touches.count == 1 && recorder.touches.first?.window == nil)
        #expect(recorder.window == nil && child.window == nil)
        // A new window is key and named as usual.
        host.window.makeKeyAndVisible()
        #expect(application.keyWindow === host.window)
        recorder.touches.removeAll()  // a kept touch holds its view, the recorder: break the cycle
    }
}
