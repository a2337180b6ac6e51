import CGtk
import Foundation
import Testing
@testable import QuireUI

/// Who an app is: its id and name from the Info.plist in its resource bundle, else from its type.
@Suite struct AppIdentityTests {
    @Test func theNotesAppIsKnownByItsInfoPlistAndFindsItsPictures() throws {
        // The test binary is built beside NotesApp and its resource bundle (the test target depends on it).
        let identity = AppIdentity(moduleName: "NotesApp", typeName: "MyNotesApp")
        #expect(identity.id == "org.quire.Notes")
        #expect(identity.name == "Notes")
        let bundle = try #require(identity.bundle)
        #expect(bundle.bundleURL.lastPathComponent.hasSuffix("_NotesApp.resources"))
        #expect(identity.infoPlistURL?.lastPathComponent == "Info.plist")
        let logo = try #require(AppResources.imageURL(named: "LogoMark", in: bundle))
        #expect(try Data(contentsOf: logo).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func anAppWithoutResourcesIsNamedAfterItsType() {
        let identity = AppIdentity(moduleName: "NoSuchModule", typeName: "MyNotesApp")
        #expect(identity.bundle == nil)
        #expect(identity.id == "org.quire.MyNotesApp")
        #expect(identity.name == "MyNotes")
        #expect(AppIdentity.fallbackID(typeName: "2Fast") == "org.quire.App2Fast")
        #expect(AppIdentity.fallbackID(typeName: "Café-App") == "org.quire.Caf__App")
        #expect(AppIdentity.fallbackName(typeName: "App") == "App")
    }

    @Test func idsAreCheckedByGLibsRules() {
        let candidates = ["org.quire.Notes", "org.quire", "quire", "", ".org.quire", "org.quire.", "org..quire",
                          "org.2quire", "org.quire2", "org._quire", "org.-quire", "org.quire-notes", ":1.42",
                          "org.qu ire", "org.qu:ire", "org.café", "org.quire.\u{663}", "a.b",
                          "org." + String(repeating: "x", count: 251), "org." + String(repeating: "x", count: 252)]
        for candidate in candidates {
            #expect(AppIdentity.isValidID(candidate) == (g_application_id_is_valid(candidate) != 0), "\(candidate)")
        }
    }
}
