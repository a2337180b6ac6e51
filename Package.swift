// swift-tools-version:6.0
import PackageDescription

// Layers (see docs/ARCHITECTURE.md): Quire (umbrella) re-exports QuireCore; QuireCore depends only on
// Foundation and the tiny C shim. Swift 6 language mode everywhere (tools version 6.0 default).
let package = Package(
    name: "Quire",
    products: [
        .library(name: "Quire", targets: ["Quire"]),
        .library(name: "QuireCore", targets: ["QuireCore"]),
        .executable(name: "quire", targets: ["QuireCLI"]),
    ],
    targets: [
        .target(name: "CQuireShim"),
        .target(name: "QuireCore", dependencies: ["CQuireShim"]),
        .target(name: "Quire", dependencies: ["QuireCore"]),
        .executableTarget(name: "QuireCLI", dependencies: ["QuireCore"]),
        // Saves in a loop until killed; the storage crash tests SIGKILL it at random moments.
        .executableTarget(name: "QuireStorageCrashChild", dependencies: ["QuireCore"]),
        .testTarget(name: "QuireCoreTests", dependencies: ["QuireCore", "CQuireShim", "QuireStorageCrashChild"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "SeedListingTests", dependencies: ["Quire"]),
    ]
)
