// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses for every reader Quire has (see docs/ARCHITECTURE.md, "Fuzzing"). A package of
// its own, depending on the root one by path: the harnesses only link with `-sanitize=fuzzer`, so
// they must stay out of the root package's `swift build --build-tests`. Build and run with `make fuzz`:
//
//   swift build --package-path Fuzzing -c release -Xswiftc -sanitize=fuzzer,address \
//       -Xswiftc -enable-testing -Xswiftc -use-ld=lld
//
// `-enable-testing` lets the harnesses `@testable import` the internal parsers; `lld` because gold
// fails on libFuzzer's archive. Each harness keeps a Swift `@main` (SwiftPM renames executables'
// entry points) and hands its closure to `LLVMFuzzerRunDriver` (CFuzzerDriver).
let harnesses = ["FuzzPlist", "FuzzMIMEInfo", "FuzzXBEL", "FuzzChecklist", "FuzzBoard", "FuzzText", "FuzzFileWrapper", "FuzzImage"]

let package = Package(
    name: "QuireFuzzing",
    products: harnesses.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "Quire", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"]),
        .executableTarget(name: "FuzzPlist", dependencies: ["FuzzSupport", .product(name: "QuireCore", package: "Quire")]),
        .executableTarget(name: "FuzzMIMEInfo", dependencies: ["FuzzSupport", .product(name: "QuireCore", package: "Quire")]),
        .executableTarget(name: "FuzzXBEL", dependencies: ["FuzzSupport", .product(name: "QuireCore", package: "Quire")]),
        .executableTarget(name: "FuzzChecklist", dependencies: [
            "FuzzSupport", .product(name: "QuireCore", package: "Quire"), .product(name: "ChecklistModel", package: "Quire"),
        ]),
        .executableTarget(name: "FuzzBoard", dependencies: [
            "FuzzSupport", .product(name: "QuireCore", package: "Quire"), .product(name: "BoardModel", package: "Quire"),
        ]),
        .executableTarget(name: "FuzzText", dependencies: [
            "FuzzSupport", .product(name: "QuireCore", package: "Quire"), .product(name: "NotesModel", package: "Quire"),
        ]),
        .executableTarget(name: "FuzzFileWrapper", dependencies: ["FuzzSupport", .product(name: "QuireCore", package: "Quire")]),
        .executableTarget(name: "FuzzImage", dependencies: [
            "FuzzSupport", .product(name: "QuireCore", package: "Quire"), .product(name: "QuireGraphics", package: "Quire"),
        ]),
    ]
)
