import Foundation

/// Item providers as the desktop moves them (what a drag or a copy offers): the MIME types, and
/// the bytes of each when asked. Several providers travel as one item; when every one is a URL they
/// travel as one `text/uri-list` (files dragged or copied together), otherwise as the first.
/// Representations visible only to this process are not offered: the desktop reaches other apps.
package struct PasteboardExport: Sendable {
    package let mimeTypes: [String]
    private let providers: [NSItemProvider]
    /// For each MIME type, the type identifier loaded for it (the URI list's is `public.url`).
    private let sources: [String: String]

    package init(_ providers: [NSItemProvider]) {
        self.providers = providers
        var mimeTypes: [String] = []
        var sources: [String: String] = [:]
        let allURLs = !providers.isEmpty && providers.allSatisfy { $0.hasItemConformingToTypeIdentifier(UTType.url.identifier) }
        if allURLs {
            mimeTypes.append(PasteboardMIMEType.uriList)
            sources[PasteboardMIMEType.uriList] = UTType.url.identifier
        }
        for representation in providers.first?.visibleRepresentations ?? [] {
            let offered = UTType(representation.typeIdentifier).map(PasteboardMIMEType.mimeTypes(for:))
                ?? [PasteboardMIMEType.identifierPrefix + representation.typeIdentifier]
            for mimeType in offered where sources[mimeType] == nil {
                if mimeType == PasteboardMIMEType.uriList, !allURLs { continue }
                mimeTypes.append(mimeType)
                sources[mimeType] = representation.typeIdentifier
            }
        }
        self.mimeTypes = mimeTypes
        self.sources = sources
    }

    /// The bytes offered as `mimeType`.
    package func data(for mimeType: String) async throws -> Data {
        guard let typeIdentifier = sources[mimeType] else { throw NSItemProvider.unavailable(mimeType) }
        guard mimeType == PasteboardMIMEType.uriList else {
            return try await providers[0].loadData(typeIdentifier)
        }
        var lines: [String] = []
        for provider in providers {
            lines.append(String(decoding: try await provider.loadData(typeIdentifier), as: UTF8.self))
        }
        return Data(lines.map { $0 + "\r\n" }.joined().utf8)
    }
}

/// What a drop or a paste read: each MIME type's bytes, as offered.
package struct PasteboardImport: Sendable {
    package let contents: [(mimeType: String, data: Data)]

    package init(_ contents: [(mimeType: String, data: Data)]) {
        self.contents = contents
    }

    /// The items as providers: one per URI of a `text/uri-list` (a file's with its contents and
    /// URL, `init(contentsOf:)`; a link's as a URL), else one holding every other type read.
    package var itemProviders: [NSItemProvider] {
        if let list = contents.first(where: { $0.mimeType == PasteboardMIMEType.uriList }) {
            let urls = Self.urls(inURIList: list.data)
            if !urls.isEmpty {
                return urls.map { url in NSItemProvider(contentsOf: url) ?? NSItemProvider(object: url as NSURL) }
            }
        }
        let provider = NSItemProvider()
        for (mimeType, data) in contents {
            guard let type = PasteboardMIMEType.contentType(of: mimeType) else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
        }
        return provider.registeredTypeIdentifiers.isEmpty ? [] : [provider]
    }

    /// The URIs of a `text/uri-list` (RFC 2483: one a line, `#` starts a comment).
    package static func urls(inURIList data: Data) -> [URL] {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("#"), let url = URL(string: trimmed), url.scheme != nil else { return nil }
            return url
        }
    }
}

extension NSItemProvider {
    /// Whether a representation conforms to one of `types`.
    package func hasItemConforming(toAnyOf types: [UTType]) -> Bool {
        types.contains { hasItemConformingToTypeIdentifier($0.identifier) }
    }

    /// The representations other processes may load.
    var visibleRepresentations: [Representation] {
        registeredRepresentations.filter { $0.visibility != .ownProcess }
    }

    /// The data of the first representation conforming to `typeIdentifier`, awaited.
    package func loadData(_ typeIdentifier: String) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
                if let data { continuation.resume(returning: data) } else {
                    continuation.resume(throwing: error ?? Self.unavailable(typeIdentifier))
                }
            }
        }
    }
}
