/// How an open line ends, with Core Graphics' raw values.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}
