import Foundation
import OpenUIKit

/// A screen of the Catalog in a given state on a given device: what `catalog --snapshot` renders to
/// one PNG and what the snapshot tests compare with their references.
@MainActor
struct CatalogScene {
    /// The file name, without extension: "ipad-landscape-presentation-formSheet".
    let name: String
    let device: DeviceSetup
    /// Brings a freshly launched Catalog to the scene's state, without animation.
    let setUp: @MainActor (CatalogApp) -> Void

    /// Launches the Catalog in `window` (its globals already made for ``device``), brings it to this
    /// scene's state and lets every timer and transition due in the next two seconds run.
    func stage(in window: UIWindow) -> CatalogApp {
        let app = CatalogApp(window: window, environment: CatalogEnvironment(device: device))
        setUp(app)
        Scheduler.main.advance(by: 2)
        window.layoutIfNeeded()
        return app
    }

    /// Every scene: each screen on an iPhone in portrait, then each presentation style — and UIKit's
    /// refusal of `partialCurl` on a sheet — on iPhone and iPad in both orientations.
    static var all: [CatalogScene] {
        let phone = DeviceSetup(kind: .iphone, orientation: .portrait)
        var scenes = [CatalogScene(name: "\(phone.slug)-root", device: phone) { _ in }]
        scenes += CatalogTopic.allCases.map { topic in
            CatalogScene(name: "\(phone.slug)-\(topic.rawValue)", device: phone) { $0.root.open(topic, animated: false) }
        }
        for device in DeviceSetup.all {
            for (style, styleName) in PresentationOptions.styles {
                scenes.append(presentation(device: device, suffix: styleName,
                                           options: PresentationOptions(style: style)))
            }
            scenes.append(presentation(device: device, suffix: "partialCurl-formSheet",
                                       options: PresentationOptions(style: .formSheet, transition: .partialCurl)))
        }
        return scenes
    }

    /// The presentation screen with `options` chosen and Present tapped.
    static func presentation(device: DeviceSetup, suffix: String, options: PresentationOptions) -> CatalogScene {
        CatalogScene(name: "\(device.slug)-presentation-\(suffix)", device: device) { app in
            app.root.open(.presentation, animated: false)
            guard let screen = app.topViewController as? PresentationViewController else { return }
            screen.view.window?.layoutIfNeeded()
            screen.choose(options)
            screen.presentDetail(animated: false)
        }
    }
}
