/// Any Core Foundation object, as Apple's `CFTypeRef`: what ``CATextLayer/font`` takes (a ``UIFont``, or
/// a font's name as an `NSString`). Foundation on Linux does not declare it.
public typealias CFTypeRef = AnyObject
