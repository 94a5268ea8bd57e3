// swift-tools-version:6.1
import PackageDescription

let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]
// A release `tracer` carries the Swift runtime and Foundation inside: it starts in 41 ms instead
// of 58 (no symbols bound across a dozen Swift libraries at launch), 2 % of a 5 s clip's
// detection, and runs where no Swift toolchain is installed. Set on compiling as well as on
// linking, so that each module asks for the static libraries, in the order they need. Linked
// by the toolchain's lld, which (unlike gold) does not warn about glibc's mktemp inside Foundation.
let staticStdlib: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]

let package = Package(
    name: "tracer",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tracer", targets: ["tracer"]),
        .library(name: "TracerPipeline", targets: ["TracerPipeline"]),
        .library(name: "TracerVision", targets: ["TracerVision"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat libavcodec libavutil libswscale",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // glibc's allocator tuning (mallopt, malloc_trim), which the Glibc module does not export.
        .target(name: "CAllocator"),
        // The pixel loops are unusably slow unoptimised; tests and `swift run` get them optimised too.
        .target(name: "TracerVision", swiftSettings: optimisedInDebug + staticStdlib),
        .target(name: "TracerMedia", dependencies: ["CFFmpeg"], swiftSettings: staticStdlib),
        .target(name: "TracerRender", dependencies: ["CCairo", "TracerVision"], swiftSettings: optimisedInDebug + staticStdlib),
        .target(name: "TracerPipeline", dependencies: ["TracerMedia", "TracerVision", "TracerRender", "CAllocator"],
                swiftSettings: staticStdlib),
        .executableTarget(
            name: "tracer",
            dependencies: [
                "TracerPipeline",
                "CAllocator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: staticStdlib,
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))]
        ),
        // Helpers the test targets share (fixture cleanup at exit, the sample clips and their
        // truth); Foundation only, and no product or the executable depends on it.
        .target(name: "TracerTestSupport", path: "Tests/TracerTestSupport"),
        .testTarget(name: "TracerVisionTests", dependencies: ["TracerVision"]),
        .testTarget(name: "TracerMediaTests", dependencies: ["TracerMedia", "TracerTestSupport"]),
        .testTarget(name: "TracerRenderTests", dependencies: ["TracerRender", "TracerVision"]),
        .testTarget(
            name: "TracerPipelineTests",
            dependencies: ["TracerPipeline", "TracerMedia", "TracerVision", "TracerRender", "TracerTestSupport"]
        ),
        .testTarget(name: "TracerCLITests", dependencies: ["TracerPipeline", "TracerMedia", "TracerTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
