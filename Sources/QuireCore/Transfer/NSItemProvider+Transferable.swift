import Foundation

extension NSItemProvider {
    /// Registers `transferable` in each content type it exports, preferred first; each is made
    /// when loaded. The value is taken once, now (its `exportingCondition`s decide the types).
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
        let value = transferable()
        let exporters = TransferPlan(of: T.self).exporters.filter { $0.isEnabled(value) }
        if suggestedName == nil {
            suggestedName = exporters.lazy.compactMap { $0.suggestedFileName?(value) }.first
        }
        for exporter in exporters {
            let type = exporter.contentType
            registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: exporter.visibility.itemProviderVisibility) { completion in
                Task {
                    do {
                        completion(try await value.exported(as: type), nil)
                    } catch {
                        completion(nil, error)
                    }
                }
                return nil
            }
        }
    }

    /// Loads a value of `transferableType` through its importers, preferred first: each tries the
    /// first registered representation of a type it imports (a file as a file, in place when the
    /// provider allows it and the representation asks), until one succeeds.
    @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let candidates = transferCandidates(for: T.importedContentTypes())
        Task {
            var lastError: any Error = TransferError.noImporter(T.self, nil)
            for representation in candidates {
                do {
                    let content = try await Self.content(of: representation)
                    let value = try await T.importValue(from: content, contentType: UTType(representation.typeIdentifier))
                    progress.completedUnitCount = 1
                    return completionHandler(.success(value))
                } catch {
                    lastError = error
                }
            }
            progress.completedUnitCount = 1
            completionHandler(.failure(lastError))
        }
        return progress
    }

    /// Loads a value of `transferableType` (`loadTransferable(type:completionHandler:)` awaited).
    package func loadTransferable<T: Transferable>(type transferableType: T.Type) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            loadTransferable(type: T.self) { continuation.resume(with: $0) }
        }
    }

    /// For each imported type in order, the first representation conforming to it (each once).
    private func transferCandidates(for importedTypes: [UTType]) -> [Representation] {
        var seen: Set<String> = []
        return importedTypes.compactMap { type in
            guard let representation = representation(conformingTo: type.identifier),
                  seen.insert(representation.typeIdentifier).inserted else { return nil }
            return representation
        }
    }

    /// A representation's content: its data, or its file (the original when it may be opened in place).
    private static func content(of representation: Representation) async throws -> TransferredContent {
        try await withCheckedThrowingContinuation { continuation in
            switch representation.loader {
            case .data(let load):
                _ = load { data, error in
                    guard let data else { return continuation.resume(throwing: error ?? unavailable(representation.typeIdentifier)) }
                    continuation.resume(returning: .data(data))
                }
            case .file(let load):
                _ = load { url, inPlace, error in
                    guard let url else { return continuation.resume(throwing: error ?? unavailable(representation.typeIdentifier)) }
                    continuation.resume(returning: .file(url, isOriginal: inPlace))
                }
            }
        }
    }
}

extension TransferRepresentationVisibility {
    /// The item provider's visibility of the same name.
    var itemProviderVisibility: NSItemProviderRepresentationVisibility {
        switch self {
        case .all: .all
        case .team: .team
        case .group: .group
        case .ownProcess: .ownProcess
        }
    }
}
