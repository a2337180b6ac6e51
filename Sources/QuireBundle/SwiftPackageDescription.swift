import Foundation

/// The parts of `swift package describe --type json` a bundle needs: the package's name and folder,
/// its executable products, and each target's folder, resources and the products it is part of.
struct SwiftPackageDescription: Decodable {
    struct Product: Decodable {
        var name: String
        var targets: [String]
        var type: [String: Empty?]
        var isExecutable: Bool { type.keys.contains("executable") }
    }

    struct Target: Decodable {
        var name: String
        var path: String
        var type: String
        var resources: [Resource]?
        var productMemberships: [String]?

        enum CodingKeys: String, CodingKey {
            case name, path, type, resources
            case productMemberships = "product_memberships"
        }
    }

    struct Resource: Decodable {
        var path: String
    }

    struct Empty: Decodable {}

    var name: String
    var path: String
    var products: [Product]
    var targets: [Target]

    /// Describes the package at `packagePath` (`swift package describe`), with the build folder
    /// `scratchPath` (SwiftPM locks the build folder, even to describe).
    static func load(packagePath: URL, scratchPath: URL?) throws -> SwiftPackageDescription {
        let scratch = scratchPath.map { ["--scratch-path", $0.path] } ?? []
        let json = try Subprocess.output("swift", ["package", "--package-path", packagePath.path] + scratch + ["describe", "--type", "json"])
        // Anything SwiftPM prints before the JSON (a resolution notice) is skipped.
        guard let start = json.firstIndex(of: "{") else { throw BundleError("swift package describe printed no JSON:\n\(json)") }
        do {
            return try JSONDecoder().decode(SwiftPackageDescription.self, from: Data(json[start...].utf8))
        } catch {
            throw BundleError("swift package describe printed JSON this tool cannot read: \(error)")
        }
    }

    var executableProducts: [Product] { products.filter(\.isExecutable) }

    func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The targets built into `product` that have resources: each has a `<Package>_<Target>.resources`
    /// bundle beside the executable.
    func targetsWithResources(in product: Product) -> [Target] {
        targets.filter { target in
            !(target.resources ?? []).isEmpty
                && ((target.productMemberships ?? []).contains(product.name) || product.targets.contains(target.name))
        }
    }
}
