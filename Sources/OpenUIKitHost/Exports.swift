// An app's entry file (`@main final class AppDelegate`) imports OpenUIKitHost for the window and gets
// the engine with it, as `import UIKit` gives an iOS app both.
@_exported import OpenUIKit
