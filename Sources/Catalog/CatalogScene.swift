import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering

/// A screen of the Catalog in a given state on a given device: what `catalog --snapshot` renders to
/// one PNG and what the snapshot tests compare with their references.
///
/// A scene is staged in a runtime of its own (``AppRuntime``): a fresh application, scheduler and
/// screen in virtual time, text measured with Pango as drawn, so taps go through the engine's real
/// input path (``SceneDriver``) and timers (the App Store steps, the follow server) run exactly as long
/// as the scene says, the same on every run.
@MainActor
struct CatalogScene {
    /// The file name, without extension: "ipad-landscape-presentation-formSheet".
    let name: String
    let device: DeviceSetup
    /// Brings a freshly launched Catalog to the scene's state.
    let setUp: @MainActor (CatalogApp, SceneDriver) -> Void

    /// Launches the Catalog on ``device`` in a new runtime and brings it to this scene's state. The
    /// runtime is current while the scene is staged (and while the caller keeps it, in the caller's
    /// task); keep the returned app to keep the runtime.
    func stage(appearance: CatalogAppearance = CatalogAppearance()) -> CatalogApp {
        let runtime = Renderer.makeRuntime(screen: device.makeScreen())
        return runtime.run {
            let app = CatalogApp(runtime: runtime, environment: CatalogEnvironment(device: device, appearance: appearance))
            app.window.layoutIfNeeded()
            setUp(app, SceneDriver(runtime: runtime, window: app.window))
            app.window.layoutIfNeeded()
            return app
        }
    }

    private static let phone = DeviceSetup(kind: .iphone, orientation: .portrait)

    /// Every scene: each screen on an iPhone in portrait; the ButtonKit controls in their states; then
    /// each presentation style — and UIKit's refusal of `partialCurl` on a sheet — on iPhone and iPad in
    /// both orientations, and on iPhone the sheets again as the articles' iPhone OS 3.2 showed them
    /// (full screen) beside iOS 17's cards.
    static var all: [CatalogScene] {
        var scenes = [CatalogScene(name: "\(phone.slug)-root", device: phone) { _, _ in }]
        scenes += CatalogTopic.allCases.map { topic in
            screen(topic, "") { (_: UIViewController, _) in }
        }
        scenes += appStoreScenes + followScenes + tapScenes + alertScenes + menuScenes
        scenes.append(screen(.drawing, "-checked") { (screen: DrawingViewController, host) in
            host.tap(screen.checklist[0].checkbox)
        })
        scenes.append(screen(.switches, "-changed") { (screen: ValueControlsViewController, host) in
            host.tap(screen.wifiSwitch)
            host.tap(screen.quantityStepper)        // its center is the + half's leading edge
            host.tap(screen.quantityStepper)
            host.advance(by: 1)                     // the thumb's slide ends
        })
        scenes.append(screen(.toggles, "-albums") { (screen: ToggleImagesViewController, host) in
            host.tap(screen.group.buttons[1])
        })
        for device in DeviceSetup.all {
            for (style, styleName) in PresentationOptions.styles {
                scenes.append(presentation(device: device, suffix: styleName, options: PresentationOptions(style: style)))
            }
            scenes.append(presentation(device: device, suffix: "partialCurl-formSheet",
                                       options: PresentationOptions(style: .formSheet, transition: .partialCurl)))
            if device.kind == .iphone {
                scenes.append(presentation(device: device, suffix: "formSheet-fullScreenSheets",
                                           options: PresentationOptions(style: .formSheet, sheetStyle: .fullScreen)))
            }
        }
        return scenes
    }

    /// The App Store button at each step (each working step lasts
    /// ``AppStoreViewController/stepDelay``), and the Edit/Done and Delete buttons after a tap.
    private static var appStoreScenes: [CatalogScene] {
        let step = AppStoreViewController.stepDelay
        let steps: [(String, Int, TimeInterval)] = [
            ("downloading", 1, 0.5), ("install", 1, step + 0.5), ("installing", 2, step + 0.5),
            ("complete", 2, 2 * step + 1),
        ]
        return steps.map { suffix, taps, wait in
            screen(.appStore, "-\(suffix)") { (screen: AppStoreViewController, host) in
                host.tap(screen.installButton)
                if taps == 2 {
                    host.advance(by: step + 0.5)
                    host.tap(screen.installButton)
                }
                host.advance(by: taps == 2 ? wait - step - 0.5 : wait)
            }
        } + [screen(.appStore, "-done-confirmDelete") { (screen: AppStoreViewController, host) in
            host.tap(screen.editButton)
            host.tap(screen.deleteButton)
        }]
    }

