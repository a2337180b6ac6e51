// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport
import Foundation

// Layers (see docs/ARCHITECTURE.md): Quire (umbrella) re-exports QuireCore, QuireGraphics, QuireUI and QuireGTK;
// QuireCore depends only on Foundation, the tiny C shim and GLib (CGLib: the shared recents file); QuireGraphics
// adds CoreGraphics' drawing API over cairo (CCairo) and gdk-pixbuf (CGdkPixbuf, JPEG decoding); QuireUI adds
// SwiftUI's views and scenes with no toolkit; QuireGTK, the only target that imports CGtk, renders them with
// GTK 4 + libadwaita.
// Swift 6 language mode everywhere (tools version 6.0 default).
// The example apps' release builds carry the Swift runtime and Foundation inside the executable
// (`-static-stdlib`, what `swift build --static-swift-stdlib` does): the dynamic loader then maps and
// binds 15 fewer libraries at every launch — about 10 ms of CPU before the first window (benchmark 6,
// docs/PERFORMANCE.md). Debug builds (tests, `make run`) stay dynamic: faster to link.
let appSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
let appLinkerSettings: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

// Quire's macros (`@Entry`) are a compiler plugin built against the swift-syntax modules and libraries
// the toolchain ships for its own macros (usr/lib/swift/host), since no swift-syntax package can be
// fetched: the first `lib/swift/host` beside a `bin` on PATH that holds `swift` (the toolchain building this).
let toolchainHost = (Context.environment["PATH"] ?? "").split(separator: ":").lazy
    .map { URL(fileURLWithPath: String($0)) }
    .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("swift").path) }
    .map { $0.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path }
    .first { FileManager.default.fileExists(atPath: $0 + "/SwiftSyntax.swiftmodule") } ?? "/opt/swift/usr/lib/swift/host"
let swiftSyntaxLibraries = ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics", "SwiftParser",
                            "SwiftBasicFormat", "SwiftOperators", "SwiftParserDiagnostics", "SwiftSyntaxMacroExpansion",
                            "SwiftCompilerPluginMessageHandling"]

