import Foundation

/// Every type declaration the process knows: the built-in `public.*` tree, what the app declared
/// (in Swift or in an Info.plist), the system's shared-mime-info database (read lazily, once), and
/// dynamic types made up on the spot for tags nobody declared.
///
/// Thread-safe: the mutable state sits in `PthreadMutex`es and no lock is held while another is taken or
/// while any code outside this file runs.
final class TypeRegistry: Sendable {
    static let shared = TypeRegistry(mimeDirectories: SharedMIMEDatabase.defaultDirectories())

    /// How a declaration was made. For one identifier the higher rank wins: an Info.plist entry
    /// supplies tags and a description a Swift `UTType(exportedAs:)` cannot, and exported beats
    /// imported as on Apple platforms. Built-in declarations are never replaced.
    enum Source: Int, Comparable, Sendable {
        case codeImported = 1, codeExported, propertyListImported, propertyListExported, builtIn

        static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct Entry: Equatable {
        var declaration: UTTypeDeclaration
        var source: Source
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Lowercased identifiers: built-ins in table order, then the app's in registration order.
        var order: [String] = []
        var keysByExtension: [String: [String]] = [:]
        var keysByMIMEType: [String: [String]] = [:]
        var documentTypes: [DocumentTypeDeclaration] = []
        /// Supertypes Swift code named explicitly (`UTType(exportedAs:conformingTo:)`) for a type, by
        /// lowercased identifier: kept whichever declaration wins, and added to its conformances.
        var addedConformances: [String: [String]] = [:]

        mutating func reindex() {
            keysByExtension = [:]
            keysByMIMEType = [:]
            for key in order {
                guard let declaration = entries[key]?.declaration else { continue }
                for tag in declaration.filenameExtensions { keysByExtension[tag, default: []].append(key) }
                for tag in declaration.mimeTypes { keysByMIMEType[tag, default: []].append(key) }
            }
        }
    }

    private let state: PthreadMutex<State>
    private let mimeDirectories: [URL]
    private let mimeDatabase = PthreadMutex<SharedMIMEDatabase?>(nil)
    private let comments = PthreadMutex<[String: String?]>([:])

    init(mimeDirectories: [URL]) {
        self.mimeDirectories = mimeDirectories
        var initial = State()
        for declaration in BuiltInTypeDeclarations.all {
            let key = declaration.identifier.lowercased()
            initial.entries[key] = Entry(declaration: declaration, source: .builtIn)
            initial.order.append(key)
        }
        initial.reindex()
        state = PthreadMutex(initial)
    }

    // MARK: Registration

    /// Adds or upgrades a declaration; see `Source` for which one wins.
    ///
    /// `addsConformances`: the declaration's supertypes were named explicitly in code
    /// (`UTType(exportedAs: id, conformingTo: .json)`). They are added to whichever declaration of the
    /// type wins — an Info.plist one included —, so code can say more about what a type is without
    /// changing the plist (a checklist is JSON: its shared-mime-info type becomes a sub-class of
    /// `application/json`). Conformances only grow; tags, description and MIME types stay the winner's.
    func register(_ declaration: UTTypeDeclaration, source: Source, addsConformances: Bool = false) {
        guard !declaration.identifier.isEmpty else { return }
        let declaration = Self.normalized(declaration)
        let key = declaration.identifier.lowercased()
        state.withLock { state in
            if addsConformances {
                let added = state.addedConformances[key, default: []]
                state.addedConformances[key] = Self.unique(added + declaration.conformsTo)
            }
            var new = Entry(declaration: declaration, source: source)
            new.declaration.conformsTo = Self.unique(declaration.conformsTo + state.addedConformances[key, default: []])
            if let existing = state.entries[key] {
                guard existing.source != .builtIn else { return }
                if existing.source > source {
                    let conformsTo = Self.unique(existing.declaration.conformsTo + state.addedConformances[key, default: []])
                    state.entries[key]?.declaration.conformsTo = conformsTo
                    return
                }
                guard existing != new else { return }
            } else {
                state.order.append(key)
            }
            state.entries[key] = new
            state.reindex()
        }
    }

