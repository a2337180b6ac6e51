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
        .executableTarget(name: "QuireCLI", dependencies: ["QuireCore", "ChecklistModel", "NotesModel", "BoardModel"]),
        // Saves in a loop until killed; the storage crash tests SIGKILL it at random moments.
        .executableTarget(name: "QuireStorageCrashChild", dependencies: ["QuireCore"]),
        .testTarget(name: "QuireCoreTests", dependencies: ["QuireCore", "CQuireShim", "QuireStorageCrashChild"],
                    resources: [.copy("Fixtures")]),

        // Example document models (headless, tested without a display).
        .target(name: "NotesModel", dependencies: ["QuireCore"], path: "Examples/Notes/NotesModel"),
        .target(name: "ChecklistModel", dependencies: ["QuireCore"], path: "Examples/Checklist/ChecklistModel",
                resources: [.copy("Resources")]),
        .target(name: "BoardModel", dependencies: ["QuireCore"], path: "Examples/BoardStudio/BoardModel"),
        .testTarget(name: "NotesModelTests", dependencies: ["NotesModel", "QuireCore"],
                    path: "Examples/Notes/NotesModelTests"),
        .testTarget(name: "ChecklistModelTests", dependencies: ["ChecklistModel", "QuireCore"],
                    path: "Examples/Checklist/ChecklistModelTests"),
        .testTarget(name: "BoardModelTests", dependencies: ["BoardModel", "QuireCore"],
                    path: "Examples/BoardStudio/BoardModelTests"),
        .testTarget(name: "SeedListingTests", dependencies: ["Quire"]),
        // Runs the built `quire` executable as a subprocess; the dependency makes `--build-tests` build it.
        .testTarget(name: "QuireCLITests", dependencies: ["QuireCLI", "ChecklistModel", "QuireCore"]),
        // `make bench`: issue 8's engine benchmarks, side by side with their baselines (not a test).
        .executableTarget(name: "QuireBench", dependencies: ["QuireCore", "ChecklistModel", "NotesModel", "BoardModel"]),

        // QuireUI: GTK 4 + libadwaita.
        .target(name: "QuireUI", dependencies: ["QuireCore", "CGtk"]),
        .executableTarget(name: "QuireUISmoke", dependencies: ["QuireUI"]),
        // Depends on the smoke app so `swift build --build-tests` builds the executable the tests launch.
        .testTarget(name: "QuireUITests", dependencies: ["QuireUI", "CGtk", "QuireUISmoke"]),
    ]
)
