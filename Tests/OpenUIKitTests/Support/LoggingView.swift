import Foundation
@testable import OpenUIKit

/// A view that records every hierarchy, layout, tint and touch callback into an ``EventLog`` as
/// "name.callback", and otherwise behaves as a plain `UIView` (touches still forward to `next`).
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: EventLog
    var touchesHandled = true

    init(_ name: String, log: EventLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func record(_ entry: String) { log.append("\(name).\(entry)") }

    override func willMove(toSuperview newSuperview: UIView?) {
        record("willMoveToSuperview(\((newSuperview as? LoggingView)?.name ?? (newSuperview == nil ? "nil" : "view")))")
    }
    override func didMoveToSuperview() { record("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        record("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { record("didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { record("didAddSubview(\((subview as? LoggingView)?.name ?? "?"))") }
    override func willRemoveSubview(_ subview: UIView) {
        record("willRemoveSubview(\((subview as? LoggingView)?.name ?? "?"))")
    }
    override func layoutSubviews() { record("layoutSubviews") }
    override func tintColorDidChange() { record("tintColorDidChange") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesBegan(\(touches.count))")
        if !touchesHandled { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesMoved(\(touches.count))")
        if !touchesHandled { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesEnded(\(touches.count))")
        if !touchesHandled { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesCancelled(\(touches.count))")
        if !touchesHandled { super.touchesCancelled(touches, with: event) }
    }
}
