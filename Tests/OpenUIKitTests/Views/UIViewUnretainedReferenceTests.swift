import Foundation
import Testing
@testable import OpenUIKit

/// A view holds its superview, and a cached ``WindowPath`` its window and window subview, without
/// retaining them (``UnretainedView``): each test releases what such a reference names while the view
/// lives on — a window, a superview, a window released from inside a deinit — and then uses the view
/// every way that reads those references. Each outcome is checked here; a read of a released view is
/// what CI's AddressSanitizer run (`script/sanitize`) would report.
@MainActor
@Suite struct UIViewUnretainedReferenceTests {
    /// A window whose deinit still uses a view of its tree, caching a path.
    final class PathReadingWindow: UIWindow {
        var descendant: UIView?
        isolated deinit {
            descendant?.setNeedsDisplay()
            _ = descendant?.windowPath()
        }
    }

    /// A view that runs `onDeinit` as it is released.
    final class DeinitReportingView: UIView {
        var onDeinit: (() -> Void)?
        isolated deinit { onDeinit?() }
    }

    /// Reads every cached path and walk of `view`, then changes its geometry and hierarchy.
    private func exercise(_ view: UIView) {
        view.setNeedsDisplay()
        _ = view.windowPath().window
        _ = view.windowPath().windowSubview
        _ = view.tintColor
        _ = view.window
        _ = view.convert(CGPoint(x: 1, y: 1), to: nil)
        view.frame.origin.x += 1
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
        view.addSubview(leaf)
        leaf.removeFromSuperview()
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    private func makeWindow() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }

    /// A view with one subview, in no window yet.
    private func makeChildAndGrandchild() -> (child: UIView, grandchild: UIView) {
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 50, height: 50))
        let grandchild = UIView(frame: CGRect(x: 1, y: 2, width: 20, height: 20))
        child.addSubview(grandchild)
        return (child, grandchild)
    }

    /// The labels of everything `Mirror` reaches from `value` within `depth` levels, each object once:
    /// what Swift Testing walks to describe the operands of a failed `#expect`.
    private func reflectedLabels(of value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) -> [String] {
        guard depth > 0 else { return [] }
        var mirror: Mirror? = Mirror(reflecting: value)
        if mirror?.displayStyle == .class, !seen.insert(ObjectIdentifier(value as AnyObject)).inserted { return [] }
        var labels: [String] = []
        while let current = mirror {
            for child in current.children {
                labels.append(child.label ?? "")
                labels += reflectedLabels(of: child.value, depth: depth - 1, seen: &seen)
            }
            mirror = current.superclassMirror
        }
        return labels
    }

    @Test func reflectingAViewWhoseCachedPathNamesAReleasedWindowReadsNoFreedMemory() {
        let (child, grandchild) = makeChildAndGrandchild()
        do {
            let window = makeWindow()
            window.addSubview(child)
            _ = grandchild.windowPath()
        }
        var seen = Set<ObjectIdentifier>()
        let labels = reflectedLabels(of: grandchild, depth: 6, seen: &seen)
        #expect(labels.contains("windowRoot"), "the walk reaches the stale cached path")
        #expect(labels.contains("address") && !labels.contains("_value"),
                "which names the released window by address, not through its Unmanaged pointer")
    }

    @Test func aSubtreeOutlivesItsWindow() {
        let (child, grandchild) = makeChildAndGrandchild()
        do {
            let window = makeWindow()
            window.addSubview(child)
            exercise(grandchild)
            exercise(child)
        }
        #expect(child.superview == nil)
        exercise(grandchild)
        exercise(child)
        #expect(grandchild.window == nil)
        #expect(grandchild.windowPath().window == nil)
    }

    @Test func aWindowDeinitThatCachesAPathLeavesNoPathToTheWindow() {
        let (child, grandchild) = makeChildAndGrandchild()
        do {
            let window = PathReadingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.descendant = grandchild
            window.addSubview(child)
            exercise(grandchild)
        }
        exercise(grandchild)
        exercise(child)
        #expect(grandchild.windowPath().window == nil)
    }

    @Test func aWindowAddedAndRemovedAsALeafKeepsNoPathToIt() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let window = makeWindow()
            _ = window.windowPath()
            window.setNeedsDisplay()
            outer.addSubview(window)
            _ = window.windowPath()
            window.removeFromSuperview()
        }
        exercise(outer)
        #expect(outer.subviews.isEmpty)
    }

    @Test func aViewMovedToAnotherWindowOutlivesTheFirst() {
        let newWindow = makeWindow()
        let (child, grandchild) = makeChildAndGrandchild()
        do {
            let oldWindow = makeWindow()
            oldWindow.addSubview(child)
            exercise(grandchild)
            newWindow.addSubview(child)
            exercise(grandchild)
        }
        exercise(grandchild)
        #expect(grandchild.window === newWindow)
        #expect(grandchild.windowPath().window === newWindow)
    }

    @Test func aViewOutlivesTheSuperviewsBetweenItAndTheWindow() {
        let window = makeWindow()
        let leaf = UIView(frame: CGRect(x: 1, y: 2, width: 5, height: 5))
        do {
            let outer = DeinitReportingView(frame: CGRect(x: 1, y: 2, width: 50, height: 50))
            let inner = DeinitReportingView(frame: CGRect(x: 1, y: 2, width: 20, height: 20))
            outer.onDeinit = { leaf.setNeedsDisplay(); _ = leaf.windowPath() }
            inner.onDeinit = { leaf.setNeedsDisplay(); _ = leaf.windowPath(); _ = leaf.tintColor }
            window.addSubview(outer)
            outer.addSubview(inner)
            inner.addSubview(leaf)
            exercise(leaf)
            outer.removeFromSuperview()
        }
        exercise(leaf)
        #expect(leaf.window == nil)
        #expect(leaf.superview == nil)
    }

    @Test func aViewMovedToAnotherWindowFromADeinitDuringAWindowsRelease() {
        let leaf = UIView(frame: CGRect(x: 1, y: 2, width: 5, height: 5))
        let otherWindow = makeWindow()
        func touch(_ view: UIView) {
            view.setNeedsDisplay()
            _ = view.windowPath()
            _ = view.window
        }
        do {
            let window = makeWindow()
            let windowSubview = DeinitReportingView(frame: CGRect(x: 1, y: 2, width: 50, height: 50))
            windowSubview.onDeinit = {
                touch(leaf)
                otherWindow.addSubview(leaf)
                touch(leaf)
            }
            window.addSubview(windowSubview)
            windowSubview.addSubview(leaf)
            exercise(leaf)
        }
        exercise(leaf)
        #expect(leaf.window === otherWindow)
        #expect(leaf.windowPath().window === otherWindow)
    }
}
