import Foundation
import QuireCore

/// A real temporary folder for one test, removed when released.
final class SceneTestFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("quire-scenes-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Drafts and versions inside the folder, no recents, autosave off in practice.
    var environment: DocumentEnvironment {
        DocumentEnvironment(appID: "org.quire.SceneTests", dataHome: url.appendingPathComponent("data"),
                            recentsFile: .some(nil), autosaveDelay: .seconds(3600))
    }
}
