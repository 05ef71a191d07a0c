import Foundation
import OpenUIKit

extension ApplicationLauncher {
    /// What `UIApplicationMain` does before it exits: reads the launch options from `arguments` and
    /// `environment`, finds the classes by name, and runs the app. Returns the exit status.
    public static func main(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                            principalClassName: String?, delegateClassName: String?) -> Int32 {
        let report: (String) -> Void = { FileHandle.standardError.write(Data("UIApplicationMain: \($0)\n".utf8)) }
        let principal: UIApplication.Type
        if let principalClassName {
            guard let found = NSClassFromString(principalClassName) as? UIApplication.Type else {
                report("'\(principalClassName)' names no UIApplication subclass.")
                return 1
            }
            principal = found
        } else {
            principal = UIApplication.self
        }
        guard let delegateClassName, let delegateClass = NSClassFromString(delegateClassName) as? any UIApplicationDelegate.Type else {
            report("'\(delegateClassName ?? "nil")' names no UIApplicationDelegate class "
                   + "(pass NSStringFromClass(AppDelegate.self)).")
            return 1
        }
        return main(delegateClass, application: principal, arguments: arguments, environment: environment)
    }

    /// Reads the launch options and runs the app made of `delegateClass` and `application`: the path
    /// of `@main` (``OpenUIKit/UIApplicationDelegate/main()``) and of `UIApplicationMain`.
    public static func main(_ delegateClass: any UIApplicationDelegate.Type, application: UIApplication.Type = UIApplication.self,
                            arguments: [String] = CommandLine.arguments,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let options: HostLaunchOptions
        do {
            options = try HostLaunchOptions(arguments: arguments, environment: environment)
        } catch {
            FileHandle.standardError.write(Data("\(arguments.first ?? "app"): \(error.description)\n".utf8))
            return 64
        }
        return ApplicationLauncher(options: options, environment: environment)
            .run({ delegateClass.init() }, application: application.init())
    }
}
