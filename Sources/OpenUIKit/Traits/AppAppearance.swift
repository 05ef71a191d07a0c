/// The runtime-wide appearance the user chose (``AppRuntime/userInterfaceStyle`` and
/// ``AppRuntime/preferredContentSizeCategory``), as one value: what a change is compared from.
struct AppAppearance: Equatable {
    var style: UIUserInterfaceStyle
    var category: UIContentSizeCategory
}
