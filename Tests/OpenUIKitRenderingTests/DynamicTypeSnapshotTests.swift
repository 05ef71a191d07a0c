import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// A label following Dynamic Type, drawn at the smallest, the default and the largest text size, and
/// compared with the references in `__Snapshots__/DynamicTypeSnapshotTests/`. Re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter DynamicTypeSnapshotTests` after an intended change.
@MainActor
@Suite struct DynamicTypeSnapshotTests {
    let snapshots = SnapshotVerifier()

    /// A headline and a body label in a window of a runtime at `category`; the labels are made at the
    /// default size and follow the change, as an app's do when the user changes the text size.
    private func labels(at category: UIContentSizeCategory, named name: String) throws -> CGSize {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        return try runtime.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            window.backgroundColor = .white
            window.isHidden = false
            let headline = UILabel()
            headline.font = .preferredFont(forTextStyle: .headline)
            headline.adjustsFontForContentSizeCategory = true
            headline.text = "Dynamic Type"
            headline.numberOfLines = 0
            headline.preferredMaxLayoutWidth = 300
            let body = UILabel()
            body.font = .preferredFont(forTextStyle: .body)
            body.adjustsFontForContentSizeCategory = true
            body.numberOfLines = 0
            body.preferredMaxLayoutWidth = 300
            body.text = "Text follows the size the reader chose."
            let stack = UIStackView(arrangedSubviews: [headline, body])
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            ])
            runtime.preferredContentSizeCategory = category
            window.layoutIfNeeded()
            try snapshots.verify(window, named: name)
            window.isHidden = true
            return body.frame.size
        }
    }

    @Test func aLabelAtExtraSmallLargeAndTheLargestAccessibilitySize() throws {
        let small = try labels(at: .extraSmall, named: "labels-xSmall")
        let large = try labels(at: .large, named: "labels-large")
        let largest = try labels(at: .accessibilityExtraExtraExtraLarge, named: "labels-accessibilityXXXL")
        #expect(small.height < large.height && large.height < largest.height)
    }
}
