import Foundation

/// UIKit's system palette, each color dynamic: one value in the light appearance (and unspecified
/// traits) and another in dark mode, resolved with the traits of the view that draws it.
///
/// The values are Apple's published ones: the Human Interface Guidelines' "Color" page,
/// "Specifications › System colors" (iOS/iPadOS default light and dark RGB values, the table for
/// iOS 13–18) for the hues and grays, and the UIKit documentation's UI element colors (label, fill,
/// background, separator and link colors), whose components are as `UIColor.label.resolvedColor(with:)`
/// reports them on iOS 17 (e.g. `secondaryLabel` is RGB 60/60/67 at 60 % in light, 235/235/245 at 60 %
/// in dark). The increased-contrast and elevated (`userInterfaceLevel`) variants are not modelled: those
/// traits resolve as normal contrast at the base level.
extension UIColor {
    /// UIKit's `systemRed`: RGB 255/59/48 in light, 255/69/58 in dark. Destructive actions (alert actions, swipe-to-delete).
    public static let systemRed = UIColor(light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// UIKit's `systemOrange`: RGB 255/149/0 in light, 255/159/10 in dark.
    public static let systemOrange = UIColor(light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// UIKit's `systemYellow`: RGB 255/204/0 in light, 255/214/10 in dark.
    public static let systemYellow = UIColor(light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// UIKit's `systemGreen`: RGB 52/199/89 in light, 48/209/88 in dark.
    public static let systemGreen = UIColor(light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// UIKit's `systemMint`: RGB 0/199/190 in light, 99/230/226 in dark.
    public static let systemMint = UIColor(light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    /// UIKit's `systemTeal`: RGB 48/176/199 in light, 64/200/224 in dark.
    public static let systemTeal = UIColor(light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    /// UIKit's `systemCyan`: RGB 50/173/230 in light, 100/210/255 in dark.
    public static let systemCyan = UIColor(light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    /// UIKit's `systemBlue`: RGB 0/122/255 in light, 10/132/255 in dark. The default tint of buttons and bar items.
    public static let systemBlue = UIColor(light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// UIKit's `systemIndigo`: RGB 88/86/214 in light, 94/92/230 in dark.
    public static let systemIndigo = UIColor(light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// UIKit's `systemPurple`: RGB 175/82/222 in light, 191/90/242 in dark.
    public static let systemPurple = UIColor(light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// UIKit's `systemPink`: RGB 255/45/85 in light, 255/55/95 in dark.
    public static let systemPink = UIColor(light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// UIKit's `systemBrown`: RGB 162/132/94 in light, 172/142/104 in dark.
    public static let systemBrown = UIColor(light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    /// UIKit's `systemGray`: RGB 142/142/147 in light, 142/142/147 in dark. Disabled alert buttons and the activity indicator use it.
    public static let systemGray = UIColor(light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    /// UIKit's `systemGray2`: RGB 174/174/178 in light, 99/99/102 in dark.
    public static let systemGray2 = UIColor(light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// UIKit's `systemGray3`: RGB 199/199/204 in light, 72/72/74 in dark.
    public static let systemGray3 = UIColor(light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// UIKit's `systemGray4`: RGB 209/209/214 in light, 58/58/60 in dark.
    public static let systemGray4 = UIColor(light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// UIKit's `systemGray5`: RGB 229/229/234 in light, 44/44/46 in dark.
    public static let systemGray5 = UIColor(light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// UIKit's `systemGray6`: RGB 242/242/247 in light, 28/28/30 in dark.
    public static let systemGray6 = UIColor(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// UIKit's `label`: RGB 0/0/0 in light, 255/255/255 in dark. The primary text color: labels' default.
    public static let label = UIColor(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// UIKit's `secondaryLabel`: RGB 60/60/67 at 60 % in light, 235/235/245 at 60 % in dark. Subtitles and secondary text.
    public static let secondaryLabel = UIColor(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// UIKit's `tertiaryLabel`: RGB 60/60/67 at 30 % in light, 235/235/245 at 30 % in dark.
    public static let tertiaryLabel = UIColor(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// UIKit's `quaternaryLabel`: RGB 60/60/67 at 18 % in light, 235/235/245 at 16 % in dark.
    public static let quaternaryLabel = UIColor(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// UIKit's `placeholderText`: RGB 60/60/67 at 30 % in light, 235/235/245 at 30 % in dark. Placeholder text in text fields.
    public static let placeholderText = UIColor(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// UIKit's `link`: RGB 0/122/255 in light, 9/132/255 in dark. Links.
    public static let link = UIColor(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    /// UIKit's `systemBackground`: RGB 255/255/255 in light, 0/0/0 in dark. The main background of a plain interface.
    public static let systemBackground = UIColor(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// UIKit's `secondarySystemBackground`: RGB 242/242/247 in light, 28/28/30 in dark. Content layered over the system background.
    public static let secondarySystemBackground = UIColor(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// UIKit's `tertiarySystemBackground`: RGB 255/255/255 in light, 44/44/46 in dark. Content layered over the secondary background.
    public static let tertiarySystemBackground = UIColor(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// UIKit's `systemGroupedBackground`: RGB 242/242/247 in light, 0/0/0 in dark. The background of grouped lists (settings screens).
    public static let systemGroupedBackground = UIColor(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// UIKit's `secondarySystemGroupedBackground`: RGB 255/255/255 in light, 28/28/30 in dark. Cells of a grouped list.
    public static let secondarySystemGroupedBackground = UIColor(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// UIKit's `tertiarySystemGroupedBackground`: RGB 242/242/247 in light, 44/44/46 in dark. Content inside grouped cells.
    public static let tertiarySystemGroupedBackground = UIColor(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))
    /// UIKit's `systemFill`: RGB 120/120/128 at 20 % in light, 120/120/128 at 36 % in dark. Thin and small shapes (a slider's track).
    public static let systemFill = UIColor(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// UIKit's `secondarySystemFill`: RGB 120/120/128 at 16 % in light, 120/120/128 at 32 % in dark. Medium shapes (a switch's background).
    public static let secondarySystemFill = UIColor(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// UIKit's `tertiarySystemFill`: RGB 118/118/128 at 12 % in light, 118/118/128 at 24 % in dark. Large shapes (input fields, search bars).
    public static let tertiarySystemFill = UIColor(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// UIKit's `quaternarySystemFill`: RGB 116/116/128 at 8 % in light, 118/118/128 at 18 % in dark. Large areas with complex content.
    public static let quaternarySystemFill = UIColor(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    /// UIKit's `separator`: RGB 60/60/67 at 29 % in light, 84/84/88 at 60 % in dark. Hairlines between rows, which let content show through.
    public static let separator = UIColor(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// UIKit's `opaqueSeparator`: RGB 198/198/200 in light, 56/56/58 in dark. Hairlines that hide what is beneath them.
    public static let opaqueSeparator = UIColor(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    /// UIKit's `darkText`: black in every appearance, for text on light backgrounds.
    public static let darkText = UIColor.black
    /// UIKit's `lightText`: white at 60 % in every appearance, for text on dark backgrounds.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// A dynamic color that is `light` (8-bit RGB and an alpha) in the light appearance and unspecified
    /// traits, and `dark` in dark mode, as the palette's colors are.
    convenience init(light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)) {
        let lightColor = UIColor(eightBit: light)
        let darkColor = UIColor(eightBit: dark)
        self.init { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
    }

    /// A fixed color from 8-bit RGB and an alpha.
    private convenience init(eightBit components: (Int, Int, Int, CGFloat)) {
        self.init(red: CGFloat(components.0) / 255, green: CGFloat(components.1) / 255,
                  blue: CGFloat(components.2) / 255, alpha: components.3)
    }
}
