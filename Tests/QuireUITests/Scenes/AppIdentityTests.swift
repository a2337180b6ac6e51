import CGtk
import Foundation
import QuireCore
import Testing
@testable import QuireUI

/// Who an app is: its id and name from the Info.plist in its resource bundle, else from its type.
@Suite struct AppIdentityTests {
    @Test func theNotesAppIsKnownByItsInfoPlistAndFindsItsPictures() throws {
        // The test binary is built beside NotesApp and its resource bundle (the test target depends on it).
        let identity = try AppIdentity(moduleName: "NotesApp", typeName: "MyNotesApp")
        #expect(identity.id == "org.quire.Notes")
        #expect(identity.name == "Notes")
        let bundle = try #require(identity.bundle)
        #expect(bundle.bundleURL.lastPathComponent.hasSuffix("_NotesApp.resources"))
        #expect(identity.infoPropertyList?.url.lastPathComponent == "Info.plist")
        let logo = try #require(AppResources.imageURL(named: "LogoMark", in: bundle))
        #expect(try Data(contentsOf: logo).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func anAppWithoutResourcesIsNamedAfterItsType() throws {
        let identity = try AppIdentity(moduleName: "NoSuchModule", typeName: "MyNotesApp")
        #expect(identity.bundle == nil)
        #expect(identity.id == "org.quire.MyNotesApp")
        #expect(identity.name == "MyNotes")
        #expect(AppIdentity.fallbackID(typeName: "2Fast") == "org.quire.App2Fast")
        #expect(AppIdentity.fallbackID(typeName: "Café-App") == "org.quire.Caf__App")
        #expect(AppIdentity.fallbackName(typeName: "App") == "App")
    }

    /// The Info.plist names the drafts and versions folders: one that cannot be read, or whose
    /// identifier cannot name an app, is an error, never a silent fallback to the type's name.
    @Test(arguments: [
        ("<plist><dict><key>CFBundleIdentifier</key><string>org.quire.Notes</string>", "malformed"),
        ("<plist><dict><key>CFBundleIdentifier</key><string>notes</string></dict></plist>", "cannot name an application"),
        ("<plist><dict><key>CFBundleIdentifier</key><integer>7</integer></dict></plist>", "CFBundleIdentifier is not a string"),
        ("<plist><dict><key>CFBundleName</key><true/></dict></plist>", "CFBundleName is not a string"),
    ])
    func aBrokenInfoPlistIsAnError(_ text: String, _ reason: String) throws {
        let folder = try SceneTestFolder()
        let url = folder.url.appendingPathComponent("Info.plist")
        try Data(text.utf8).write(to: url)
        let error = #expect(throws: DocumentError.self) {
            try AppIdentity(typeName: "MyNotesApp", bundle: nil, infoPlistURL: url)
        }
        #expect(error?.url == url)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }

    /// Xcode fills `$(PRODUCT_BUNDLE_IDENTIFIER)` in at build time; here the type's name stands in.
    @Test func anXcodeBuildSettingForTheIdentifierFallsBackToTheTypeName() throws {
        let folder = try SceneTestFolder()
        let url = folder.url.appendingPathComponent("Info.plist")
        try Data(#"<plist><dict><key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string><key>CFBundleName</key><string>Jotter</string></dict></plist>"#.utf8).write(to: url)
        let identity = try AppIdentity(typeName: "JotterApp", bundle: nil, infoPlistURL: url)
        #expect(identity.id == "org.quire.JotterApp")
        #expect(identity.name == "Jotter")
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
