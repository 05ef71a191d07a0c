// swift-tools-version:6.2
import PackageDescription

// Tools 6.2: UIView relies on `isolated deinit` (SE-0371), which needs a Swift 6.2 or newer compiler.

/// Release builds of the apps (catalog, host-demo, benchmarks) link the Swift runtime and Foundation
/// statically, from the toolchain's own `lib/swift_static` archives (issue 7: peak RSS). Loaded as a
/// dozen shared libraries, they map about 14 MiB of code (libswiftCore, libFoundation,
/// FoundationEssentials, FoundationInternationalization, ICU, ...) and their relocations dirty
/// further pages at start-up; linked in, only what the app reaches is kept, and the relocations are
/// packed (`-z pack-relative-relocs`, DT_RELR, glibc 2.36+, which lld in the toolchain writes).
/// Peak RSS (medians of interleaved runs): `benchmarks click-grid` 38.6 → 30.6 MiB (32.4 without
/// DT_RELR), `catalog --snapshot` 46.0 → 38.0 MiB, `host-demo --headless` 27.6 → 19.3 MiB. The cost
/// is disk and link time: each app is about 75 MB (57 MB stripped), most of it ICU's data, which
/// FoundationInternationalization references and which is never paged in; a link takes 0.8 s.
///
/// `-static-stdlib` links only the Swift core libraries; the modules were compiled against the shared
/// Foundation, whose module does not name its static dependencies, so they are listed here.
///
/// Release only: linker settings of an executable target reach every test target that depends on
/// it, and a test bundle must load the shared runtime that swift-testing and XCTest use. Tests run
/// in debug (they rely on `@testable import`); debug apps stay dynamic and link faster.
///
/// The code the apps run is laid out together (issue 16: peak RSS): `script/hot-code.order` names one
/// symbol of each code section a profile of the apps executed (`script/order-hot-code` writes it),
/// and lld places those sections first, in that order. The kernel maps a binary's code in 64 KiB
/// windows around each page touched (fault-around), so code scattered over the 16 MB `.text` made
/// `benchmarks click-grid` keep 8.5–8.8 MiB of it resident; together, 3.6 MiB (peak RSS 33.4–33.7 →
/// 28.8–29.1 MiB; docs/Performance.md, session 14). Symbols the order names that a binary lacks
/// (another app's, or renamed since the profile) are skipped without a warning: a stale order costs
/// memory, never a build.
let staticSwiftRuntime: [LinkerSetting] = [
    .unsafeFlags([
        "-static-stdlib",
        "-lFoundationEssentials", "-lFoundationInternationalization", "-lCoreFoundation", "-l_FoundationICU",
        "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization",
        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/script/hot-code.order",
        "-Xlinker", "--no-warn-symbol-ordering",
    ], .when(platforms: [.linux], configuration: .release)),
]
let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        .library(name: "OpenUIKitRendering", targets: ["OpenUIKitRendering"]),
        .library(name: "OpenUIKitSnapshotTesting", targets: ["OpenUIKitSnapshotTesting"]),
        .executable(name: "catalog", targets: ["Catalog"]),
        // OpenUIKitHost: the SDL2 window host.
        .library(name: "OpenUIKitHost", targets: ["OpenUIKitHost"]),
        .executable(name: "host-demo", targets: ["HostDemo"]),
        // `swift run -c release benchmarks <workload>`: the workloads of issue 7, side by side with Qt.
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
        // ButtonKit: the articles' buttons, built on OpenUIKit's public API only.
        .library(name: "ButtonKit", targets: ["ButtonKit"]),
        .library(name: "OpenUIKitFuzzing", targets: ["OpenUIKitFuzzing"]),
        .executable(name: "fuzz-input", targets: ["FuzzInput"]),
        // The libFuzzer target (scene + input stream, or PNG bytes); script/fuzz builds it with -sanitize=fuzzer.
        .executable(name: "input-fuzz-target", targets: ["InputFuzzTarget"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation --target OpenUIKit` builds the DocC catalogs (issue 19).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
        // Cairo and Pango from Debian's libcairo2-dev / libpango1.0-dev (script/bootstrap installs them),
        // and pixman, which Cairo composites with (libpixman-1-dev, a dependency of libcairo2-dev).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo cairo pixman-1",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpixman-1-dev", "pkg-config"])]
        ),
        // Display list -> pixels and PNG with Cairo + Pango; the engine's text measurer and image decoder.
        .target(
            name: "OpenUIKitRendering",
            dependencies: ["OpenUIKit", "CCairo"],
            resources: [.copy("Resources/fonts.conf")]
        ),
        // Compares rendered pixels with reference PNGs kept in the repository.
        .target(name: "OpenUIKitSnapshotTesting", dependencies: ["OpenUIKit", "OpenUIKitRendering", "OpenUIKitTesting"]),
        // The Catalog app: one screen per topic, in an SDL window or rendered to PNG files.
        .executableTarget(
            name: "Catalog",
            dependencies: [
                "OpenUIKit", "ButtonKit", "OpenUIKitRendering", "OpenUIKitHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: staticSwiftRuntime
        ),
        .testTarget(
            name: "CatalogTests",
            dependencies: ["Catalog", "ButtonKit", "OpenUIKit", "OpenUIKitTesting", "OpenUIKitRendering", "OpenUIKitSnapshotTesting",
                           "OpenUIKitHost"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
        // Random scenes and input streams with invariant checks, shared by tests, fuzz-input and libFuzzer.
        .target(name: "OpenUIKitFuzzing", dependencies: ["OpenUIKit", "OpenUIKitTesting", "OpenUIKitRendering"]),
        .executableTarget(
            name: "FuzzInput",
            dependencies: ["OpenUIKit", "OpenUIKitFuzzing", "OpenUIKitTesting", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "OpenUIKitFuzzingTests", dependencies: ["OpenUIKit", "OpenUIKitTesting", "OpenUIKitFuzzing"]),
        // libFuzzer's LLVMFuzzerRunDriver, declared only: the -sanitize=fuzzer build links its runtime.
        .systemLibrary(name: "CLibFuzzer"),
        // A libFuzzer binary when built with `-sanitize=fuzzer -D FUZZING` (script/fuzz, .build-fuzz);
        // in a normal build, a replayer of its crash files. See InputFuzzTargetCommand.
        .executableTarget(
            name: "InputFuzzTarget",
            dependencies: ["OpenUIKit", "OpenUIKitFuzzing", "OpenUIKitRendering", "CLibFuzzer"]
        ),
        .testTarget(name: "InputFuzzTargetTests", dependencies: ["InputFuzzTarget", "OpenUIKit", "OpenUIKitRendering"]),
        // OpenUIKitHost: runs a UIApplication in an SDL2 window (Debian's libsdl2-dev).
        // Linked by the module map rather than pkg-config: sdl2.pc adds -D_REENTRANT, which SwiftPM
        // flags as a prohibited flag on every build. SDL2's headers include each other by relative path.
        .systemLibrary(name: "CSDL2"),
        .target(
            name: "OpenUIKitHost",
            dependencies: ["OpenUIKit", "OpenUIKitRendering", "CSDL2", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(name: "HostDemo", dependencies: ["OpenUIKit", "OpenUIKitHost"], linkerSettings: staticSwiftRuntime),
        .testTarget(name: "OpenUIKitHostTests", dependencies: ["OpenUIKitHost", "OpenUIKitRendering", "HostDemo", "CSDL2"]),
        // The benchmark workloads (issue 7); BenchmarksTests runs each once, small, and checks its counters.
        .executableTarget(name: "Benchmarks", dependencies: ["OpenUIKit", "OpenUIKitRendering"],
                          linkerSettings: staticSwiftRuntime),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "OpenUIKit"]),
        .testTarget(
            name: "OpenUIKitRenderingTests",
            dependencies: ["OpenUIKit", "OpenUIKitRendering", "OpenUIKitSnapshotTesting", "OpenUIKitTesting"],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        // ButtonKit: ready-made buttons from the articles; its images are package resources.
        .target(name: "ButtonKit", dependencies: ["OpenUIKit"], resources: [.process("Resources")]),
        .testTarget(name: "ButtonKitTests", dependencies: ["ButtonKit", "OpenUIKit", "OpenUIKitTesting"]),
        .testTarget(name: "OpenUIKitTestingTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
        // App code as many UIKit apps still are: Swift 5 language mode, calling main-actor methods from
        // Timer blocks and DispatchQueue.main closures. It must build (with no errors) and run.
        .testTarget(name: "Swift5ClientTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
