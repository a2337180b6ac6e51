import QuireCore

/// Board Studio's Info.plist declarations, shipped as a resource: the board package type's
/// description (“Board”), its `.boardpkg` extension, its conformance to `com.apple.package` and the
/// Editor role. Seed 002's `UTType(exportedAs:conformingTo:)` declares the identifier only; this is
/// the “bundle metadata” half the seed says a real app adds, so `.boardpkg` folders resolve to it.
public enum BoardInfoPlist {
    /// The bundled property list.
    public static var url: URL? { Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "Resources") }

    /// Registers the plist's type declarations (idempotent) and returns its document types.
    @discardableResult
    public static func registerTypes() throws -> [DocumentTypeDeclaration] {
        guard let url else {
            throw DocumentError(.notFound, detail: "Board Studio's Info.plist is missing from its resources")
        }
        return try UTType.registerDeclarations(fromPropertyListAt: url)
    }
}
