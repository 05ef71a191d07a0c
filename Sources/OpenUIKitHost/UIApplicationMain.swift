import Foundation
import OpenUIKit

/// Creates the application and its delegate from their class names and runs the app, as UIKit's
/// `UIApplicationMain`; like it, it never returns: the process exits when the app's window is closed
/// (status 0) or when the app cannot start (status 1; 64 for launch options it cannot read).
///
/// ```swift
/// // main.swift
/// UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
/// ```
///
/// The names are looked up with `NSClassFromString` (module-qualified, as `NSStringFromClass` writes
/// them); the principal class, nil for `UIApplication`, must be a `UIApplication` subclass and the
/// delegate class a `UIApplicationDelegate` (made with `init()`: see the note on `final` there). A name
/// that names no such class is reported and the process exits with status 1, where UIKit raises.
/// The device, orientation, scale and the rest come from the arguments and environment
/// (``HostLaunchOptions``); `argc`/`argv` are read as UIKit reads them, and also left to the app in
/// `CommandLine.arguments`.
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (0..<Int(max(argc, 0))).compactMap { argv[$0].map { String(cString: $0) } }
    exit(ApplicationLauncher.main(arguments: arguments, principalClassName: principalClassName,
                                  delegateClassName: delegateClassName))
}
