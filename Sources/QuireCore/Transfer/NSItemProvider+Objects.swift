import Foundation

/// A class whose objects an item provider can export (Foundation's `NSItemProviderWriting`):
/// `NSString` as UTF-8 text, `NSURL` as a URL.
public protocol NSItemProviderWriting: NSObjectProtocol {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    var writableTypeIdentifiersForItemProvider: [String] { get }
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility { .all }
}

/// A class an item provider can make objects of (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: NSObjectProtocol {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSItemProvider {
    /// A provider of `object` in each type it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of the file at `fileURL`: the file itself (open in place) as the type its
    /// extension names (else `public.data`) and its URL as `public.file-url`, named after the
    /// file. Nil for a URL that is not a file's.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: .openInPlace, visibility: .all) { completion in
            completion(fileURL, true, nil)
            return nil
        }
        registerObject(fileURL as NSURL, visibility: .all)
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A provider of `item` (data, a string or a URL) as `typeIdentifier` (for a string or URL
    /// without one, the types its class writes).
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        switch item {
        case let data as NSData:
            let bytes = Data(referencing: data)
            registerDataRepresentation(forTypeIdentifier: typeIdentifier ?? UTType.data.identifier, visibility: .all) { completion in
                completion(bytes, nil)
                return nil
            }
        case let object as any NSItemProviderWriting:
            if let typeIdentifier {
                // A string or URL: immutable.
                nonisolated(unsafe) let object = object
                registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
                    object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
                }
            } else {
                registerObject(object, visibility: .all)
            }
        default:
            break
        }
    }

    /// Registers `object` in each type it writes.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        // NSString and NSURL are immutable; an app's writer is used as Apple's is, from any thread.
        nonisolated(unsafe) let object = object
        for typeIdentifier in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether one of `aClass`'s readable types is registered.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Whether `String`, `URL` or another bridged type can be loaded.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads an object of `aClass` from the first of its readable types that is registered.
    @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let typeIdentifier = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier)
        else {
            completionHandler(nil, Self.unavailable(aClass.readableTypeIdentifiersForItemProvider.first ?? "\(aClass)"))
            return Progress(totalUnitCount: 0)
        }
        // A class object: the reader's static methods are used from any thread, as Apple's are.
        nonisolated(unsafe) let aClass = aClass
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads a `String`, `URL` or another bridged value (Sendable, as both are: the value crosses
    /// to the thread the load finishes on).
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable & Sendable>(ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void)
        -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
        }
    }
}

/// Text as UTF-8 plain text; any plain text reads.
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier]
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(String(self).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        // NSString's initializers are not `required`; its subclasses are not item readers.
        return NSString(string: text) as! Self
    }
}

/// A URL as `public.file-url` (a file's) or `public.url`, its absolute string; read from a URL or
/// from plain text naming one.
extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? [UTType.fileURL.identifier, UTType.url.identifier] : [UTType.url.identifier]
    }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.plainText.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = NSURL(string: text), url.scheme != nil else { throw CocoaError(.fileReadCorruptFile) }
        // NSURL's initializers are not `required`; its subclasses are not item readers.
        return url as! Self
    }
}
