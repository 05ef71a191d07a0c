import Foundation

/// Where OpenUIKit says that it has no nib files or storyboards: the one reason
/// `init?(coder:)` returns nil and a nib name loads nothing, reported as a warning the way UIKit logs
/// what it could not load.
///
/// UIKit decodes views and view controllers from Interface Builder archives through
/// `init(coder:)` and loads a view controller's nib in `loadView()`. Linux has no Interface Builder and
/// no archive format for them, so OpenUIKit builds user interfaces in code only: decoding refuses
/// (`nib.decodingUnavailable`) and a named nib is not loaded (`nib.loadingUnavailable`). Neither is an
/// error, because neither can happen by accident in a program written for OpenUIKit: code ported from
/// iOS reaches them only through the boilerplate that iOS requires.
@MainActor
enum InterfaceBuilderArchives {
    /// Reports that `type` cannot be decoded from an archive; its `init?(coder:)` returns nil.
    static func refuseDecoding(of type: Any.Type) {
        Diagnostics.warn("nib.decodingUnavailable",
                         "\(type).init(coder:) returned nil: OpenUIKit has no nib files or storyboards to decode "
                             + "from. Create the object in code (a view with init(frame:), a view controller with "
                             + "init(nibName: nil, bundle: nil)).")
    }

    /// Reports that the nib named `name` cannot be loaded for `type`, whose `loadView()` makes a plain
    /// view instead, as it does with no nib name.
    static func refuseLoading(nibName name: String, bundle: Bundle?, for type: Any.Type) {
        Diagnostics.warn("nib.loadingUnavailable",
                         "\(type) has nib name \"\(name)\" (bundle \(bundle?.bundlePath ?? "nil")), "
                             + "but OpenUIKit loads no nib files: loadView() made a plain view. Build the view in "
                             + "loadView() or viewDidLoad() instead.")
    }
}
