import Foundation
import OpenUIKit

// A first example until the full Catalog lands: a button in a window, tapped through the engine's real
// input entry point, reporting what happened.

@MainActor
final class TapReporter {
    func buttonTapped(_ sender: UIButton) {
        print("Tapped \"\(sender.currentTitle ?? "")\" → state \(sender.state.rawValue), isSelected \(sender.isSelected)")
    }

    func touchDown(_ sender: UIButton) {
        print("Touch down on \"\(sender.currentTitle ?? "")\": highlighted \(sender.isHighlighted)")
    }
}

@MainActor
func runExample() {
    let window = UIWindow(screen: .main)
    window.makeKeyAndVisible()
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.frame = CGRect(x: 100, y: 200, width: 160, height: 44)
    window.addSubview(button)

    let reporter = TapReporter()
    button.addTarget(reporter, action: TapReporter.touchDown, for: .touchDown)
    button.addTarget(reporter, action: TapReporter.buttonTapped, for: .touchUpInside)
    button.addAction(UIAction { action in
        (action.sender as? UIButton)?.isSelected.toggle()
    }, for: .primaryActionTriggered)

    let center = CGPoint(x: 180, y: 222)
    for _ in 0..<2 {
        UIApplication.shared.handle(PointerInput(phase: .down, location: center))
        Scheduler.main.advance(by: 0.05)
        UIApplication.shared.handle(PointerInput(phase: .up, location: center))
        Scheduler.main.advance(by: 1)
    }
    print("Title now: \(button.currentTitle ?? "")")
}

MainActor.assumeIsolated { runExample() }
