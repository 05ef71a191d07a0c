extension UIColor {
    /// The color of placeholder text in text fields, as iOS 13's `.placeholderText` in light mode:
    /// the label color at 30 % (60, 60, 67).
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
}