    func register(documentTypes: [DocumentTypeDeclaration]) {
        state.withLock { state in
            for type in documentTypes where !state.documentTypes.contains(type) { state.documentTypes.append(type) }
        }
    }

    var documentTypes: [DocumentTypeDeclaration] { state.withLock { $0.documentTypes } }

    /// Built-in then app declarations, in the order they were made.
    var declarations: [UTTypeDeclaration] {
        state.withLock { state in state.order.compactMap { state.entries[$0]?.declaration } }
    }

    /// Lowercases tags, drops duplicates and a leading period, and gives an exported type without a
    /// MIME type `application/x-<last identifier component>`, so that the shared-mime-info export,
    /// `preferredMIMEType` and MIME lookups agree.
    static func normalized(_ declaration: UTTypeDeclaration) -> UTTypeDeclaration {
        var result = declaration
        result.filenameExtensions = unique(declaration.filenameExtensions.map {
            ($0.hasPrefix(".") ? String($0.dropFirst()) : $0).lowercased()
        }.filter { !$0.isEmpty })
        result.mimeTypes = unique(declaration.mimeTypes.compactMap(SharedMIMEDatabase.normalizedMIMEType))
        if result.origin == .exported, result.mimeTypes.isEmpty, let derived = derivedMIMEType(for: declaration.identifier) {
            result.mimeTypes = [derived]
        }
        return result
    }

    static func derivedMIMEType(for identifier: String) -> String? {
        guard let last = identifier.split(separator: ".").last else { return nil }
        let name = String(last).lowercased().unicodeScalars.map { scalar -> String in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || scalar == "-" || scalar == "+"
                ? String(scalar) : "-"
        }.joined()
        return SharedMIMEDatabase.normalizedMIMEType("application/x-" + name)
    }

    // MARK: Lookup

    /// The declared spelling of a known identifier, or nil.
    func canonicalIdentifier(for identifier: String) -> String? {
        declaration(for: identifier).map(\.identifier)
    }

    /// The declaration behind an identifier: registered, derived from shared-mime-info, or decoded
    /// from a dynamic identifier (origin `.dynamic`).
    func declaration(for identifier: String) -> UTTypeDeclaration? {
        let key = identifier.lowercased()
        if let entry = state.withLock({ $0.entries[key] }) { return entry.declaration }
        if let dynamic = DynamicTypeIdentifier(identifier: identifier) {
            return UTTypeDeclaration(
                identifier: dynamic.identifier, conformsTo: [dynamic.conformsTo],
                filenameExtensions: dynamic.tagClass == .filenameExtension ? [dynamic.tag] : [],
                mimeTypes: dynamic.tagClass == .mimeType ? [dynamic.tag] : [], origin: .dynamic)
        }
        if key.hasPrefix(SharedMIMEDatabase.identifierPrefix) {
            let database = mimeDatabaseLoadingIfNeeded()
            if let mimeType = database.type(forDerivedIdentifier: key) {
                return systemDeclaration(forMIMEType: mimeType, in: database)
            }
        }
        return nil
    }

    func description(for identifier: String) -> String? {
        guard let declaration = declaration(for: identifier) else { return nil }
        if let description = declaration.localizedDescription { return description }
        guard declaration.origin == .sharedMIMEInfo, let mimeType = declaration.mimeTypes.first else { return nil }
        if let cached = comments.withLock({ $0[mimeType] }) { return cached }
        let comment = mimeDatabaseLoadingIfNeeded().comment(for: mimeType)
        comments.withLock { $0[mimeType] = comment }
        return comment
    }

