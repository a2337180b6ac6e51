// swift-tools-version:6.0
import PackageDescription

// Layers (see docs/ARCHITECTURE.md): Quire (umbrella) re-exports QuireCore; QuireCore depends only on
// Foundation and the tiny C shim; QuireUI adds GTK 4 + libadwaita through the CGtk system library.
// Swift 6 language mode everywhere (tools version 6.0 default).
let package = Package(
    name: "Quire",
    products: [
        .library(name: "Quire", targets: ["Quire"]),
        .library(name: "QuireCore", targets: ["QuireCore"]),
        .executable(name: "quire", targets: ["QuireCLI"]),
    ],
    targets: [
        .target(name: "CQuireShim"),
        .systemLibrary(
            name: "CGtk", pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]),
        .target(name: "QuireCore", dependencies: ["CQuireShim"]),
        .target(name: "Quire", dependencies: ["QuireCore"]),
        .target(name: "QuireUI", dependencies: ["QuireCore", "CGtk"]),
        .executableTarget(name: "QuireUISmoke", dependencies: ["QuireUI"]),
        .executableTarget(name: "QuireCLI", dependencies: ["QuireCore"]),
        .testTarget(name: "QuireCoreTests", dependencies: ["QuireCore", "CQuireShim"]),
        .testTarget(name: "SeedListingTests", dependencies: ["Quire"]),
        // Depends on the smoke app so `swift build --build-tests` builds the executable the tests launch.
        .testTarget(name: "QuireUITests", dependencies: ["QuireUI", "CGtk", "QuireUISmoke"]),
    ]
)
