import Foundation
import Testing
@testable import QuireCore

/// Where drafts, versions and recents live inside a Flatpak sandbox: Flatpak names the sandbox's data
/// folder in `$XDG_DATA_HOME`; when that is missing (a process started without it) the sandbox is
/// recognised by `/.flatpak-info` and its data folder used, never the host's `~/.local/share`, which
/// a sandbox without `--filesystem` cannot write.
@Suite struct HistoryDataDirectoriesTests {
    let dir = TemporaryDirectory("quire-data-directories")

    @Test func outsideASandboxTheDataHomeIsTheXDGOne() {
        let absent = dir.file("no-flatpak-info")
        #expect(DataDirectories.flatpakAppID(environment: ["FLATPAK_ID": "org.quire.Checklist"], flatpakInfo: absent) == nil)
        #expect(DataDirectories.dataHome(environment: ["HOME": "/home/ada"], flatpakInfo: absent).path == "/home/ada/.local/share")
    }

    @Test func insideASandboxTheDataHomeIsTheSandboxsDataFolder() throws {
        let info = dir.file("flatpak-info")
        try Data("[Application]\nname=org.quire.Checklist\nruntime=runtime/org.gnome.Platform/x86_64/48\n".utf8).write(to: info)
        // What Flatpak sets: used as it is.
        let sandboxed = ["HOME": "/home/ada", "XDG_DATA_HOME": "/home/ada/.var/app/org.quire.Checklist/data"]
        #expect(DataDirectories.dataHome(environment: sandboxed, flatpakInfo: info).path == "/home/ada/.var/app/org.quire.Checklist/data")
        // Without it: the app's folder under ~/.var/app, from $FLATPAK_ID or else /.flatpak-info.
        #expect(DataDirectories.dataHome(environment: ["HOME": "/home/ada", "FLATPAK_ID": "org.quire.Notes"], flatpakInfo: info).path
                == "/home/ada/.var/app/org.quire.Notes/data")
        #expect(DataDirectories.dataHome(environment: ["HOME": "/home/ada"], flatpakInfo: info).path
                == "/home/ada/.var/app/org.quire.Checklist/data")
        #expect(DataDirectories.flatpakAppID(environment: ["FLATPAK_ID": "../x"], flatpakInfo: info) == "org.quire.Checklist")
        // Drafts, versions and recents follow (an explicit data home stands in for the environment).
        let environment = DocumentEnvironment(appID: "org.quire.Checklist",
                                              dataHome: DataDirectories.dataHome(environment: ["HOME": "/home/ada"], flatpakInfo: info))
        #expect(environment.draftsDirectory.path == "/home/ada/.var/app/org.quire.Checklist/data/org.quire.Checklist/drafts")
        #expect(environment.recentsFile?.path == "/home/ada/.var/app/org.quire.Checklist/data/recently-used.xbel")
    }
}
