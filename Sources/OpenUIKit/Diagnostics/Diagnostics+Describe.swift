/// How UIKit's exception messages name an object, `<TypeName>`, for the diagnostics that stand in
/// for those exceptions (presentation and navigation refusals).
@MainActor
func describe(_ object: AnyObject) -> String {
    "<\(type(of: object))>"
}
