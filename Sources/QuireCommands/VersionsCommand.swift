import Foundation
import QuireCore

/// `versions FILE` and `restore FILE VERSION`.
@MainActor
enum VersionsCommand {
    static func list(_ arguments: [String], tool: DocumentCommandLine) async throws {
        guard arguments.count == 1 else { throw UsageError("versions takes one FILE") }
        let session = try await tool.open(arguments[0])
        let versions = try await session.versions()
        if versions.isEmpty {
            print("No earlier versions of \(session.displayName) are kept.")
            return
        }
        let formatter = ISO8601DateFormatter()
        for version in versions {
            print("\(version.id)  \(formatter.string(from: version.date))  \(version.size) bytes")
        }
    }

    static func restore(_ arguments: [String], tool: DocumentCommandLine) async throws {
        guard arguments.count == 2 else { throw UsageError("restore takes FILE and VERSION") }
        let message = try await tool.edit(arguments[0]) { session in
            let versions = try await session.versions()
            guard let version = versions.first(where: { $0.id == arguments[1] }) else {
                throw CommandFailure("No version “\(arguments[1])” of \(session.displayName) is kept; "
                                     + "`\(tool.name) versions \(arguments[0])` lists them. Nothing was changed.")
            }
            try await session.restore(version)
            return "Restored \(session.displayName) to the version of \(ISO8601DateFormatter().string(from: version.date)). "
                + "The replaced content was kept as a version."
        }
        print(message)
    }
}

/// `drafts [--app ID]`: the drafts of every app the program knows (its documents' and those named
/// with `--plist`), or of the app `ID`.
@MainActor
enum DraftsCommand {
    static func run(_ arguments: [String], tool: DocumentCommandLine) throws {
        var appIDs = tool.appIDs
        if arguments.count == 2, arguments[0] == "--app" {
            appIDs = [arguments[1]]
        } else if !arguments.isEmpty {
            throw UsageError("drafts takes only --app ID")
        }
        let formatter = ISO8601DateFormatter()
        var count = 0
        for appID in appIDs {
            for draft in try DocumentSession.recoverableDrafts(environment: tool.environment(appID: appID)) {
                count += 1
                let original = draft.originalURL.map { " (unsaved edits to \($0.path))" } ?? ""
                print("\(appID)  \(draft.id)  \(draft.displayName)  \(draft.contentType.identifier)  \(formatter.string(from: draft.modified))\(original)")
            }
        }
        if count == 0 { print("No drafts are kept.") }
    }
}
