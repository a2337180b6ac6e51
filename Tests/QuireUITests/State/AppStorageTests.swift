import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `@AppStorage`: values from a real `UserDefaults` suite (a property list in the user's config
/// folder), defaults when a key holds nothing or something else, changes through one property shown by
/// every view that reads the key, and the store written to disk.
@MainActor
@Suite struct AppStorageTests {
    enum Theme: String { case light, dark }
    enum Density: Int { case compact = 1, regular = 2 }

    struct Preferences: View {
        @AppStorage("showsWordCount") var showsWordCount = false
        @AppStorage("fontSize") var fontSize = 13.0
        @AppStorage("theme") var theme = Theme.light
        @AppStorage("density") var density = Density.regular
        @AppStorage("lastFolder") var lastFolder: URL?

        var body: some View {
            VStack {
                Toggle("Show Word Count", isOn: $showsWordCount)
                Button("Bigger") { fontSize += 1 }
                Button("Dark") { theme = .dark }
                Button("Compact") { density = .compact }
                Text("\(showsWordCount) \(fontSize) \(theme.rawValue) \(density.rawValue) \(lastFolder?.path ?? "none")")
            }
        }
    }

    struct WordCount: View {
        @AppStorage("showsWordCount") var showsWordCount = false

        var body: some View {
            Text(showsWordCount ? "Counting words" : "Not counting")
        }
    }

    /// A suite of its own; `remove()` takes it from memory and disk.
    @MainActor final class Suite {
        let name = "org.quire.AppStorageTests.\(UUID().uuidString)"
        let defaults: UserDefaults

        init() throws {
            defaults = try #require(UserDefaults(suiteName: name))
        }

        var file: URL {
            let config = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
            return config.appendingPathComponent("\(name).plist")
        }

        func remove() {
            DefaultsEntry.writePendingChanges()  // Now, not after the file is gone.
            defaults.removePersistentDomain(forName: name)
            try? FileManager.default.removeItem(at: file)  // Absent when nothing was written.
        }
    }

    @Test func valuesAreReadFromTheStoreWithDefaultsForMissingAndMismatchedKeys() throws {
        let suite = try Suite()
        defer { suite.remove() }
        suite.defaults.set(17, forKey: "fontSize")  // An Int where a Double is read: a number all the same.
        suite.defaults.set("sepia", forKey: "theme")  // No such case: the default.
        suite.defaults.set("yes", forKey: "showsWordCount")  // Not a Boolean: the default.
        suite.defaults.set("file:///home/ada/Notes", forKey: "lastFolder")
        let host = HeadlessHost { Preferences().defaultAppStorage(suite.defaults) }
        #expect(host.texts.contains("false 17.000000 light 2 /home/ada/Notes"), "\(host.texts)")
    }

    @Test func aChangeReachesEveryViewReadingTheKeyAndTheStore() throws {
        let suite = try Suite()
        defer { suite.remove() }
        let preferences = HeadlessHost { Preferences().defaultAppStorage(suite.defaults) }
        let document = HeadlessHost { WordCount().defaultAppStorage(suite.defaults) }
        #expect(document.texts == ["Not counting"])

        try preferences.widget(.toggle).toggle()
        try preferences.widget(.button, titled: "Bigger").click()
        try preferences.widget(.button, titled: "Dark").click()
        try preferences.widget(.button, titled: "Compact").click()
        preferences.flush()
        document.flush()

        #expect(document.texts == ["Counting words"])
        #expect(preferences.texts.contains("true 14.000000 dark 1 none"), "\(preferences.texts)")
        #expect(suite.defaults.bool(forKey: "showsWordCount"))
        #expect(suite.defaults.double(forKey: "fontSize") == 14)
        #expect(suite.defaults.string(forKey: "theme") == "dark")
        #expect(suite.defaults.integer(forKey: "density") == 1)
    }

    @Test func changesAreWrittenToTheUsersConfigFolder() throws {
        let suite = try Suite()
        defer { suite.remove() }
        let host = HeadlessHost { Preferences().defaultAppStorage(suite.defaults) }
        #expect(!FileManager.default.fileExists(atPath: suite.file.path))

        try host.widget(.button, titled: "Dark").click()
        DefaultsEntry.writePendingChanges()

        let written = try PropertyListSerialization.propertyList(from: Data(contentsOf: suite.file), format: nil) as? [String: Any]
        #expect(written?["theme"] as? String == "dark", "\(String(describing: written))")
    }

    @Test func settingAnOptionalToNilRemovesTheKey() throws {
        let suite = try Suite()
        defer { suite.remove() }
        suite.defaults.set("file:///tmp", forKey: "lastFolder")
        let storage = AppStorage<URL?>("lastFolder", store: suite.defaults)
        #expect(storage.wrappedValue == URL(string: "file:///tmp"))
        storage.wrappedValue = nil
        #expect(suite.defaults.object(forKey: "lastFolder") == nil)
        storage.projectedValue.wrappedValue = URL(fileURLWithPath: "/srv/Notes.md")
        #expect(suite.defaults.string(forKey: "lastFolder") == "file:///srv/Notes.md")
    }
}
