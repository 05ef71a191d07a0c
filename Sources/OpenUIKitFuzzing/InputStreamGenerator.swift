import Foundation
import OpenUIKit

/// Makes the steps of a fuzz run: mostly plausible touches aimed at the scene's views (downs, moves,
/// ups, cancels, several fingers, bursts of many), mixed with malformed input — ends and moves without
/// a down, duplicate downs, NaN, infinite and huge coordinates, timestamps going backwards — time
/// passing, scene mutations mid-touch, presentations and dismissals (mid-touch and mid-transition),
/// rotations and keyboard notifications, and settle points.
///
/// It keeps a rough model of which pointers are down, only to aim most moves and ends at live
/// pointers; the engine is the authority (a reaction's nested input can end pointers behind its back,
/// which then yields more malformed input, as wanted).
@MainActor
struct InputStreamGenerator {
    private var down: [Int: CGPoint] = [:]
    private var lastTimestamp: TimeInterval = 0

    mutating func next<G: RandomNumberGenerator>(for scene: FuzzScene, using rng: inout G) -> FuzzStep {
        let roll = Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<2:
            down = [:]
            return .settle
        case 2..<12:
            return .advance([0.001, 0.03, 0.1, 0.3, 0.6, 1.2].randomElement(using: &rng)!)
        case 12..<18:
            return .mutation(mutation(for: scene, using: &rng))
        case 18..<24:
            return .mutation(presentationChange(for: scene, using: &rng))
        case 24..<32:
            return .input(malformed(for: scene, using: &rng))
        case 32..<52:
            return .input(pointerDown(for: scene, using: &rng))
        case 52..<78:
            return .input(pointerMove(for: scene, using: &rng))
        default:
            return .input(pointerEnd(for: scene, using: &rng))
        }
    }

    /// The steps of a burst: `count` fingers down at once (more than the generator's usual ids), then up.
    static func burst<G: RandomNumberGenerator>(_ count: Int, in scene: FuzzScene, using rng: inout G) -> [FuzzStep] {
        let base = 1_000
        var steps: [FuzzStep] = []
        for offset in 0..<count {
            steps.append(.input(PointerInput(id: base + offset, phase: .down,
                                             location: target(in: scene, using: &rng))))
        }
        for offset in 0..<count {
            let phase: PointerInput.Phase = offset % 3 == 0 ? .cancel : .up
            steps.append(.input(PointerInput(id: base + offset, phase: phase, location: target(in: scene, using: &rng))))
        }
        return steps
    }

    // MARK: Plausible input

    private mutating func pointerDown<G: RandomNumberGenerator>(for scene: FuzzScene, using rng: inout G) -> PointerInput {
        let free = (0..<FuzzScene.pointerIDLimit - 1).filter { down[$0] == nil }
        let id = free.randomElement(using: &rng) ?? 0
        let location = Self.target(in: scene, using: &rng)
        down[id] = location
        return PointerInput(id: id, phase: .down, location: location, timestamp: timestamp(using: &rng))
    }

    private mutating func pointerMove<G: RandomNumberGenerator>(for scene: FuzzScene, using rng: inout G) -> PointerInput {
        guard let (id, from) = down.sorted(by: { $0.key < $1.key }).randomElement(using: &rng) else {
            return pointerDown(for: scene, using: &rng)
        }
        let location: CGPoint
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: location = Self.target(in: scene, using: &rng)
        case 1: location = CGPoint(x: from.x + CGFloat.random(in: -100...100, using: &rng),
                                   y: from.y + CGFloat.random(in: -100...100, using: &rng))
        default: location = CGPoint(x: from.x + CGFloat.random(in: -6...6, using: &rng),
                                    y: from.y + CGFloat.random(in: -6...6, using: &rng))
        }
        down[id] = location
        return PointerInput(id: id, phase: .move, location: location, timestamp: timestamp(using: &rng))
    }

    private mutating func pointerEnd<G: RandomNumberGenerator>(for scene: FuzzScene, using rng: inout G) -> PointerInput {
        guard let (id, from) = down.sorted(by: { $0.key < $1.key }).randomElement(using: &rng) else {
            return pointerDown(for: scene, using: &rng)
        }
        down[id] = nil
        let phase: PointerInput.Phase = Int.random(in: 0..<5, using: &rng) == 0 ? .cancel : .up
        let location = Bool.random(using: &rng) ? from : Self.target(in: scene, using: &rng)
        return PointerInput(id: id, phase: phase, location: location, timestamp: timestamp(using: &rng))
    }

    /// Mostly "now" (nil), sometimes an explicit time at or slightly after the last one.
    private mutating func timestamp<G: RandomNumberGenerator>(using rng: inout G) -> TimeInterval? {
        guard Int.random(in: 0..<4, using: &rng) == 0 else { return nil }
        lastTimestamp = max(lastTimestamp, Scheduler.main.now) + Double.random(in: 0...0.01, using: &rng)
        return lastTimestamp
    }

    // MARK: Malformed input

    private mutating func malformed<G: RandomNumberGenerator>(for scene: FuzzScene, using rng: inout G) -> PointerInput {
        let id = Int.random(in: 0..<FuzzScene.pointerIDLimit, using: &rng)
        let phases: [PointerInput.Phase] = [.down, .move, .up, .cancel]
        let phase = phases.randomElement(using: &rng)!
        let badNumbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e300, .greatestFiniteMagnitude, 0]
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: // bad coordinates for any phase of any pointer
            let location = CGPoint(x: badNumbers.randomElement(using: &rng)!, y: badNumbers.randomElement(using: &rng)!)
            if phase != .down && phase != .move { down[id] = nil }
            return PointerInput(id: id, phase: phase, location: location)
        case 1: // time going backwards (or not finite)
            let times: [TimeInterval] = [Scheduler.main.now - 5, -1, .nan, -.infinity, lastTimestamp - 0.001]
            return PointerInput(id: id, phase: phase, location: Self.target(in: scene, using: &rng),
                                timestamp: times.randomElement(using: &rng)!)
        case 2: // a duplicate down for a live pointer, or an end for a pointer that is not down
            if let live = down.keys.sorted().randomElement(using: &rng), Bool.random(using: &rng) {
                return PointerInput(id: live, phase: .down, location: Self.target(in: scene, using: &rng))
            }
            let stray = (0..<FuzzScene.pointerIDLimit).filter { down[$0] == nil }.randomElement(using: &rng) ?? 99
            return PointerInput(id: stray, phase: Bool.random(using: &rng) ? .up : .move,
                                location: Self.target(in: scene, using: &rng))
        default: // a negative or very large id
            return PointerInput(id: [Int.min, -1, Int.max].randomElement(using: &rng)!, phase: phase,
                                location: Self.target(in: scene, using: &rng))
        }
    }

    // MARK: Scene changes

    private func mutation<G: RandomNumberGenerator>(for scene: FuzzScene, using rng: inout G) -> SceneMutation {
        let counts = scene.counts
        let node = Int.random(in: 0..<max(counts.views, 1), using: &rng)
        let other = Int.random(in: -1..<max(counts.views, 1), using: &rng)
        let recognizer = Int.random(in: 0..<max(counts.recognizers, 1), using: &rng)
        let flag = Bool.random(using: &rng)
        switch Int.random(in: 0..<17, using: &rng) {
        case 11, 12: return .setFrame(node, Self.frame(using: &rng))
        // A transform shares the bounds origin's slot, so the other changes keep their share of the steps.
        case 13 where flag: return .setTransform(node, Self.transform(using: &rng))
        case 13: return .setBoundsOrigin(node, CGPoint(x: CGFloat.random(in: -40...40, using: &rng).rounded(),
                                                        y: CGFloat.random(in: -40...40, using: &rng).rounded()))
        case 14: return .setClipsToBounds(node, flag)
        case 15: return flag ? .setAlpha(node, CGFloat.random(in: 0...1, using: &rng)) : .bringToFront(node)
        case 16: return .addView(node, toParent: other < 0 ? nil : other)
        case 0: return .removeView(node)
        case 1: return .addView(node, toParent: other < 0 ? nil : other)
        case 2: return .forgetView(node)
        case 3, 4: return .setEnabled(node, flag)
        case 5: return .setHidden(node, flag)
        case 6: return .setUserInteractionEnabled(node, flag)
        case 7: return .setExclusiveTouch(node, flag)
        case 8: return flag ? .removeRecognizer(recognizer) : .attachRecognizer(recognizer, toNode: node)
        case 9: return .setRecognizerEnabled(recognizer, flag)
        default: return .releaseTarget(Int.random(in: 0..<max(counts.targets, 1), using: &rng))
        }
    }

    /// A frame for geometry churn: anywhere on an iPad's screen and a little beyond, sometimes empty,
    /// sometimes on fractional points.
    private static func frame<G: RandomNumberGenerator>(using rng: inout G) -> CGRect {
        let rect = CGRect(x: CGFloat.random(in: -50...900, using: &rng), y: CGFloat.random(in: -50...1200, using: &rng),
                          width: CGFloat.random(in: 0...400, using: &rng), height: CGFloat.random(in: 0...300, using: &rng))
        return Bool.random(using: &rng) ? rect.integral : rect
    }

    /// A transform for geometry churn: the identity back, a scale (a press's 0.95 among them), a turn,
    /// a move, a shear, or a scale to nothing (no inverse: the view covers no area).
    private static func transform<G: RandomNumberGenerator>(using rng: inout G) -> CGAffineTransform {
        let amount = CGFloat.random(in: -1...1, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return .identity
        case 1: return CGAffineTransform(scaleX: 1 + amount / 2, y: Bool.random(using: &rng) ? 0.95 : 1 - amount / 2)
        case 2: return CGAffineTransform(rotationAngle: amount * .pi)
        case 3: return CGAffineTransform(translationX: amount * 60, y: -amount * 30).rotated(by: amount)
        case 4: return CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0)
        default: return CGAffineTransform(scaleX: 0, y: 0)
        }
    }

    /// Mostly presents on top of the chain (building chains), sometimes from the root or any
    /// controller (one already presenting, being presented or dismissed, or gone); dismisses the top,
    /// the root's chain or a controller in the middle; drops controllers; rotates; shows or hides the
    /// keyboard; presents alerts and action sheets and taps their actions. Nothing waits for a transition to end: the next steps often land in the middle of one.
    private func presentationChange<G: RandomNumberGenerator>(for scene: FuzzScene, using rng: inout G) -> SceneMutation {
        let count = scene.counts.controllers
        let any = count > 0 ? Int.random(in: 0..<count, using: &rng) : nil
        let presenter: Int?
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6: presenter = scene.topControllerIndex
        case 6..<8: presenter = any
        default: presenter = nil
        }
        switch Int.random(in: 0..<14, using: &rng) {
        case 0..<5:
            let request = PresentationRequest(
                style: PresentationRequest.styles.randomElement(using: &rng)!,
                transition: UIModalTransitionStyle.allCases.randomElement(using: &rng)!,
                animated: Int.random(in: 0..<3, using: &rng) != 0,
                isModalInPopover: Int.random(in: 0..<3, using: &rng) == 0,
                contentSeed: rng.next(),
                alertStyle: Int.random(in: 0..<3, using: &rng) == 0 ? [UIAlertController.Style.alert, .actionSheet].randomElement(using: &rng) : nil)
            return .present(from: presenter, request)
        case 12, 13:
            // Mostly the top alert, which may still be coming in or already leaving.
            return .tapAlertAction(Bool.random(using: &rng) ? presenter ?? 0 : any ?? 0, action: Int.random(in: 0..<4, using: &rng))
        case 5..<8:
            return .dismiss(Bool.random(using: &rng) ? presenter : any, animated: Bool.random(using: &rng))
        case 8:
            return .dropController(any ?? 0)
        case 9:
            let orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
            return .rotate(orientations.randomElement(using: &rng)!)
        default:
            return .keyboard(visible: Bool.random(using: &rng), duration: [0, 0.25].randomElement(using: &rng)!)
        }
    }

    // MARK: Places

    /// Where a finger goes: mostly inside a view of the scene (center, edges, just outside), most
    /// often one in the window, sometimes anywhere in the window or beyond it.
    private static func target<G: RandomNumberGenerator>(in scene: FuzzScene, using rng: inout G) -> CGPoint {
        let views = scene.counts.views
        let bounds = scene.host.window.bounds
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
            return CGPoint(x: CGFloat.random(in: -50...bounds.width + 50, using: &rng),
                           y: CGFloat.random(in: -50...bounds.height + 50, using: &rng))
        case 1:
            return CGPoint(x: CGFloat.random(in: 0...bounds.width, using: &rng),
                           y: CGFloat.random(in: 0...bounds.height, using: &rng))
        default:
            let fractions: [CGFloat] = [0.5, 0, 1, -0.1, 1.1, 0.25, 0.75]
            // Mostly a view on screen: a presentation covers much of the scene.
            let onScreen = scene.nodes.filter { $0.view?.window != nil }.map(\.index)
            let node = Int.random(in: 0..<3, using: &rng) != 0 ? onScreen.randomElement(using: &rng) : nil
            return scene.point(inNode: node ?? Int.random(in: 0..<max(views, 1), using: &rng),
                               fraction: CGPoint(x: fractions.randomElement(using: &rng)!,
                                                 y: fractions.randomElement(using: &rng)!))
        }
    }
}
