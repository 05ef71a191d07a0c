import Foundation

/// The arrangement of a list row's image, text and secondary text, shared by a cell's built-in labels
/// (``UITableViewCell/textLabel``…) and ``UIListContentView``, so both look as iOS 17's list rows on an
/// iPhone: the image 16 points from the leading edge and the text 16 points after it (or at 16 points
/// without an image), text 11 points from the top and bottom of a row at least 44 points tall (picks
/// where UIKit does not publish them). The arrangement follows ``UITableViewCell/CellStyle``:
/// `.subtitle` stacks the texts, `.value1` puts the secondary text at the trailing edge, `.value2`
/// puts a right-aligned title in an 80-point column before it.
@MainActor
struct ListContentLayout {
    static let margin: CGFloat = 16
    static let verticalPadding: CGFloat = 11

    let style: UITableViewCell.CellStyle
    let text: UILabel?
    let detail: UILabel?
    let image: UIImageView?

    /// Places the views in a content area of `size`, keeping `trailingMargin` free at the trailing edge.
    func apply(in size: CGSize, trailingMargin: CGFloat) {
        let height = size.height
        var x = Self.margin
        if let image {
            let imageSize = image.image?.size ?? .zero
            image.isHidden = image.image == nil
            image.frame = CGRect(x: x, y: ((height - imageSize.height) / 2).rounded(), width: imageSize.width, height: imageSize.height)
            if image.image != nil { x = image.frame.maxX + Self.margin }
        }
        let right = size.width - trailingMargin
        let available = max(0, right - x)
        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: available, height: height)
        case .subtitle:
            let titleHeight = Self.fittedHeight(text, width: available)
            let detailHeight = Self.fittedHeight(detail, width: available)
            let top = ((height - titleHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: available, height: titleHeight)
            detail?.frame = CGRect(x: x, y: top + titleHeight, width: available, height: detailHeight)
        case .value1:
            let detailWidth = min(available / 2, detail?.sizeThatFits(CGSize(width: available, height: height)).width ?? 0)
            detail?.textAlignment = .right
            detail?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: height)
            text?.frame = CGRect(x: x, y: 0, width: max(0, available - detailWidth - 8), height: height)
        case .value2:
            let titleWidth = min(available, 80)
            text?.textAlignment = .right
            text?.frame = CGRect(x: x, y: 0, width: titleWidth, height: height)
            detail?.frame = CGRect(x: x + titleWidth + 6, y: 0, width: max(0, available - titleWidth - 6), height: height)
        }
    }

    /// The height the texts (stacked for `.subtitle`, side by side otherwise) or the image need at
    /// `width`, with the padding, and at least UIKit's standard 44 points.
    func fittingHeight(width: CGFloat, trailingMargin: CGFloat) -> CGFloat {
        let imageWidth = image?.image.map { $0.size.width + Self.margin } ?? 0
        let textWidth = max(0, width - Self.margin - imageWidth - trailingMargin)
        let title = Self.fittedHeight(text, width: textWidth), secondary = Self.fittedHeight(detail, width: textWidth)
        let texts = style == .subtitle ? title + secondary : max(title, secondary)
        let imageHeight = image?.image?.size.height ?? 0
        return max(UITableView.standardRowHeight, max(texts, imageHeight) + 2 * Self.verticalPadding)
    }

    private static func fittedHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label, label.text?.isEmpty == false else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }
}
