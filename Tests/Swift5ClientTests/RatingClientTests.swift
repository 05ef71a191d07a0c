import OpenUIKit
import OpenUIKitTesting
import Testing

/// A five-star rating view in a Swift 5 language-mode client, as such views are commonly written: image
/// views showing `star` / `star.fill` at a large symbol scale, the rating set from where a touch ends.
/// It compiles with only `import OpenUIKit` in place of `import UIKit`.
final class Swift5RatingView: UIView {
    private(set) var rating = 0
    private var stars: [UIImageView] = []
    var ratingChanged: ((Int) -> Void)?
    let starWidth: CGFloat = 32

    override init(frame: CGRect) {
        super.init(frame: frame)
        let configuration = UIImage.SymbolConfiguration(scale: .large)
        for index in 0..<5 {
            let star = UIImageView(image: UIImage(systemName: "star"))
            star.preferredSymbolConfiguration = configuration
            star.tintColor = .systemOrange
            star.contentMode = .center
            star.frame = CGRect(x: CGFloat(index) * starWidth, y: 0, width: starWidth, height: starWidth)
            addSubview(star)
            stars.append(star)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        setRating(min(max(Int(point.x / starWidth) + 1, 1), stars.count))
    }

    func setRating(_ value: Int) {
        rating = value
        for (index, star) in stars.enumerated() {
            star.image = UIImage(systemName: index < value ? "star.fill" : "star")
        }
        ratingChanged?(value)
    }
}

@MainActor
@Suite struct Swift5RatingViewTests {
    @Test func tappingTheThirdStarFillsThreeStarsInTheTint() {
        let host = TestHost()
        let ratingView = Swift5RatingView(frame: CGRect(x: 10, y: 10, width: 160, height: 32))
        host.window.addSubview(ratingView)
        var reported: [Int] = []
        ratingView.ratingChanged = { reported.append($0) }

        host.tap(at: CGPoint(x: 10 + 2.5 * 32, y: 26))
        #expect(ratingView.rating == 3 && reported == [3])
        let stars = ratingView.subviews.compactMap { $0 as? UIImageView }
        #expect(stars.map { $0.image?.symbolConfiguration } == Array(repeating: .unspecified, count: 5))
        let shown = host.render().images
        #expect(shown.count == 5)
        #expect(shown.allSatisfy { $0.symbolConfiguration == UIImage.SymbolConfiguration(scale: .large) },
                "each image view shows its symbol at the large scale")
        #expect(shown.prefix(3).map(\.size) == Array(repeating: shown[0].size, count: 3))
        #expect(stars.first?.intrinsicContentSize == shown[0].size)
    }
}
