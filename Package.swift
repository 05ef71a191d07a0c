// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        .executable(name: "catalog", targets: ["Catalog"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The engine: pure Swift + Foundation, no C libraries, no I/O.
        .target(
            name: "OpenUIKit",
            dependencies: [
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Tap/drag/advance-time helpers for our tests and our users' tests.
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit"]),
        .executableTarget(name: "Catalog", dependencies: ["OpenUIKit"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
        .testTarget(name: "OpenUIKitTestingTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
