import Foundation

/// What the app's Info.plist (`CFBundleDocumentTypes`, loaded into `UTType.documentTypeDeclarations`)
/// says the app may do with a content type.
enum DocumentTypeRoles {
    /// True when the app declares the type (or a type it conforms to) in the Viewer role and in no
    /// Editor role: such documents open read-only, whatever the document kind could write.
    static func isViewerOnly(_ type: UTType) -> Bool {
        let covering = UTType.documentTypeDeclarations.filter { declaration in
            declaration.contentTypes.contains { type.conforms(to: $0) }
        }
        return covering.contains { $0.role == .viewer } && !covering.contains { $0.role == .editor }
    }
}
