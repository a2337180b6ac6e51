import Foundation

/// A real folder under the system temp directory, removed when the test is done with it.
final class TemporaryDirectory: @unchecked Sendable {
    // @unchecked: immutable after init; deinit only removes the folder.
    let url: URL

    init(_ label: String = "quire-model-test") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(at: url) }
}
