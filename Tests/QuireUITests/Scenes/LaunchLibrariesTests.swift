import Foundation
import Testing
@testable import QuireUI
@testable import QuireGTK

/// The launch's library list: recorded after the first window, loaded (by the next launch) from the
/// list, references dropped again, and nothing loaded that the list could substitute.
@Suite(.serialized) struct LaunchLibrariesTests {  // serialized: two tests load and unload one library
    /// A small system library nothing in the test process loads (no GUI or GL stack uses these).
    private static func unloadedSystemLibrary() -> String? {
        let loaded = Set(LaunchLibraries.loadedPaths())
        return ["libjansson.so.4", "libyaml-0.so.2", "libonig.so.5", "liblzo2.so.2"]
            .flatMap { ["/lib/x86_64-linux-gnu/\($0)", "/usr/lib/x86_64-linux-gnu/\($0)", "/usr/lib64/\($0)"] }
            .first { FileManager.default.fileExists(atPath: $0) && !loaded.contains($0) }
    }

    @Test func aListedLibraryIsLoadedThenReleasedAndTheListKeepsOnlyWhatTheLaunchStillUses() throws {
        let folder = try SceneTestFolder()
        let listURL = folder.url.appendingPathComponent("org.quire.Tests/launch-libraries")
        let library = try #require(Self.unloadedSystemLibrary())
        try FileManager.default.createDirectory(at: listURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\(library)\nrelative/ignored.so\n/nonexistent/libgone.so.1\n".utf8).write(to: listURL)

        let libraries = LaunchLibraries(listURL: listURL)
        #expect(!libraries.loadedAtStart.contains(library))
        libraries.loadListed()
        #expect(LaunchLibraries.loadedPaths().contains(library))

        // Nothing else opened it: dropping the preloading's reference unloads it, and the list is
        // rewritten without it (and without the entries that never loaded).
        libraries.finish()
        #expect(!LaunchLibraries.loadedPaths().contains(library))
        #expect(LaunchLibraries.paths(in: try Data(contentsOf: listURL)).isEmpty)
    }

    @Test func stoppingWaitsForTheBackgroundPreloadingAndLeavesNothingLoaded() throws {
        let folder = try SceneTestFolder()
        let listURL = folder.url.appendingPathComponent("org.quire.Tests/launch-libraries")
        let library = try #require(Self.unloadedSystemLibrary())
        try FileManager.default.createDirectory(at: listURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\(library)\n".utf8).write(to: listURL)
        LaunchLibraries(listURL: listURL).stop()  // never started: returns at once

        let libraries = LaunchLibraries(listURL: listURL)
        libraries.preload()
        libraries.stop()  // returns once the thread has ended, whether it loaded the library or not
        libraries.finish()
        #expect(!LaunchLibraries.loadedPaths().contains(library))
    }

    @Test func whatALaunchLoadedIsRecordedAndAnUnchangedListIsNotRewritten() throws {
        let folder = try SceneTestFolder()
        let listURL = folder.url.appendingPathComponent("org.quire.Tests/launch-libraries")
        let library = try #require(Self.unloadedSystemLibrary())
        // Two launches that each load the library (as GTK would while the first window is made).
        for launch in 0..<2 {
            let libraries = LaunchLibraries(listURL: listURL)
            let handle = try #require(dlopen(library, RTLD_LAZY | RTLD_LOCAL))
            libraries.finish()
            dlclose(handle)
            let recorded = LaunchLibraries.paths(in: try Data(contentsOf: listURL))
            #expect(recorded.contains(library))
            #expect(Set(recorded).isDisjoint(with: libraries.loadedAtStart))
            if launch == 0 {
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)],
                                                      ofItemAtPath: listURL.path)
            }
        }
        // The second launch found the same list: not rewritten.
        let modified = try FileManager.default.attributesOfItem(atPath: listURL.path)[.modificationDate] as? Date
        #expect(modified == Date(timeIntervalSince1970: 0))
    }

    @Test func onlyRootOwnedFilesNoOneElseCanWriteAreLoaded() throws {
        let folder = try SceneTestFolder()
        #expect(LaunchLibraries.isTrusted("/lib/x86_64-linux-gnu/libc.so.6") || LaunchLibraries.isTrusted("/usr/lib64/libc.so.6"))
        let writable = folder.url.appendingPathComponent("libwritable.so")
        try Data().write(to: writable)
        #expect(chmod(writable.path, 0o666) == 0)
        #expect(!LaunchLibraries.isTrusted(writable.path))
        #expect(chmod(writable.path, 0o664) == 0)
        #expect(!LaunchLibraries.isTrusted(writable.path))
        #expect(!LaunchLibraries.isTrusted(folder.url.path))  // not a regular file
        #expect(!LaunchLibraries.isTrusted(folder.url.appendingPathComponent("missing.so").path))
    }

    @Test func aListIsReadAsAbsolutePathsUpToTheLimit() {
        let lines = (0..<(LaunchLibraries.limit + 10)).map { "/lib/lib\($0).so" } + ["relative.so", ""]
        let paths = LaunchLibraries.paths(in: Data(("relative/first.so\n" + lines.joined(separator: "\n")).utf8))
        #expect(paths.count == LaunchLibraries.limit)
        #expect(paths.first == "/lib/lib0.so")
        #expect(paths.allSatisfy { $0.hasPrefix("/") })
    }
}
