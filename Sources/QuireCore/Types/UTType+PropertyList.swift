import Foundation

extension UTType {
    /// Registers the type declarations of an Info.plist: `UTExportedTypeDeclarations`,
    /// `UTImportedTypeDeclarations` and `CFBundleDocumentTypes` (Quire addition; on Apple platforms
    /// the system reads the app bundle's Info.plist).
    ///
    /// `data` may be a whole property list (XML or binary), a bare `<dict>`, or bare key/value pairs
    /// as documentation prints them. Nothing is registered unless the whole input is valid.
    ///
    /// - Returns: the document types it declares.
    /// - Throws: `DocumentError` with code `.corrupt` naming the key and entry at fault.
    @discardableResult
    public static func registerDeclarations(fromPropertyList data: Data) throws -> [DocumentTypeDeclaration] {
        try register(PropertyListTypeDeclarations(data: data))
    }

    /// Reads an Info.plist (or a fragment of one) from a file and registers its declarations; see
    /// `registerDeclarations(fromPropertyList:)`. Files over 16 MiB are refused as `.tooLarge`; folders,
    /// pipes and devices as `.unsupportedType`.
    @discardableResult
    public static func registerDeclarations(fromPropertyListAt url: URL) throws -> [DocumentTypeDeclaration] {
        try InfoPropertyList(contentsOf: url).registerDeclarations()
    }

    static func register(_ declarations: PropertyListTypeDeclarations) -> [DocumentTypeDeclaration] {
        let registry = TypeRegistry.shared
        for declaration in declarations.imported { registry.register(declaration, source: .propertyListImported) }
        for declaration in declarations.exported { registry.register(declaration, source: .propertyListExported) }
        registry.register(documentTypes: declarations.documentTypes)
        return declarations.documentTypes
    }
}
