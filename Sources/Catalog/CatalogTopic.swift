import Foundation
import ArgumentParser
import OpenUIKit

/// One screen of the Catalog, as the rows of UIKitCatalog's main list.
enum CatalogTopic: String, CaseIterable, Sendable, ExpressibleByArgument {
    case appStore
    case states
    case follow
    case taps
    case toggles
    case presentation
    case alerts
    case drawing
    case gestures
    case switches
    case segments
    case textFields
    case layout
    case animation
    case menus

    /// The row title in the root list and the screen's navigation title.
    var title: String {
        switch self {
        case .appStore: "App Store Button"
        case .states: "Button States"
        case .follow: "Follow Button"
        case .taps: "Single/Double Tap"
        case .toggles: "Toggle Images"
        case .presentation: "Modal Presentation"
        case .alerts: "Alert Controller"
        case .drawing: "Drawing"
        case .gestures: "Gestures"
        case .switches: "Switches, Sliders & Steppers"
        case .segments: "Segments, Pages & Progress"
        case .textFields: "Text Fields"
        case .layout: "Auto Layout"
        case .animation: "Animation"
        case .menus: "Menus"
        }
    }

    /// A new controller for the topic's screen.
    @MainActor func makeViewController(environment: CatalogEnvironment) -> UIViewController {
        switch self {
        case .appStore: AppStoreViewController()
        case .states: StateMatrixViewController()
        case .follow: FollowViewController()
        case .taps: TapsViewController()
        case .toggles: ToggleImagesViewController()
        case .presentation: PresentationViewController(environment: environment)
        case .alerts: AlertsViewController()
        case .drawing: DrawingViewController()
        case .gestures: GesturesViewController()
        case .switches: ValueControlsViewController()
        case .segments: SegmentsViewController()
        case .textFields: TextFieldsViewController()
        case .layout: LayoutViewController()
        case .animation: AnimationViewController()
        case .menus: MenusViewController()
        }
    }
}
