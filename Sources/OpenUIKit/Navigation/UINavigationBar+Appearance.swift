import Foundation

/// How a navigation bar looks: its appearances and which applies, as UIKit since iOS 13 (the rules of
/// iOS 15), and the ``UINavigationBar/appearance()`` proxy.
extension UINavigationBar {
    /// The look of a bar of standard height, as UIKit's; a new bar has the default background
    /// (``UIBarAppearance/configureWithDefaultBackground()``). Stored as a copy, as UIKit's
    /// `@NSCopying` property: change an appearance and assign it again to see the change.
    public var standardAppearance: UINavigationBarAppearance {
        get {
            if let standard = appearances.standard { return standard }
            let standard = UINavigationBarAppearance()
            appearances.standard = standard
            return standard
        }
        set { setAppearance(\.standard, newValue, .standardAppearance) }
    }

    /// The look of a bar of compact height (an iPhone in landscape); nil uses ``standardAppearance``.
    /// Stored as a copy.
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { setAppearance(\.compact, newValue, .compactAppearance) }
    }

    /// The look at the edge of scrolled content; nil uses ``standardAppearance``. Stored as a copy.
    ///
    /// iOS 15 uses it whenever the controller's scroll view is scrolled to its top, and always when
    /// there is no scroll view. OpenUIKit's scroll views do not report their edge to the bar yet, so a
    /// scroll-edge appearance that the item or the bar sets always applies in standard height. When neither sets one, UIKit draws the
    /// standard appearance with a transparent background; OpenUIKit draws the standard appearance as
    /// it is, the look apps written before iOS 15 expect (see the README's differences).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { setAppearance(\.scrollEdge, newValue, .scrollEdgeAppearance) }
    }

    /// The appearance that applies now, as UIKit picks it: the top item's appearance for the bar's
    /// state over the bar's, in compact height the compact ones, else the scroll-edge ones (see
    /// ``scrollEdgeAppearance``), falling back to the item's and then the bar's
    /// ``standardAppearance``.
    var currentAppearance: UINavigationBarAppearance {
        let item = topItem
        let standard = item?.standardAppearance ?? standardAppearance
        if traitCollection.verticalSizeClass == .compact {
            return item?.compactAppearance ?? compactAppearance ?? standard
        }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard
    }

    /// The title's attributes: the bar's legacy ones overlaid by the appearance's.
    func titleAttributes(large: Bool, appearance: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        let legacy = (large ? largeTitleTextAttributes : titleTextAttributes) ?? [:]
        let own = large ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes
        return legacy.merging(own) { _, new in new }
    }

    private func setAppearance(_ slot: WritableKeyPath<Appearances, UINavigationBarAppearance?>,
                               _ value: UINavigationBarAppearance?, _ property: AppearanceProperty) {
        appearances[keyPath: slot] = value?.copy()
        noteSet(property)
        appearanceDidChange()
    }

    /// Redraws the bar and its buttons, and measures the buttons again (their fonts may change),
    /// after the bar's or the top item's appearances changed.
    func appearanceDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        for view in buttonViews { view.setNeedsDisplay() }
    }

    // MARK: The appearance proxy

    /// The proxy that styles every navigation bar of the app, as UIKit's `UINavigationBar.appearance()`:
    /// set ``standardAppearance``, ``compactAppearance``, ``scrollEdgeAppearance``,
    /// ``prefersLargeTitles``, ``titleTextAttributes``, ``largeTitleTextAttributes``, ``barTintColor``
    /// or `tintColor` on it (typically in the app delegate) and each bar takes those values when it
    /// enters a window, except the ones set on that bar itself. As in UIKit, a bar already in a window
    /// keeps its look until it enters one again.
    ///
    /// One proxy per app (per ``AppRuntime``), shared by subclasses: OpenUIKit has no Objective-C
    /// runtime to make a proxy of each subclass, so `MyBar.appearance()` is this proxy too (see the
    /// README's differences). Other properties set on the proxy are ignored.
    public class func appearance() -> UINavigationBar {
        let runtime = AppRuntime.current
        let key = ObjectIdentifier(UINavigationBar.self)
        if let proxy = runtime.appearanceProxies[key] as? UINavigationBar { return proxy }
        let proxy = UINavigationBar(frame: .zero)
        runtime.appearanceProxies[key] = proxy
        return proxy
    }

    /// Records that the app set `property` on this bar (or, on the proxy, that the proxy gives it).
    func noteSet(_ property: AppearanceProperty) {
        if !isApplyingProxy { explicitlySet.insert(property) }
    }

    /// Takes the proxy's values on entering a window, as UIKit applies appearances.
    func applyAppearanceProxy() {
        guard let window, let proxy = window.owningRuntime.appearanceProxies[ObjectIdentifier(UINavigationBar.self)]
                as? UINavigationBar, proxy !== self else { return }
        isApplyingProxy = true
        defer { isApplyingProxy = false }
        for property in proxy.explicitlySet.subtracting(explicitlySet) {
            switch property {
            case .standardAppearance: standardAppearance = proxy.standardAppearance
            case .compactAppearance: compactAppearance = proxy.compactAppearance
            case .scrollEdgeAppearance: scrollEdgeAppearance = proxy.scrollEdgeAppearance
            case .prefersLargeTitles: prefersLargeTitles = proxy.prefersLargeTitles
            case .titleTextAttributes: titleTextAttributes = proxy.titleTextAttributes
            case .largeTitleTextAttributes: largeTitleTextAttributes = proxy.largeTitleTextAttributes
            case .barTintColor: barTintColor = proxy.barTintColor
            case .tintColor: tintColor = proxy.tintColor
            }
        }
    }
}
