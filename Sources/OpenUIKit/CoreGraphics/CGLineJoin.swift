/// How two segments meet, with Core Graphics' raw values.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
