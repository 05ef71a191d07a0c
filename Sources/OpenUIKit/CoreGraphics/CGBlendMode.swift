/// How a drawing's colors combine with what is under it, with Core Graphics' raw values.
///
/// Recorded for `UIImage.draw(in:blendMode:alpha:)` and an image renderer context's
/// `fill(_:blendMode:)`; the Cairo renderer draws each with its operator of the same name, confined
/// to the drawn rectangle as Core Graphics confines it to the shape. Cairo has no plus-darker
/// operator: ``plusDarker`` is drawn as ``darken``, the closest it has.
public enum CGBlendMode: Int32, Hashable, Sendable {
    case normal = 0
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case clear
    case copy
    case sourceIn
    case sourceOut
    case sourceAtop
    case destinationOver
    case destinationIn
    case destinationOut
    case destinationAtop
    case xor
    case plusDarker
    case plusLighter
}