    /// The two follow buttons (the article's and the configuration one) waiting for the server, then
    /// following, then mutual.
    private static var followScenes: [CatalogScene] {
        let latency = FollowServer().latency
        return [
            screen(.follow, "-loading") { (screen: FollowViewController, host) in
                host.tap(screen.followButton)
                host.tap(screen.configurationFollowButton)
                host.advance(by: latency / 2)
            },
            screen(.follow, "-following") { (screen: FollowViewController, host) in
                host.tap(screen.followButton)
                host.tap(screen.configurationFollowButton)
                host.advance(by: latency + 0.1)
            },
            screen(.follow, "-mutual") { (screen: FollowViewController, host) in
                host.tap(screen.followsYouRow.buttons[1])
                host.tap(screen.followButton)
                host.tap(screen.configurationFollowButton)
                host.advance(by: latency + 0.1)
            },
        ]
    }

    /// What each way recognises: single and double taps, and tap-and-hold.
    private static var tapScenes: [CatalogScene] {
        [
            screen(.taps, "-single-controller") { (screen: TapsViewController, host) in
                host.tap(screen.controllerButton)
                host.advance(by: 1)
            },
            screen(.taps, "-double-doubleTapButton") { (screen: TapsViewController, host) in
                host.doubleTap(screen.doubleTapButton)
                host.advance(by: 1)
            },
            screen(.taps, "-hold-gestures") { (screen: TapsViewController, host) in
                host.tap(screen.gestureButton, holding: 0.8)
                host.advance(by: 1)
            },
        ]
    }

    /// An alert with three actions and an action sheet, shown.
    private static var alertScenes: [CatalogScene] {
        let buttons: [(String, @MainActor (AlertsViewController) -> UIButton)] = [
            ("-threeActions", { $0.threeActionsButton }), ("-actionSheet", { $0.actionSheetButton }),
        ]
        return buttons.map { suffix, button in
            screen(.alerts, suffix) { (screen: AlertsViewController, host) in
                host.tap(button(screen))
                host.advance(by: 1)
            }
        }
    }

    /// The Menus screen with each of its menus open: the pop-up button's, the Add button's and the
    /// document row's context menu.
    private static var menuScenes: [CatalogScene] {
        [
            screen(.menus, "-sortOpen") { (screen: MenusViewController, host) in host.tap(screen.sortButton) },
            screen(.menus, "-addOpen") { (screen: MenusViewController, host) in host.tap(screen.addButton) },
            screen(.menus, "-contextMenu") { (screen: MenusViewController, host) in
                host.tap(screen.documentRow, holding: 0.8)
            },
        ]
    }

    /// `topic`'s screen on an iPhone in portrait, brought to a state by `act`.
    private static func screen<Screen: UIViewController>(
        _ topic: CatalogTopic, _ suffix: String, _ act: @escaping @MainActor (Screen, SceneDriver) -> Void
    ) -> CatalogScene {
        CatalogScene(name: "\(phone.slug)-\(topic.rawValue)\(suffix)", device: phone) { app, host in
            host.tap(app.root.rows[app.root.topics.firstIndex(of: topic) ?? 0])
            host.advance(by: 1)
            guard let screen = app.topViewController as? Screen else { return }
            host.window.layoutIfNeeded()
            act(screen, host)
        }
    }

    /// The presentation screen with `options` chosen and Present tapped.
    static func presentation(device: DeviceSetup, suffix: String, options: PresentationOptions) -> CatalogScene {
        CatalogScene(name: "\(device.slug)-presentation-\(suffix)", device: device) { app, host in
            app.root.open(.presentation, animated: false)
            guard let screen = app.topViewController as? PresentationViewController else { return }
            host.window.layoutIfNeeded()
            screen.choose(options)
            host.tap(screen.presentButton)
            host.advance(by: 1)
        }
    }
}
