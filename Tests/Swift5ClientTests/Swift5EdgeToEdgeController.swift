import Foundation
import OpenUIKit

/// A full-bleed gallery screen as UIKit code writes it: it opts out of the system's minimum margins
/// to lay its strip 4 points from the edges — compiled in Swift 5 mode.
final class Swift5EdgeToEdgeController: UIViewController {
    let strip = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewRespectsSystemMinimumLayoutMargins = false
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        strip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            strip.heightAnchor.constraint(equalToConstant: 80),
        ])
    }
}
