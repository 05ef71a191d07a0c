/// Where a typed method reference was registered as a control's action
/// (`button.addTarget(self, action: Controller.done, for: .touchUpInside)`): the target's type and the
/// call's file, line and column, which name the action (``UIControl/addTarget(_:action:for:fileID:line:column:)``
/// explains why a call site stands for the method's name).
///
/// Each name is built once per call site and target type and looked up afterwards: formatting it
/// (the type's name, then four appends) cost about 4k instructions, paid on every registration — a
/// controller loaded anew registers its actions again, once a modal cycle in the benchmarks
/// (issue 16's profile). The names kept are bounded by the program's call sites and target types,
/// like the type metadata they are made from.
struct ControlActionCallSite: Hashable {
    let target: ObjectIdentifier
    let fileID: String
    let line: Int
    let column: Int

    /// The names built so far, on the main actor as controls are.
    @MainActor private static var names: [ControlActionCallSite: String] = [:]

    /// The action name for a registration of a `target` method at `fileID:line:column`:
    /// `"Controller@Module/File.swift:12:9"`.
    @MainActor static func name(_ target: Any.Type, _ fileID: String, _ line: Int, _ column: Int) -> String {
        let site = ControlActionCallSite(target: ObjectIdentifier(target), fileID: fileID, line: line, column: column)
        if let name = names[site] { return name }
        let name = "\(target)@\(fileID):\(line):\(column)"
        names[site] = name
        return name
    }
}
