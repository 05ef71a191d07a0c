import Foundation

/// Loading an app's images by name, as UIKit's `UIImage(named:in:compatibleWith:)`.
extension UIImage {
    /// The image resource `name` from `bundle` (the main bundle when nil), or nil when there is none.
    ///
    /// As UIKit: `name` is given without scale suffix or extension (a `.png` extension is accepted);
    /// the variant for the screen's scale (`name@2x.png`, `name@3x.png`, or `name.png` for 1×) is
    /// preferred, else the other variants from the highest scale down, and the image's ``scale`` is
    /// the chosen file's. The scale is `traitCollection`'s display scale, else ``UIScreen/main``'s.
    ///
    /// The file's pixels are decoded by the current runtime's ``AppRuntime/imageDecoder`` when it has one. Without a decoder
    /// the image gets its size from the PNG header and no pixels, which is all layout needs.
    /// A missing name returns nil silently, as UIKit; unreadable or undecodable data returns nil with an
    /// `image.unreadable` / `image.invalidData` warning.
    @MainActor
    public convenience init?(named name: String, in bundle: Bundle? = nil,
                             compatibleWith traitCollection: UITraitCollection? = nil) {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        guard !base.isEmpty else { return nil }
        // A trait collection that leaves the scale unspecified (0) gets the screen's, as in UIKit.
        let screenScale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        let bundle = bundle ?? .main
        guard let (url, scale) = Self.resourceCandidates(base, preferredScale: screenScale).lazy
            .compactMap({ file, scale in bundle.url(forResource: file, withExtension: "png").map { ($0, scale) } })
            .first
        else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            Diagnostics.warn("image.unreadable", "Image \(name) at \(url.path) could not be read: \(error).")
            return nil
        }
        guard let (width, height, bitmap) = Self.decodedContent(data, describedAs: "Image \(name) at \(url.path)") else {
            return nil
        }
        self.init(size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale),
                  scale: scale, bitmap: bitmap, name: base)
    }

    /// The pixel size of PNG `data` and, when the current runtime has a decoder
    /// (``AppRuntime/imageDecoder``), its pixels; without one the size comes from the PNG header, which
    /// is all layout needs. Data that cannot be decoded is nil with an `image.invalidData` warning
    /// naming `subject`.
    @MainActor
    static func decodedContent(_ data: Data, describedAs subject: String) -> (Int, Int, ImageBitmap?)? {
        if let decoder = AppRuntime.current.imageDecoder {
            switch decoder.decode(data) {
            case .success(let bitmap):
                return (bitmap.width, bitmap.height, bitmap)
            case .failure(let error):
                Diagnostics.warn("image.invalidData", "\(subject) could not be decoded: \(error).")
                return nil
            }
        }
        guard case .success(let (width, height)) = PNGHeader.pixelSize([UInt8](data.prefix(PNGHeader.sizeFieldsEnd))) else {
            Diagnostics.warn("image.invalidData", "\(subject) is not a PNG file.")
            return nil
        }
        return (width, height, nil)
    }

    /// The file names to try, best first: the preferred scale's, then 3×, 2×, 1×.
    private static func resourceCandidates(_ base: String, preferredScale: CGFloat) -> [(String, CGFloat)] {
        let preferred = min(max(preferredScale.rounded(), 1), 3)
        let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        return scales.map { scale in (scale == 1 ? base : "\(base)@\(Int(scale))x", scale) }
    }
}
