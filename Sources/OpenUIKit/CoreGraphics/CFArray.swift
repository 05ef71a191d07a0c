/// Stands in for Core Foundation's array type, which Foundation on Linux does not expose, so that
/// gradient code written as `CGGradient(colorsSpace: space, colors: [a.cgColor, b.cgColor] as CFArray,
/// locations: …)` compiles unchanged.
public typealias CFArray = [Any]
