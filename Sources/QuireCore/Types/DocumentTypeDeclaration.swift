/// One `CFBundleDocumentTypes` entry of an Info.plist: which content types the app opens, and in
/// which role. The document UI decides from these whether it may edit or only view a file.
public struct DocumentTypeDeclaration: Hashable, Codable, Sendable {
    /// `CFBundleTypeRole`: what the app does with documents of these types.
    public enum Role: String, Codable, Sendable, CaseIterable {
        case editor = "Editor"
        case viewer = "Viewer"
        case shell = "Shell"
        case quickLookGenerator = "QLGenerator"
        case none = "None"
    }

    /// `LSHandlerRank`: how strongly the app claims these types.
    public enum HandlerRank: String, Codable, Sendable, CaseIterable {
        case owner = "Owner"
        case `default` = "Default"
        case alternate = "Alternate"
        case none = "None"
    }

    /// `CFBundleTypeName`.
    public var name: String?
    /// `CFBundleTypeRole`; Apple requires it, and a missing one is read as `editor`, which is what
    /// Xcode writes by default.
    public var role: Role
    /// `LSHandlerRank`, when given.
    public var handlerRank: HandlerRank?
    /// `LSItemContentTypes`: the type identifiers, as written.
    public var contentTypeIdentifiers: [String]
    /// `LSTypeIsPackage`: documents of these types are directories shown as one file.
    public var isPackage: Bool

    public init(name: String? = nil, role: Role, handlerRank: HandlerRank? = nil,
                contentTypeIdentifiers: [String], isPackage: Bool = false) {
        self.name = name
        self.role = role
        self.handlerRank = handlerRank
        self.contentTypeIdentifiers = contentTypeIdentifiers
        self.isPackage = isPackage
    }

    /// The content types as `UTType` values (an identifier nobody declared still yields a type that
    /// conforms only to itself).
    public var contentTypes: [UTType] {
        contentTypeIdentifiers.map { UTType($0) ?? UTType(declaredIdentifier: $0) }
    }
}
