import Foundation
import ArgumentParser
import OpenUIKit

/// One screen of the Catalog, as the rows of UIKitCatalog's main list.
enum CatalogTopic: String, CaseIterable, Sendable, ExpressibleByArgument {
    case states
    case presentation

    /// The row title in the root list and the screen's navigation title.
    var title: String {
        switch self {
        case .states: "Button States"
        case .presentation: "Modal Presentation"
        }
    }

    /// A new controller for the topic's screen.
    @MainActor func makeViewController(environment: CatalogEnvironment) -> UIViewController {
        switch self {
        case .states: StateMatrixViewController()
        case .presentation: PresentationViewController(environment: environment)
        }
    }
}
