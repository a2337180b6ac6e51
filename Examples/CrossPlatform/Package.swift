// swift-tools-version:5.9
// One package for macOS and Linux with Apple's imports unchanged: the sources write `import SwiftUI`,
// `import UniformTypeIdentifiers` and `import Combine`; on macOS those are Apple's frameworks, on
// Linux Quire's modules of the same names — the only Linux-specific lines are the dependency on Quire
// and the `.when(platforms: [.linux])` conditions. Swift 5 language mode (tools 5.9), as many apps
// still are.
import PackageDescription

let package = Package(
    name: "CrossPlatform",
    platforms: [.macOS(.v14)],
    dependencies: [
        // An app outside this repository names Quire's git URL here instead.
        .package(name: "Quire", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TallyApp",
            dependencies: [
                .product(name: "SwiftUI", package: "Quire", condition: .when(platforms: [.linux])),
                .product(name: "UniformTypeIdentifiers", package: "Quire", condition: .when(platforms: [.linux])),
                .product(name: "Combine", package: "Quire", condition: .when(platforms: [.linux])),
            ]),
        .executableTarget(
            name: "JotterApp",
            dependencies: [
                .product(name: "SwiftUI", package: "Quire", condition: .when(platforms: [.linux])),
                .product(name: "UniformTypeIdentifiers", package: "Quire", condition: .when(platforms: [.linux])),
            ]),
        .executableTarget(
            name: "StockroomApp",
            dependencies: [
                .product(name: "SwiftUI", package: "Quire", condition: .when(platforms: [.linux])),
                .product(name: "UniformTypeIdentifiers", package: "Quire", condition: .when(platforms: [.linux])),
            ]),
    ]
)