let package = Package(
    name: "Quire",
    products: [
        .library(name: "Quire", targets: ["Quire"]),
        .library(name: "QuireCore", targets: ["QuireCore"]),
        // Apple's module names, so one package imports `SwiftUI`, `UniformTypeIdentifiers` and
        // `Combine` on every platform and depends on these only on Linux (README, Examples/CrossPlatform).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "Combine", targets: ["Combine"]),
        .executable(name: "quire", targets: ["QuireCLI"]),
        // Xcode's generated asset symbols (`Image(.star)`) for an app target with an asset catalog.
        .plugin(name: "QuireAssetSymbols", targets: ["QuireAssetSymbolsPlugin"]),
        // The engine's commands as a library: `quire` is them alone; an app's own tool adds its kinds.
        .library(name: "QuireCommands", targets: ["QuireCommands"]),
        // `quire` with the example apps' documents and their `checklist` and `export` commands.
        .executable(name: "quire-samples", targets: ["QuireSamples"]),
        // The sample models as products too, so the fuzzing package (Fuzzing/) can depend on them.
        .library(name: "NotesModel", targets: ["NotesModel"]),
        .library(name: "ChecklistModel", targets: ["ChecklistModel"]),
        .library(name: "BoardModel", targets: ["BoardModel"]),
        // For the image decoding harness (Fuzzing/Sources/FuzzImage).
        .library(name: "QuireGraphics", targets: ["QuireGraphics"]),
    ],
    targets: [
        .target(name: "CQuireShim"),
        .systemLibrary(
            name: "CGtk", pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]),
        // GLib alone, for QuireCore: GBookmarkFile (recents). Not a UI library.
        .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango over cairo: text a Canvas draws (GraphicsContext.draw(Text)).
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        // Apple's Combine as SwiftUI apps use it (publishers, subjects, operators, schedulers,
        // ObservableObject / @Published): Foundation only. Quire's own targets use CombineCore;
        // `Combine`, the module an app imports, adds URLSession's publisher (CombineFoundationNetworking),
        // so only an app that depends on Combine links FoundationNetworking and libcurl (docs/SWIFTUI-COVERAGE.md).
        .target(name: "CombineCore"),
        .target(name: "CombineFoundationNetworking", dependencies: ["CombineCore"]),
        .target(name: "Combine", dependencies: ["CombineCore", "CombineFoundationNetworking"]),
        .testTarget(name: "CombineTests", dependencies: ["CombineCore", "Combine"]),
        .target(name: "QuireCore", dependencies: ["CQuireShim", "CGLib", "CombineCore", "QuireAssetSymbols"]),
        // Asset catalogs' set names and the symbols Xcode makes of them (Foundation only: the plugin's
        // tool builds it for the host too).
        .target(name: "QuireAssetSymbols"),
        .executableTarget(name: "QuireAssetSymbolsTool", dependencies: ["QuireAssetSymbols"]),
        .plugin(name: "QuireAssetSymbolsPlugin", capability: .buildTool(), dependencies: ["QuireAssetSymbolsTool"]),
        // CoreGraphics' names over cairo: contexts (bitmap, PDF), paths, colours, images. No display.
        .target(name: "QuireGraphics", dependencies: ["QuireCore", "CCairo", "CPangoCairo", "CGdkPixbuf"]),
        .target(name: "Quire", dependencies: ["CombineCore", "QuireCore", "QuireGraphics", "QuireUI", "QuireGTK"]),
        // Thin re-exports under Apple's module names: `SwiftUI` is the umbrella, `UniformTypeIdentifiers`
        // QuireCore's UTType.
        .target(name: "SwiftUI", dependencies: ["Quire"]),
        .target(name: "UniformTypeIdentifiers", dependencies: ["QuireCore"]),
        // `quire`: the engine's commands (info, check, versions, restore, drafts, types), no app's models,
        // and `quire bundle`.
        .target(name: "QuireCommands", dependencies: ["QuireCore"]),
        .executableTarget(name: "QuireCLI", dependencies: ["QuireCommands", "QuireBundle"]),
        // `quire bundle`: an app's .deb and Flatpak manifest, with its desktop entry, MIME package,
        // icons and AppStream metainfo (Foundation and QuireCore only; the system's tools do the rest).
        .target(name: "QuireBundle", dependencies: ["QuireCore"]),
        // The files `quire bundle` writes, checked by the real validators; `make test-bundle` adds the
        // packages built, installed with dpkg, opened under Xvfb and removed (QUIRE_BUNDLE_TESTS=1).
        .testTarget(name: "QuireBundleTests", dependencies: ["QuireBundle", "QuireCore", "QuireCLI", "ChecklistModel"]),
        // Saves in a loop until killed; the storage crash tests SIGKILL it at random moments.
        .executableTarget(name: "QuireStorageCrashChild", dependencies: ["QuireCore"],
                          path: "Tests/Support/QuireStorageCrashChild"),
        .testTarget(name: "QuireGraphicsTests", dependencies: ["QuireGraphics", "QuireCore"]),
        // Test support, not shipped: real file systems mounted for a test (scripts/testfs.sh).
        .target(name: "QuireTestDrives", dependencies: ["CQuireShim"], path: "Tests/Support/TestDrives"),
        .testTarget(name: "QuireCoreTests", dependencies: ["QuireCore", "QuireAssetSymbols", "CQuireShim", "QuireStorageCrashChild", "QuireTestDrives"],
                    resources: [.copy("Fixtures")]),

        // Example document models (headless, tested without a display).
        .target(name: "NotesModel", dependencies: ["QuireCore"], path: "Examples/Notes/NotesModel"),
        .target(name: "ChecklistModel", dependencies: ["QuireCore"], path: "Examples/Checklist/ChecklistModel",
                resources: [.copy("Resources")]),
        .target(name: "BoardModel", dependencies: ["QuireCore", "QuireGraphics"], path: "Examples/BoardStudio/BoardModel",
                resources: [.copy("Resources")]),
        .executableTarget(name: "QuireSamples", dependencies: ["QuireCommands", "QuireCore", "ChecklistModel", "BoardModel", "NotesModel"],
                          path: "Examples/QuireSamples"),
        .testTarget(name: "NotesModelTests", dependencies: ["NotesModel", "QuireCore"],
                    path: "Examples/Notes/NotesModelTests"),
        .testTarget(name: "ChecklistModelTests", dependencies: ["ChecklistModel", "QuireCore"],
                    path: "Examples/Checklist/ChecklistModelTests"),
        .testTarget(name: "BoardModelTests", dependencies: ["BoardModel", "QuireCore", "QuireGraphics"],
                    path: "Examples/BoardStudio/BoardModelTests"),
        .testTarget(name: "SeedListingTests", dependencies: ["Quire"]),
        // Runs the built `quire` and `quire-samples` executables as subprocesses; the dependencies make
        // `--build-tests` build them.
        .testTarget(name: "QuireCLITests", dependencies: ["QuireCLI", "QuireSamples", "ChecklistModel", "BoardModel",
                                                         "QuireCore", "QuireGraphics"]),
        // Test support, not shipped: opens a board (or a note) through DocumentSession, edits, saves (the
        // fault-injection tests run it under their LD_PRELOAD shim, Tests/Support/faultinject).
        .executableTarget(name: "QuireFaultChild", dependencies: ["QuireCore", "BoardModel", "NotesModel"],
                          path: "Tests/Support/QuireFaultChild"),
        // Runs `quire-samples` and QuireFaultChild under syscall fault injection and strace; the
        // dependencies make `--build-tests` build both executables.
        .testTarget(name: "FaultInjectionTests", dependencies: ["QuireSamples", "QuireFaultChild", "QuireCore"]),
        // `make bench`: issue 8's engine benchmarks, side by side with their baselines (not a test).
        .executableTarget(name: "QuireBench", dependencies: ["QuireCore", "ChecklistModel", "NotesModel", "BoardModel"],
                          path: "Benchmarks/QuireBench"),

        // QuireUI: views, the view graph, scenes — no toolkit. QuireGTK: every GTK 4 + libadwaita call,
        // behind QuireUI's ViewBackend, and the app's main loop (`App.main()`).
        .macro(name: "QuireMacros",
               swiftSettings: [.unsafeFlags(["-I", toolchainHost])],
               linkerSettings: [.unsafeFlags(["-L", toolchainHost, "-Xlinker", "-rpath", "-Xlinker", toolchainHost])]
                   + swiftSyntaxLibraries.map { .linkedLibrary($0) }),
        // Resources: Quire's own words in other languages (Resources/Quire.xcstrings, `QuireStrings`).
        .target(name: "QuireUI", dependencies: ["QuireCore", "QuireGraphics", "CombineCore", "CQuireShim", "QuireMacros"],
                resources: [.copy("Resources")]),
        .target(name: "QuireGTK", dependencies: ["QuireUI", "QuireCore", "QuireGraphics", "CGtk", "CQuireShim"]),
        // The view layer's backend without a display, for tests and benchmarks: widgets that record
        // what the graph did to them and stand in for the person using them. Ships in no product.
        .target(name: "QuireUIHeadless", dependencies: ["QuireUI", "QuireCore", "QuireGraphics"],
                path: "Tests/Support/QuireUIHeadless"),
        .executableTarget(name: "QuireUISmoke", dependencies: ["QuireUI", "QuireGTK", "CGtk"], path: "Tests/Support/QuireUISmoke"),
        // A small view tree in a window: the view layer's GUI test drives it.
        .executableTarget(name: "QuireUIDemo", dependencies: ["QuireUI", "QuireGTK", "QuireCore"],
                          path: "Tests/Support/QuireUIDemo", resources: [.copy("Assets.xcassets")]),
        // A document app with commands, a preferences window and value windows: the scenes GUI test drives it.
        .executableTarget(name: "QuireScenesDemo", dependencies: ["QuireUI", "QuireGTK", "QuireCore"],
                          path: "Tests/Support/QuireScenesDemo"),
        // What one row operation costs a List of 10 to 10,000 rows: widgets and main-thread time
        // (headless; `--gtk` in a window under a display).
        .executableTarget(name: "QuireListBench", dependencies: ["QuireUI", "QuireUIHeadless", "QuireGTK", "QuireCore"],
                          path: "Benchmarks/QuireListBench"),
        // A 100,000-row List and Table on GTK beside plain C GtkListView/GtkColumnView programs
        // (Benchmarks/LazyListBaseline): open, page scroll, widgets alive. `make bench`, under a display.
        .executableTarget(name: "QuireLazyListBench", dependencies: ["QuireUI", "QuireGTK", "QuireCore", "CGtk"],
                          path: "Benchmarks/QuireLazyListBench"),
        // What one keystroke costs a Notes window as the note grows to 1 MiB: widgets and main-thread time
        // (headless; `--gtk` types into a GtkTextView in a window under a display). `make bench`.
        .executableTarget(name: "QuireTypingBench", dependencies: ["QuireUI", "QuireUIHeadless", "QuireGTK", "QuireCore", "NotesModel", "CGtk"],
                          path: "Benchmarks/QuireTypingBench"),
        // Depends on the smoke app so `swift build --build-tests` builds the executable the tests launch.
        // Seed 000's notes app: `make run` launches it; the scene layer's GUI tests drive it.
        .executableTarget(name: "NotesApp", dependencies: ["Quire", "NotesModel"], path: "Examples/Notes/NotesApp",
                          resources: [.copy("Resources")], swiftSettings: appSwiftSettings, linkerSettings: appLinkerSettings),
        // Seed 001's checklist app: `make run APP=checklist`; its GUI test drives it.
        .executableTarget(name: "ChecklistApp", dependencies: ["Quire", "ChecklistModel"],
                          path: "Examples/Checklist/ChecklistApp", resources: [.copy("Resources")],
                          swiftSettings: appSwiftSettings, linkerSettings: appLinkerSettings),
        // Seed 002's board app: `make run APP=board`; its GUI test drives it.
        .executableTarget(name: "BoardStudioApp", dependencies: ["Quire", "BoardModel"],
                          path: "Examples/BoardStudio/BoardStudioApp", resources: [.copy("Resources")],
                          swiftSettings: appSwiftSettings, linkerSettings: appLinkerSettings),
        // Examples/CrossPlatform's app, built here too (a second package would rebuild all of Quire): its
        // sources import `SwiftUI`, `UniformTypeIdentifiers` and `Combine` as on macOS, in Swift 5 mode.
        .executableTarget(name: "TallyApp", dependencies: ["SwiftUI", "UniformTypeIdentifiers", "Combine"],
                          path: "Examples/CrossPlatform/Sources/TallyApp", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "JotterApp", dependencies: ["SwiftUI", "UniformTypeIdentifiers"],
                          path: "Examples/CrossPlatform/Sources/JotterApp", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "StockroomApp", dependencies: ["SwiftUI", "UniformTypeIdentifiers"],
                          path: "Examples/CrossPlatform/Sources/StockroomApp", swiftSettings: [.swiftLanguageMode(.v5)]),
        // Quire's widget factory (`make run APP=gallery`, `make screenshots`): a document app written as
        // for macOS, importing `SwiftUI` and `UniformTypeIdentifiers` only, one page per family.
        .executableTarget(name: "GalleryApp", dependencies: ["SwiftUI", "UniformTypeIdentifiers"],
                          path: "Examples/Gallery/GalleryApp", resources: [.copy("Resources")],
                          plugins: ["QuireAssetSymbolsPlugin"]),
        .testTarget(name: "QuireUITests",
                    dependencies: ["QuireUI", "QuireUIHeadless", "QuireGTK", "QuireGraphics", "CGtk", "QuireUISmoke", "QuireUIDemo", "QuireScenesDemo", "NotesModel", "ChecklistModel",
                                   "NotesApp", "ChecklistApp", "BoardModel", "BoardStudioApp", "QuireSamples", "TallyApp", "JotterApp", "StockroomApp",
                                   "GalleryApp"]),

        // DocumentSession end to end on real files; the child makes an untitled draft, then is killed.
        // `crash …`: the crash matrix's child (a board saved, exported, renamed, moved, restored, autosaved in a loop).
        .executableTarget(name: "QuireSessionChild", dependencies: ["QuireCore", "ChecklistModel", "BoardModel"],
                          path: "Tests/Support/QuireSessionChild"),
        .testTarget(name: "EngineTests",
                    dependencies: ["QuireCore", "ChecklistModel", "NotesModel", "BoardModel", "QuireSessionChild",
                                   "QuireTestDrives"]),
    ]
)