    /// Identifiers of every type with the tag that conforms to `supertype`, best first: built-in
    /// declarations, then the app's, then shared-mime-info. `firstOnly` stops at the first match and
    /// leaves the MIME database unread when a declaration already answers.
    func identifiers(tag: String, tagClass: UTTagClass, conformingTo supertype: String?, firstOnly: Bool = false) -> [String] {
        let tag = tag.lowercased()
        var result: [String] = []
        func consider(_ identifier: String) -> Bool {
            guard !result.contains(where: { $0.lowercased() == identifier.lowercased() }) else { return false }
            guard supertype.map({ conforms(identifier, to: $0) }) ?? true else { return false }
            result.append(identifier)
            return firstOnly
        }
        let declared: [String] = state.withLock { state in
            let keys: [String]
            switch tagClass {
            case .filenameExtension: keys = state.keysByExtension[tag] ?? []
            case .mimeType: keys = state.keysByMIMEType[tag] ?? []
            default: keys = []
            }
            return keys.compactMap { state.entries[$0]?.declaration.identifier }
        }
        for identifier in declared where consider(identifier) { return result }

        guard tagClass == .filenameExtension || tagClass == .mimeType else { return result }
        let database = mimeDatabaseLoadingIfNeeded()
        let mimeTypes = tagClass == .mimeType ? [tag] : database.typesByExtension[tag] ?? []
        for mimeType in mimeTypes {
            guard let identifier = identifier(forMIMEType: mimeType, in: database) else { continue }
            if consider(identifier) { return result }
        }
        return result
    }

    /// Reflexive and transitive; cycles in declarations are tolerated.
    func conforms(_ identifier: String, to supertype: String) -> Bool {
        let target = supertype.lowercased()
        if identifier.lowercased() == target { return true }
        return supertypes(of: identifier).contains { $0.lowercased() == target }
    }

    /// Every type the identifier directly or indirectly conforms to, nearest first, excluding itself.
    func supertypes(of identifier: String) -> [String] {
        var seen: Set<String> = [identifier.lowercased()]
        var result: [String] = []
        var queue = declaration(for: identifier)?.conformsTo ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.lowercased()).inserted else { continue }
            let parent = declaration(for: next)
            result.append(parent?.identifier ?? next)
            queue += parent?.conformsTo ?? []
        }
        return result
    }

    // MARK: shared-mime-info

    func mimeDatabaseLoadingIfNeeded() -> SharedMIMEDatabase {
        // Loading holds this lock (not the state lock), so concurrent first callers wait for one load.
        mimeDatabase.withLock { database in
            if let database { return database }
            let loaded = SharedMIMEDatabase.load(from: mimeDirectories)
            database = loaded
            return loaded
        }
    }

    /// The declared type that claims the MIME type under any of its names, else the derived
    /// shared-mime-info identifier when the database knows it.
    private func identifier(forMIMEType mimeType: String, in database: SharedMIMEDatabase) -> String? {
        let declared: String? = state.withLock { state in
            for name in database.equivalents(of: mimeType) {
                if let key = state.keysByMIMEType[name]?.first, let entry = state.entries[key] {
                    return entry.declaration.identifier
                }
            }
            return nil
        }
        if let declared { return declared }
        return database.knows(mimeType) ? SharedMIMEDatabase.identifier(forMIMEType: database.canonical(mimeType)) : nil
    }

    /// A declaration for a MIME type only shared-mime-info knows. Parents follow `sub-class-of`;
    /// where the database names none, the specification's implicit ones apply (every `text/*` is a
    /// `text/plain`, everything else is `application/octet-stream`), and `image/*`, `audio/*`,
    /// `video/*` and `font/*` also conform to the matching `public.*` base type.
    private func systemDeclaration(forMIMEType mimeType: String, in database: SharedMIMEDatabase) -> UTTypeDeclaration {
        let canonical = database.canonical(mimeType)
        var conformsTo = (database.parents[canonical] ?? []).compactMap { identifier(forMIMEType: $0, in: database) }
        let media = canonical.split(separator: "/").first.map(String.init) ?? ""
        if conformsTo.isEmpty {
            switch media {
            case "text": conformsTo = ["public.plain-text"]
            case "inode": conformsTo = ["public.item"]
            default: conformsTo = ["public.data"]
            }
        }
        let category = ["image": "public.image", "audio": "public.audio", "video": "public.movie", "font": "public.font"][media]
        // Not `conforms(to:)`: that would resolve parents recursively, and a cycle in the database
        // would then never end.
        if let category, !conformsTo.contains(category) { conformsTo.append(category) }
        return UTTypeDeclaration(
            identifier: SharedMIMEDatabase.identifier(forMIMEType: canonical), conformsTo: conformsTo,
            filenameExtensions: database.extensionsByType[canonical] ?? [],
            mimeTypes: [canonical] + (database.aliases[canonical] ?? []), origin: .sharedMIMEInfo)
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
