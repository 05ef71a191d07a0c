import CCairo
import Foundation
import OpenUIKit

/// Lays out text with Pango for both drawing and measuring, and caches the layouts.
///
/// One Pango context serves every scale: glyph positions are not rounded and metrics are not hinted,
/// so a layout measured in points is the same layout at 1x, 2x or 3x (Cairo scales the outlines when
/// drawing). That is what makes ``PangoTextMeasurer`` agree with what ``Renderer`` draws.
///
/// Pango objects are not thread-safe; every use goes through ``withLayout(_:_:)`` or ``size(_:)``,
/// which hold a lock.
///
/// Three caches, each emptied whole when full (simple; a screen's worth fits many times over):
/// - layouts for drawing, at most ``cacheLimit`` (a Pango layout holds its lines and glyphs);
/// - measured sizes, at most ``sizeCacheLimit``: a size is small, and a label is measured under more
///   keys than it is drawn with (its natural size, then in its bounds), so measurements sharing the
///   layout cache pushed the layouts of a 1000-button grid out on every click (issue 7);
/// - Pango font descriptions per font, at most ``fontCacheLimit``: building one parses the font's name.
final class TextLayoutEngine: @unchecked Sendable {
    static let shared = TextLayoutEngine()

    let cacheLimit = 2_048
    /// The most bytes the cached layouts' glyph masks (``TextMask``) hold together: past it, text is
    /// drawn without a new mask. 2,048 layouts could otherwise keep two large masks each. Read and
    /// changed under the lock, as masks are only made and dropped there.
    var maskByteBudget = 8 << 20
    /// The bytes the glyph masks hold now.
    var maskBytes = 0
    let sizeCacheLimit = 16_384
    let fontCacheLimit = 256
    private let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var cache: [TextLayoutKey: TextLayout] = [:]
    private var sizeCache: [TextLayoutKey: CGSize] = [:]
    private var fontDescriptions: [UIFont: OpaquePointer] = [:]

    private init() {
        FontConfiguration.pin()
        fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        cache.removeAll()
        fontDescriptions.values.forEach(pango_font_description_free)
        ccairo_context_release(context)
        ccairo_font_map_release(fontMap)
    }

