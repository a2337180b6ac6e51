import Foundation

/// Where one app keeps what the engine manages for it — drafts, versions, the recent-documents list —
/// and how eagerly it autosaves. Apps get a default from their app id; tests and the CLI point it at
/// their own folders.
public struct DocumentEnvironment: Sendable {
    /// Reverse-DNS app id, e.g. `com.example.Checklist`; names the app's data folder.
    public var appID: String
    /// `$XDG_DATA_HOME/<appID>`: holds `drafts/` and `versions/` (created 0700).
    public var dataDirectory: URL
    /// The shared `recently-used.xbel`; nil disables recents.
    public var recentsFile: URL?
    /// Name and command line recorded in recents for this app.
    public var applicationName: String
    public var applicationExec: String
    /// How long after the last edit an autosave starts.
    public var autosaveDelay: Duration
    var versionThinning: ThinningPolicy = .default
    /// A save refreshes the recent-documents entry only when this session last noted the file longer
    /// ago than this: rewriting the shared XBEL file (read, edit, write, two fsyncs) at every save
    /// would only move its timestamps by seconds.
    var recentRefreshInterval: Duration = .seconds(60)

    public init(appID: String, dataHome: URL? = nil, recentsFile: URL?? = nil,
                applicationName: String? = nil, applicationExec: String? = nil,
                autosaveDelay: Duration = .seconds(2)) {
        let home = dataHome ?? DataDirectories.dataHome()
        self.appID = appID
        self.dataDirectory = home.appendingPathComponent(appID, isDirectory: true)
        self.recentsFile = recentsFile ?? home.appendingPathComponent(RecentDocuments.fileName)
        self.applicationName = applicationName ?? appID.split(separator: ".").last.map(String.init) ?? appID
        self.applicationExec = applicationExec ?? "'\(CommandLine.arguments.first ?? appID)' %u"
        self.autosaveDelay = autosaveDelay
    }

    var draftsDirectory: URL { dataDirectory.appendingPathComponent("drafts", isDirectory: true) }
    var versionsDirectory: URL { dataDirectory.appendingPathComponent("versions", isDirectory: true) }
}
