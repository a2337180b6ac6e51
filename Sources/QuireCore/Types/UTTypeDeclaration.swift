/// What the registry knows about one type: the Info.plist `UTTypeDeclarations` entry, a built-in
/// `public.*` declaration, or one derived from the system's shared-mime-info database.
///
/// Quire addition (Apple keeps declarations private); the command line and the desktop integration
/// read it.
public struct UTTypeDeclaration: Hashable, Codable, Sendable {
    /// Who declared the type.
    public enum Origin: String, Codable, Sendable {
        /// Part of Quire's built-in `public.*` tree (Apple's system declarations).
        case builtIn
        /// Owned by this app: `UTExportedTypeDeclarations` or `UTType(exportedAs:)`.
        case exported
        /// Owned by another app: `UTImportedTypeDeclarations` or `UTType(importedAs:)`.
        case imported
        /// A MIME type from the system's shared-mime-info database with no declaration above.
        case sharedMIMEInfo
        /// Made up for a filename extension or MIME type nobody declared (`dyn.…` identifier).
        case dynamic
    }

    /// The type identifier, for example `com.example.checklist`.
    public var identifier: String
    /// Identifiers of the types this one directly conforms to (`UTTypeConformsTo`).
    public var conformsTo: [String]
    /// A description for people (`UTTypeDescription`).
    public var localizedDescription: String?
    /// Filename extensions without the period, preferred first.
    public var filenameExtensions: [String]
    /// MIME types, preferred first.
    public var mimeTypes: [String]
    public var origin: Origin

    public init(identifier: String, conformsTo: [String] = [], localizedDescription: String? = nil,
                filenameExtensions: [String] = [], mimeTypes: [String] = [], origin: Origin) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.localizedDescription = localizedDescription
        self.filenameExtensions = filenameExtensions
        self.mimeTypes = mimeTypes
        self.origin = origin
    }

    func tags(_ tagClass: UTTagClass) -> [String] {
        switch tagClass {
        case .filenameExtension: return filenameExtensions
        case .mimeType: return mimeTypes
        default: return []
        }
    }
}