    /// Runs `body` with the (cached) layout for `key`, under the engine's lock.
    func withLayout<Result>(_ key: TextLayoutKey, _ body: (TextLayout) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return body(cached) }
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        let layout = makeLayout(key)
        cache[key] = layout
        return body(layout)
    }

    /// The unrounded size of the text laid out for `key` (``TextLayout/size``), from the size cache; a layout
    /// made to measure is not kept.
    func size(_ key: TextLayoutKey) -> CGSize {
        lock.lock()
        defer { lock.unlock() }
        if let size = sizeCache[key] { return size }
        let size = cache[key]?.size ?? makeLayout(key).size
        if sizeCache.count >= sizeCacheLimit { sizeCache.removeAll(keepingCapacity: true) }
        sizeCache[key] = size
        return size
    }

    /// How many layouts are cached (for tests of the cache).
    var cachedLayoutCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return cache.count
    }

    private func makeLayout(_ key: TextLayoutKey) -> TextLayout {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, key.text, -1)
        pango_layout_set_font_description(layout, cachedFontDescription(key.font))

        // The key's lengths are below Int32.max Pango units (``TextLayoutKey/usableLength(_:)``).
        func pangoUnits(_ points: CGFloat) -> Int32 { Int32((points * CGFloat(ccairo_pango_scale())).rounded(.down)) }
        if key.lineSpacing > 0 { pango_layout_set_spacing(layout, pangoUnits(key.lineSpacing)) }
        if let width = key.width {
            pango_layout_set_width(layout, pangoUnits(width))
            pango_layout_set_wrap(layout, key.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            pango_layout_set_alignment(layout, Self.alignment(key.alignment))
            pango_layout_set_justify(layout, key.alignment == .justified ? 1 : 0)
            let ellipsize = Self.ellipsize(key.lineBreakMode)
            pango_layout_set_ellipsize(layout, ellipsize)
            if ellipsize != PANGO_ELLIPSIZE_NONE {
                // Pango's default height (-1) would ellipsize every paragraph to one line.
                if key.numberOfLines > 0 {
                    pango_layout_set_height(layout, Int32(-key.numberOfLines))
                } else if let heightLimit = key.heightLimit {
                    pango_layout_set_height(layout, pangoUnits(heightLimit))
                } else {
                    pango_layout_set_height(layout, Int32.max)
                }
            }
        }
        if let decoration = key.decoration { Self.apply(decoration, to: layout) }
        return TextLayout(layout: layout, numberOfLines: key.numberOfLines,
                          hasOwnLineColor: key.decoration?.hasOwnLineColor ?? false)
    }

    /// Gives `layout` the decoration as Pango attributes over the whole text: kern as letter spacing
    /// (Pango spaces the characters apart; ``PangoTextMeasurer`` adds the last one's, as UIKit), and
    /// underline and strikethrough drawn by Pango with the glyphs at the font's underline and
    /// strikeout positions and thicknesses. Pango has single and double underlines and one
    /// strikethrough: ``NSUnderlineStyle/thick`` and patterns draw single, a double strikethrough one
    /// line (see ``NSUnderlineStyle``).
    private static func apply(_ decoration: TextLayoutDecoration, to layout: OpaquePointer) {
        let attributes = pango_attr_list_new()
        defer { pango_attr_list_unref(attributes) }
        if decoration.kern != 0 {
            let units = (decoration.kern * CGFloat(ccairo_pango_scale())).rounded()
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(min(max(units, -1e6), 1e6))))
        }
        if decoration.underlineCount > 0 {
            pango_attr_list_insert(attributes, pango_attr_underline_new(
                decoration.underlineCount == 2 ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = decoration.underlineColor {
                pango_attr_list_insert(attributes, pango_attr_underline_color_new(color.red, color.green, color.blue))
            }
        }
        if decoration.drawsStrikethrough {
            pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1))
            if let color = decoration.strikethroughColor {
                pango_attr_list_insert(attributes, pango_attr_strikethrough_color_new(color.red, color.green, color.blue))
            }
        }
        pango_layout_set_attributes(layout, attributes)
    }

    /// ``fontDescription(_:)`` of `font`, made once (Pango copies it into each layout). Called under the lock.
    private func cachedFontDescription(_ font: UIFont) -> OpaquePointer {
        if let description = fontDescriptions[font] { return description }
        if fontDescriptions.count >= fontCacheLimit {
            fontDescriptions.values.forEach(pango_font_description_free)
            fontDescriptions.removeAll(keepingCapacity: true)
        }
        let description = Self.fontDescription(font)
        fontDescriptions[font] = description
        return description
    }

    /// The Pango description of `font`: the face is chosen by ``family(for:)``, the size is absolute
    /// (one point is one Cairo user unit, as one UIKit point), the weight follows ``UIFont/Weight``, and
    /// an italic font (UIFont/italicSystemFont(ofSize:), the italic trait, a name saying "Italic" or
    /// "Oblique") is drawn with the oblique face, DejaVu's slanted style.
    static func fontDescription(_ font: UIFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family(for: font))
        pango_font_description_set_weight(description, weight(font.weight))
        if font.fontDescriptor.symbolicTraits.contains(.traitItalic) {
            pango_font_description_set_style(description, PANGO_STYLE_OBLIQUE)
        }
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(ccairo_pango_scale()))
        return description
    }

    /// The DejaVu family drawn for a UIKit font name. The system font (San Francisco), Helvetica,
    /// Arial and any unknown name map to DejaVu Sans, fixed-width faces (Courier, Menlo, Monaco) to
    /// DejaVu Sans Mono, serif faces (Times, Georgia, Palatino, New York) to DejaVu Serif: the pinned
    /// font configuration has no other fonts, so pixels never depend on what a machine has installed. A
    /// font with the monospace trait (UIFont/monospacedSystemFont(ofSize:weight:)) is DejaVu Sans Mono.
    static func family(for font: UIFont) -> String {
        let name = font.fontName.lowercased()
        if font.fontDescriptor.symbolicTraits.contains(.traitMonoSpace)
            || ["courier", "menlo", "monaco", "sfmono", "sf mono", "mono"].contains(where: name.contains) {
            return "DejaVu Sans Mono"
        }
        if ["times", "georgia", "palatino", "new york", "newyork", "serif"].contains(where: name.contains)
            && !name.contains("sans") {
            return "DejaVu Serif"
        }
        return "DejaVu Sans"
    }

    /// The Pango weight nearest UIKit's weight (UIKit's -0.8…0.62 scale against CSS-style 100…900;
    /// UIKit's ultraLight is its lightest, so it maps to Pango's thin).
    static func weight(_ weight: UIFont.Weight) -> PangoWeight {
        let table: [(UIFont.Weight, PangoWeight)] = [
            (.ultraLight, PANGO_WEIGHT_THIN), (.thin, PANGO_WEIGHT_ULTRALIGHT), (.light, PANGO_WEIGHT_LIGHT),
            (.regular, PANGO_WEIGHT_NORMAL), (.medium, PANGO_WEIGHT_MEDIUM), (.semibold, PANGO_WEIGHT_SEMIBOLD),
            (.bold, PANGO_WEIGHT_BOLD), (.heavy, PANGO_WEIGHT_ULTRABOLD), (.black, PANGO_WEIGHT_HEAVY),
        ]
        let value = weight.rawValue.isFinite ? weight.rawValue : 0
        return table.min { abs($0.0.rawValue - value) < abs($1.0.rawValue - value) }!.1
    }

    private static func alignment(_ alignment: NSTextAlignment) -> PangoAlignment {
        switch alignment {
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        case .left, .justified, .natural: PANGO_ALIGN_LEFT
        }
    }

    private static func ellipsize(_ mode: NSLineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
        }
    }
}
