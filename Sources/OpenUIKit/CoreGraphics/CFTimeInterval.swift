import Foundation

/// A time in seconds, as Core Foundation's `CFTimeInterval`, which Core Animation's timing uses
/// (``CAMediaTiming``, ``CACurrentMediaTime()``); Foundation on Linux does not declare it.
public typealias CFTimeInterval = Double
