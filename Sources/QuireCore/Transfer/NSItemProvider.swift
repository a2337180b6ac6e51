import Foundation

/// Who may load a registered representation (Foundation's `NSItemProviderRepresentationVisibility`).
/// Linux has no teams or app groups: everything but `.ownProcess` reaches every app.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

/// How a file representation may be opened (Foundation's `NSItemProviderFileOptions`).
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Data or files of one item in several types, loaded on demand (Foundation's `NSItemProvider`,
/// which Linux's Foundation lacks: declared here with Apple's names). Drag and drop and the
/// clipboard move items as providers. Representations are kept in the order registered, the
/// preferred first; loading picks the first whose type conforms to the one asked for. Completion
/// handlers run on whatever thread the representation's load handler finished on.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// One registered representation.
    struct Representation: Sendable {
        enum Loader: Sendable {
            case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
            case file(@Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)
        }
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let loader: Loader
    }

    /// Registration happens before a provider is handed over, loading from any thread after.
    private let representations = PthreadMutex<[Representation]>([])
    private let name = PthreadMutex<String?>(nil)

    /// The domain of the errors loading reports.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// The codes of `errorDomain`'s errors.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1, itemUnavailableError = -1000, unexpectedValueClassError = -1100,
             unavailableCoercionError = -1200
    }

    public override init() {
        super.init()
    }

    /// A name for the item when it becomes a file (without its extension).
    open var suggestedName: String? {
        get { name.withLock { $0 } }
        set { name.withLock { $0 = newValue } }
    }

    // MARK: Registering

    /// Registers data of `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, loader: .data(loadHandler)))
    }

    /// Registers data of `contentType`, made by `loadHandler` when asked for.
    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers a file of `typeIdentifier`: `loadHandler` hands over its URL and whether it was
    /// coordinated (the file may be opened in place).
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, loader: .file(loadHandler)))
    }

    private func register(_ representation: Representation) {
        representations.withLock { $0.append(representation) }
    }

    /// The registered type identifiers, preferred first.
    open var registeredTypeIdentifiers: [String] {
        representations.withLock { $0.map(\.typeIdentifier) }
    }

    /// Every registered representation, preferred first.
    var registeredRepresentations: [Representation] {
        representations.withLock { $0 }
    }

    /// The registered content types, preferred first (identifiers nothing declares left out).
    public var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.compactMap { UTType($0) }
    }

    /// Whether a registered representation's type conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a registered representation's type conforms to `typeIdentifier` (files that may be
    /// opened in place are all representations here: every file handed over is a copy or in place).
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String,
                                          fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// The first representation whose type is `typeIdentifier` or conforms to it.
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(typeIdentifier)
        return representations.withLock { list in
            list.first { Self.type($0.typeIdentifier, conformsTo: typeIdentifier, wanted) }
        }
    }

    /// Whether `identifier` is `wantedIdentifier` or, both being known types, conforms to it.
    static func type(_ identifier: String, conformsTo wantedIdentifier: String, _ wanted: UTType?) -> Bool {
        if identifier == wantedIdentifier { return true }
        guard let wanted, let type = UTType(identifier) else { return false }
        return type.conforms(to: wanted)
    }

    // MARK: Loading

    /// Loads the data of the first representation conforming to `typeIdentifier` (a file's
    /// contents for a file representation).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let finish: @Sendable (Data?, (any Error)?) -> Void = { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        guard let representation = representation(conformingTo: typeIdentifier) else {
            finish(nil, Self.unavailable(typeIdentifier))
            return progress
        }
        switch representation.loader {
        case .data(let load):
            _ = load { data, error in finish(data, error ?? (data == nil ? Self.unavailable(typeIdentifier) : nil)) }
        case .file(let load):
            _ = load { url, _, error in
                guard let url else { return finish(nil, error ?? Self.unavailable(typeIdentifier)) }
                do { finish(try Data(contentsOf: url), nil) } catch { finish(nil, error) }
            }
        }
        return progress
    }

    /// Loads the data of the first representation conforming to `contentType`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads the first representation conforming to `typeIdentifier` as a file: a copy in a
    /// temporary folder (data written there, named after `suggestedName`), removed when
    /// `completionHandler` returns — move or copy it to keep it.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let finish: @Sendable (URL?, (any Error)?) -> Void = { url, error in
            progress.completedUnitCount = 1
            completionHandler(url, error)
        }
        guard let representation = representation(conformingTo: typeIdentifier) else {
            finish(nil, Self.unavailable(typeIdentifier))
            return progress
        }
        let name = fileName(for: representation.typeIdentifier)
        switch representation.loader {
        case .data(let load):
            _ = load { data, error in
                guard let data else { return finish(nil, error ?? Self.unavailable(typeIdentifier)) }
                Self.withTemporaryCopy(finish) { folder in
                    let file = folder.appendingPathComponent(name)
                    try data.write(to: file)
                    return file
                }
            }
        case .file(let load):
            _ = load { url, _, error in
                guard let url else { return finish(nil, error ?? Self.unavailable(typeIdentifier)) }
                Self.withTemporaryCopy(finish) { folder in
                    let copy = folder.appendingPathComponent(url.lastPathComponent)
                    try FileManager.default.copyItem(at: url, to: copy)
                    return copy
                }
            }
        }
        return progress
    }

    /// Loads the first representation conforming to `contentType` as a temporary file (see
    /// `loadFileRepresentation(forTypeIdentifier:completionHandler:)`).
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadFileRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// A file name for data of `typeIdentifier`: the suggested name (else "Untitled") with the
    /// type's extension.
    private func fileName(for typeIdentifier: String) -> String {
        let base = suggestedName ?? "Untitled"
        guard (base as NSString).pathExtension.isEmpty,
              let ext = UTType(typeIdentifier)?.preferredFilenameExtension else { return base }
        return "\(base).\(ext)"
    }

    /// Makes a temporary folder, lets `write` put a file in it, hands that to `finish` and removes
    /// the folder after.
    private static func withTemporaryCopy(_ finish: @Sendable (URL?, (any Error)?) -> Void,
                                          _ write: (URL) throws -> URL) {
        do {
            let folder = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                                     appropriateFor: FileManager.default.temporaryDirectory, create: true)
            defer {
                // Best effort: a temporary folder left behind is the system's to clean.
                try? FileManager.default.removeItem(at: folder)
            }
            let file = try write(folder)
            finish(file, nil)
        } catch {
            finish(nil, error)
        }
    }

    /// The error of a type no representation provides.
    static func unavailable(_ typeIdentifier: String) -> NSError {
        NSError(domain: errorDomain, code: ErrorCode.unavailableCoercionError.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "The item has no representation of type \(typeIdentifier)."])
    }
}
