import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A 300 × 400 scroll view at (40, 100) in a test window — inside the safe area, so the adjusted inset
/// is the content inset — over 300 × 1200 points of content, with a logging delegate.
@MainActor
struct ScrollFixture {
    let host = TestHost()
    let scrollView: UIScrollView
    let log = ScrollDelegateLog()

    init(scrollView: UIScrollView = UIScrollView(), contentSize: CGSize = CGSize(width: 300, height: 1200)) {
        self.scrollView = scrollView
        scrollView.frame = CGRect(x: 40, y: 100, width: 300, height: 400)
        scrollView.contentSize = contentSize
        host.window.addSubview(scrollView)
        host.advance(by: 0)
        scrollView.delegate = log
    }

    /// A point in the scroll view, in window coordinates.
    var middle: CGPoint { CGPoint(x: 190, y: 300) }

    /// A drag by `distance` that stops and rests before lifting: no fling.
    func slowDrag(by distance: CGPoint, from start: CGPoint? = nil) {
        let start = start ?? middle
        let end = CGPoint(x: start.x + distance.x, y: start.y + distance.y)
        let id = host.touchDown(at: start)
        for step in 1...10 {
            host.advance(by: 0.03)
            let fraction = CGFloat(step) / 10
            host.send(.move, at: CGPoint(x: start.x + distance.x * fraction, y: start.y + distance.y * fraction), pointer: id)
        }
        host.advance(by: 0.2)
        host.send(.move, at: end, pointer: id)
        host.send(.up, at: end, pointer: id)
    }

    /// A flick: the finger is still moving when it lifts (10 moves in 0.3 s).
    func flick(by distance: CGPoint, from start: CGPoint? = nil) {
        let start = start ?? middle
        host.drag(from: start, to: CGPoint(x: start.x + distance.x, y: start.y + distance.y))
    }
}
