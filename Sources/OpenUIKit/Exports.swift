/// OpenUIKit re-exports Foundation, as UIKit does on iOS: a file that imports only OpenUIKit sees
/// `CGFloat`, `Date`, `RunLoop`, `DispatchQueue`… — and OpenUIKit's own ``Timer``, which then wins over
/// Foundation's in that file, so `Timer.scheduledTimer(…)` runs on the engine's clock.
@_exported import Foundation
