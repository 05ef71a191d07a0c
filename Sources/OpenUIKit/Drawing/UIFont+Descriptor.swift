import Foundation

/// Fonts and their descriptors, both ways.
extension UIFont {
    /// The font's descriptor, as UIKit's `fontDescriptor`: its name, size, weight, symbolic traits and,
    /// for a Dynamic Type font, its text style.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(name: fontName, size: pointSize, weight: weight, styleTraits: styleTraits,
                         dynamicType: dynamicType)
    }

    /// The font `descriptor` describes at `pointSize`, as UIKit's `init(descriptor:size:)`; a size of 0
    /// (or one that is not a positive finite number) keeps the descriptor's size, else the system font
    /// size. A font made at the descriptor's own size from a preferred font's descriptor keeps following
    /// its text style, so `UIFont(descriptor: preferredFontDescriptor(withTextStyle: .body)
    /// .withSymbolicTraits(.traitBold)!, size: 0)` scales with the text size as the body font does; a
    /// font given an explicit size is fixed.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let usesDescriptorSize = !(pointSize.isFinite && pointSize > 0)
        self.init(name: descriptor.fontName, size: usesDescriptorSize ? descriptor.pointSize : pointSize,
                  weight: descriptor.weight, traits: descriptor.styleTraits,
                  dynamicType: usesDescriptorSize ? descriptor.dynamicType : nil)
    }
}
