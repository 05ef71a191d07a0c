import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A controller that logs its size and trait transitions as an app's would, laying out alongside.
@MainActor
private final class SizeLoggingController: UIViewController {
    var log: [String] = []
    /// Whether `viewWillTransition(to:with:)` calls `super` (which forwards to children and the presented controller).
    var forwards = true
    let bar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.topAnchor.constraint(equalTo: view.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.append("will \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
        if forwards { super.viewWillTransition(to: size, with: coordinator) }
        coordinator.animate(alongsideTransition: { [unowned self] context in
            view.layoutIfNeeded()
            log.append("alongside bar \(Int(bar.frame.width)) animated \(context.isAnimated)")
        }, completion: { [unowned self] _ in log.append("completion") })
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("traits will \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traits did")
    }
}

/// `viewWillTransition(to:with:)` and `willTransition(to:with:)`, as Apple documents them: called on the
/// window's root view controller before its size changes, forwarded by `super` to children and the
/// presented controller; the coordinator's blocks run with the change (here after it, not animated).
@MainActor
@Suite struct UIViewControllerSizeTransitionTests {
    private func host(_ root: UIViewController) -> TestHost {
        let host = TestHost(device: .iPhone15)
        host.window.rootViewController = root
        host.advance(by: 0)
        return host
    }

    @Test func rotatingTellsTheRootBeforeTheSizeChangesThenRunsTheBlocksAfterTheNewLayout() {
        let root = SizeLoggingController()
        let host = host(root)
        host.screen.orientation = .landscapeLeft
        #expect(root.log == ["will 852x393 from 393", "traits will compact", "traits did",
                             "alongside bar 852 animated false", "completion"])
        root.log = []
        host.screen.orientation = .portrait
        #expect(root.log == ["will 393x852 from 852", "traits will regular", "traits did",
                             "alongside bar 393 animated false", "completion"])
        root.log = []
        host.screen.orientation = .portraitUpsideDown  // still portrait: no size change
        #expect(root.log.isEmpty)
    }

    @Test func aWindowFrameSetByTheAppIsASizeTransitionWithoutATraitChange() {
        let root = SizeLoggingController()
        let host = host(root)
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
        #expect(root.log == ["will 500x600 from 393", "alongside bar 500 animated false", "completion"])
        root.log = []
        host.window.frame = CGRect(x: 20, y: 0, width: 500, height: 600)  // moved, same size
        #expect(root.log.isEmpty)
    }

    @Test func superForwardsToChildrenAndThePresentedController() {
        let root = SizeLoggingController()
        let child = SizeLoggingController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let host = host(root)
        let presented = SizeLoggingController()
        root.present(presented, animated: false)
        host.advance(by: 0)
        host.screen.orientation = .landscapeRight
        #expect(child.log.first == "will 852x393 from 393")
        #expect(child.log.contains("completion"))
        #expect(presented.log.first == "will 852x393 from 393")
        #expect(presented.log.last == "completion")
        child.log = []
        presented.log = []
        root.forwards = false
        host.screen.orientation = .portrait
        #expect(!child.log.contains { $0.hasPrefix("will ") })
        #expect(!presented.log.contains { $0.hasPrefix("will ") })
        #expect(root.log.last == "completion")
    }

    /// Apple: `willTransition(to:with:)` is called before the trait collection changes; `newCollection`
    /// is what it will be. So `traitCollection` (the controller's, its view's, a child's) still reports
    /// the old traits while it runs, and the new ones in the coordinator's alongside blocks.
    @Test func traitCollectionIsStillTheOldOneInsideWillTransitionAndTheNewOneAlongside() {
        final class Reading: UIViewController {
            var log: [String] = []
            let child = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
            private func name(_ traits: UITraitCollection) -> String {
                traits.verticalSizeClass == .compact ? "compact" : "regular"
            }
            override func willTransition(to newCollection: UITraitCollection,
                                         with coordinator: any UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
                log.append("will: new \(name(newCollection)), now \(name(traitCollection)), "
                           + "view \(name(view.traitCollection)), child \(name(child.traitCollection))")
                coordinator.animate(alongsideTransition: { [unowned self] _ in
                    log.append("alongside: now \(name(traitCollection)), child \(name(child.traitCollection))")
                })
            }
        }
        let root = Reading()
        let host = host(root)
        host.screen.orientation = .landscapeLeft
        #expect(root.log == ["will: new compact, now regular, view regular, child regular",
                             "alongside: now compact, child compact"])
        #expect(root.traitCollection.verticalSizeClass == .compact)
        root.log = []
        host.screen.orientation = .portrait
        #expect(root.log == ["will: new regular, now compact, view compact, child compact",
                             "alongside: now regular, child regular"])
    }

    @Test func blocksAddedOnceTheTransitionRanAreRefused() {
        final class Late: UIViewController {
            var coordinator: (any UIViewControllerTransitionCoordinator)?
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                self.coordinator = coordinator
            }
        }
        let root = Late()
        let host = host(root)
        host.screen.orientation = .landscapeLeft
        var ran = false
        #expect(root.coordinator?.animate(alongsideTransition: { _ in ran = true }, completion: nil) == false)
        #expect(!ran)
    }
}
