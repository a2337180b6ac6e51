import QuireCore

/// Seed 001's Info.plist, shipped as a resource exactly as the seed prints it: the source of truth for
/// the checklist type's description, extension and document role.
public enum ChecklistInfoPlist {
    /// The bundled property list.
    public static var url: URL? { Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "Resources") }

    /// Registers the plist's type declarations (idempotent) and returns its document types.
    @discardableResult
    public static func registerTypes() throws -> [DocumentTypeDeclaration] {
        guard let url else {
            throw DocumentError(.notFound, detail: "The checklist app's Info.plist is missing from its resources")
        }
        return try UTType.registerDeclarations(fromPropertyListAt: url)
    }
}
