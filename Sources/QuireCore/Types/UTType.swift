import Foundation

/// A uniform type identifier: what kind of data a file or a document holds, and how that kind
/// relates to others (`public.json` conforms to `public.text`, which conforms to `public.data`…).
///
/// Mirrors Apple's `UniformTypeIdentifiers.UTType`. Types are looked up in a process-wide registry
/// of declarations: Quire's built-in `public.*` tree, the app's own declarations (from
/// `UTType(exportedAs:)`, `UTType(importedAs:)` or an Info.plist loaded with
/// `registerDeclarations(fromPropertyList:)`), and the system's shared-mime-info database. Tags
/// nobody declared get a dynamic type (`isDynamic`). Two values are equal when their identifiers
/// are, ignoring case; a type encodes as its identifier string.
public struct UTType: Hashable, Codable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type identifier, for example `public.png` or `com.example.checklist`.
    public let identifier: String
    private let key: String

    /// A value for an identifier without consulting the registry (constants, decoding).
    init(declaredIdentifier identifier: String) {
        self.identifier = identifier
        self.key = identifier.lowercased()
    }

    /// Creates a type your app owns. Unless an Info.plist declaration for the identifier was loaded
    /// (which then supplies conformances, extensions, MIME types and description), the type conforms
    /// to `parentType`, or to `.data` when that is nil, and gets the MIME type
    /// `application/x-<last identifier component>`. A `parentType` given explicitly is added to the
    /// Info.plist declaration's conformances (Quire: code may say more about a type than its plist).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        TypeRegistry.shared.register(
            UTTypeDeclaration(identifier: identifier, conformsTo: [(parentType ?? .data).identifier], origin: .exported),
            source: .codeExported, addsConformances: parentType != nil)
        self.init(declaredIdentifier: TypeRegistry.shared.canonicalIdentifier(for: identifier) ?? identifier)
    }

    /// Creates a type another app owns but your app uses. An Info.plist declaration for the
    /// identifier takes precedence; otherwise the type conforms to `parentType` or `.data`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        TypeRegistry.shared.register(
            UTTypeDeclaration(identifier: identifier, conformsTo: [(parentType ?? .data).identifier], origin: .imported),
            source: .codeImported, addsConformances: parentType != nil)
        self.init(declaredIdentifier: TypeRegistry.shared.canonicalIdentifier(for: identifier) ?? identifier)
    }

    /// The type with this identifier, or nil when no declaration (built-in, the app's or the
    /// system's) or dynamic identifier names it.
    public init?(_ identifier: String) {
        guard let canonical = TypeRegistry.shared.canonicalIdentifier(for: identifier) else { return nil }
        self.init(declaredIdentifier: canonical)
    }

    /// The best type with this tag that conforms to `supertype`; a dynamic type when none is
    /// declared. Nil when the tag is not valid for its class (empty, a path, control characters…).
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let tag = Self.validatedTag(tag, tagClass: tagClass) else { return nil }
        let registry = TypeRegistry.shared
        if let found = registry.identifiers(tag: tag, tagClass: tagClass, conformingTo: supertype?.identifier,
                                            firstOnly: true).first {
            self.init(declaredIdentifier: found)
        } else {
            let dynamic = DynamicTypeIdentifier(tagClass: tagClass, tag: tag,
                                                conformsTo: (supertype ?? .data).identifier)
            self.init(declaredIdentifier: dynamic.identifier)
        }
    }

    /// The type for a filename extension (without the period), for example `png`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type for a MIME type, for example `image/png`. Parameters (`; charset=…`) are ignored.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every known type with the tag that conforms to `supertype`, best first; empty when none is
    /// declared or the tag is invalid.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard let tag = validatedTag(tag, tagClass: tagClass) else { return [] }
        return TypeRegistry.shared.identifiers(tag: tag, tagClass: tagClass, conformingTo: supertype?.identifier)
            .map(UTType.init(declaredIdentifier:))
    }

    // MARK: Relationships

    /// Whether this type is `type` or a subtype of it.
    public func conforms(to type: UTType) -> Bool {
        key == type.key || TypeRegistry.shared.conforms(identifier, to: type.identifier)
    }

    /// Whether this type conforms to `type` and is not `type` itself.
    public func isSubtype(of type: UTType) -> Bool { key != type.key && conforms(to: type) }

    /// Whether `type` conforms to this type and is not this type itself.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// Every type this one directly or indirectly conforms to, not including itself.
    public var supertypes: Set<UTType> {
        Set(TypeRegistry.shared.supertypes(of: identifier).map(UTType.init(declaredIdentifier:)))
    }

    // MARK: Tags and description

    /// Filename extensions and MIME types, preferred first within each class.
    public var tags: [UTTagClass: [String]] {
        guard let declaration else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.filenameExtensions.isEmpty { tags[.filenameExtension] = declaration.filenameExtensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    public var preferredFilenameExtension: String? { declaration?.filenameExtensions.first }

    public var preferredMIMEType: String? { declaration?.mimeTypes.first }

    /// A description for people: the declaration's, or shared-mime-info's comment.
    public var localizedDescription: String? { TypeRegistry.shared.description(for: identifier) }

    /// The declaration behind this type (Quire addition), or nil for an identifier nobody declared.
    public var declaration: UTTypeDeclaration? { TypeRegistry.shared.declaration(for: identifier) }

    /// Whether a declaration (built-in, the app's or the system's) defines this type.
    public var isDeclared: Bool {
        guard let origin = declaration?.origin else { return false }
        return origin != .dynamic
    }

    /// Whether this type was made up for an undeclared tag (its identifier starts with `dyn.`).
    public var isDynamic: Bool { key.hasPrefix(DynamicTypeIdentifier.prefix) }

    /// Whether the identifier is in the reserved `public` domain.
    public var isPublic: Bool { key.hasPrefix("public.") }

    // MARK: Registry

    /// Every declaration made so far: the built-in tree, then the app's, in registration order.
    /// Quire addition, for listing (`quire types`) and desktop integration.
    public static var registeredDeclarations: [UTTypeDeclaration] { TypeRegistry.shared.declarations }

    /// The `CFBundleDocumentTypes` entries of every Info.plist loaded so far.
    public static var documentTypeDeclarations: [DocumentTypeDeclaration] { TypeRegistry.shared.documentTypes }

    // MARK: Conformances

    public var description: String { identifier }
    public var debugDescription: String { "UTType(\(identifier))" }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard !identifier.isEmpty else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "A type identifier cannot be empty")
        }
        self.init(declaredIdentifier: TypeRegistry.shared.canonicalIdentifier(for: identifier) ?? identifier)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// The tag in the form the registry stores, or nil when it cannot be a tag of its class.
    static func validatedTag(_ tag: String, tagClass: UTTagClass) -> String? {
        switch tagClass {
        case .mimeType:
            let type = tag.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            return SharedMIMEDatabase.normalizedMIMEType(type)
        default:
            guard !tag.isEmpty, tag.utf8.count <= DynamicTypeIdentifier.maximumTagLength,
                  !tag.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "/" || $0.value == 0x7F })
            else { return nil }
            return tag.lowercased()
        }
    }
}
