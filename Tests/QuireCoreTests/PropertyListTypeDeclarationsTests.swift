import Foundation
import Testing
@testable import QuireCore

@Suite struct PropertyListTypeDeclarationsTests {
    static let seedFragmentURL = Bundle.module.url(forResource: "Seed001InfoPlistFragment", withExtension: "xml",
                                                   subdirectory: "Fixtures")

    private func seedFragment() throws -> Data {
        try Data(contentsOf: try #require(Self.seedFragmentURL))
    }

    private func corruptDetail(_ text: String) -> String? {
        do {
            _ = try PropertyListTypeDeclarations(data: Data(text.utf8))
            return nil
        } catch let error as DocumentError {
            return error.code == .corrupt ? error.detail : "wrong code \(error.code)"
        } catch {
            return "not a DocumentError: \(error)"
        }
    }

    @Test func seed001FragmentRegistersTheChecklistType() throws {
        let documentTypes = try UTType.registerDeclarations(fromPropertyList: try seedFragment())
        #expect(documentTypes == [DocumentTypeDeclaration(role: .editor, handlerRank: .default,
                                                          contentTypeIdentifiers: ["com.example.checklist"])])
        #expect(UTType.documentTypeDeclarations.contains(documentTypes[0]))

        let checklist = try #require(UTType(filenameExtension: "checklist"))
        #expect(checklist.identifier == "com.example.checklist")
        #expect(checklist.conforms(to: .data))
        #expect(checklist.conforms(to: .content))
        #expect(!checklist.isDynamic)
        #expect(checklist.localizedDescription == "Checklist Document")
        #expect(checklist.preferredFilenameExtension == "checklist")
        #expect(checklist.preferredMIMEType == "application/x-checklist")
        #expect(documentTypes[0].contentTypes == [checklist])
        // Declaring the same type in code afterwards (seed 001's extension) keeps the plist's tags.
        #expect(UTType(exportedAs: "com.example.checklist") == checklist)
        #expect(UTType(filenameExtension: "checklist") == checklist)
        #expect(checklist.localizedDescription == "Checklist Document")
    }

    @Test func fragmentFullPlistDictAndBinaryFormsAgree() throws {
        let fragment = String(decoding: try seedFragment(), as: UTF8.self)
        let expected = try PropertyListTypeDeclarations(data: Data(fragment.utf8))
        #expect(expected.exported.map(\.identifier) == ["com.example.checklist"])
        #expect(expected.exported.first?.conformsTo == ["public.data", "public.content"])
        #expect(expected.exported.first?.filenameExtensions == ["checklist"])
        #expect(expected.imported.isEmpty)

        let full = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(fragment)
        </dict>
        </plist>
        """
        #expect(try PropertyListTypeDeclarations(data: Data(full.utf8)) == expected)
        #expect(try PropertyListTypeDeclarations(data: Data("<dict>\(fragment)</dict>".utf8)) == expected)
        #expect(try PropertyListTypeDeclarations(data: Data("<?xml version=\"1.0\"?>\n<!-- c -->\n\(fragment)".utf8)) == expected)

        let object = try PropertyListSerialization.propertyList(from: Data(full.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(try PropertyListTypeDeclarations(data: binary) == expected)
    }

    @Test func singleStringsStandForArrays() throws {
        let declarations = try PropertyListTypeDeclarations(data: Data("""
        <key>UTImportedTypeDeclarations</key>
        <array><dict>
            <key>UTTypeIdentifier</key><string>org.example.Thing_2</string>
            <key>UTTypeConformsTo</key><string>public.json</string>
            <key>UTTypeTagSpecification</key>
            <dict>
                <key>public.filename-extension</key><string>.THING</string>
                <key>public.mime-type</key><string>Application/Vnd.Thing+JSON</string>
                <key>com.apple.ostype</key><string>THNG</string>
            </dict>
        </dict></array>
        <key>CFBundleDocumentTypes</key>
        <array><dict>
            <key>CFBundleTypeName</key><string>Thing</string>
            <key>CFBundleTypeRole</key><string>viewer</string>
            <key>LSItemContentTypes</key><string>org.example.Thing_2</string>
            <key>LSTypeIsPackage</key><true/>
        </dict></array>
        """.utf8))
        let thing = try #require(declarations.imported.first)
        #expect(thing.conformsTo == ["public.json"])
        #expect(thing.origin == .imported)
        #expect(TypeRegistry.normalized(thing).filenameExtensions == ["thing"])
        #expect(TypeRegistry.normalized(thing).mimeTypes == ["application/vnd.thing+json"])
        #expect(declarations.documentTypes == [DocumentTypeDeclaration(name: "Thing", role: .viewer,
                                                                       contentTypeIdentifiers: ["org.example.Thing_2"],
                                                                       isPackage: true)])
    }

    @Test func malformedInputSaysWhatAndWhere() {
        #expect(corruptDetail("")?.contains("empty") == true)
        #expect(corruptDetail("just words")?.contains("does not start with an XML element") == true)
        #expect(corruptDetail("<array><string>x</string></array>")?.contains("<array>") == true)
        #expect(corruptDetail("<plist version=\"1.0\"><array/></plist>")?.contains("top level is not a dictionary") == true)
        #expect(corruptDetail("<?xml version=\"1.0\"")?.contains("prolog") == true)
        let unclosed = corruptDetail("<key>UTExportedTypeDeclarations</key>\n<array>\n<dict>\n</array>")
        #expect(unclosed?.contains("malformed") == true)
        #expect(unclosed?.contains("line") == true)

        let missing = corruptDetail("<key>UTExportedTypeDeclarations</key><array><dict/></array>")
        #expect(missing == "UTExportedTypeDeclarations[0]: UTTypeIdentifier is missing")
        let notArray = corruptDetail("<key>UTExportedTypeDeclarations</key><dict/>")
        #expect(notArray == "UTExportedTypeDeclarations: expected an array")
        let badParent = corruptDetail("""
        <key>UTImportedTypeDeclarations</key><array><dict>
        <key>UTTypeIdentifier</key><string>a.b</string>
        <key>UTTypeConformsTo</key><array><string>public.data</string><integer>3</integer></array>
        </dict></array>
        """)
        #expect(badParent == "UTImportedTypeDeclarations[0].UTTypeConformsTo[1]: expected a string")
        let unexpanded = corruptDetail("""
        <key>UTExportedTypeDeclarations</key><array><dict>
        <key>UTTypeIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).doc</string>
        </dict></array>
        """)
        #expect(unexpanded?.contains("never expanded") == true)
        let badMIME = corruptDetail("""
        <key>UTExportedTypeDeclarations</key><array><dict>
        <key>UTTypeIdentifier</key><string>a.b</string>
        <key>UTTypeTagSpecification</key><dict><key>public.mime-type</key><string>not a mime</string></dict>
        </dict></array>
        """)
        #expect(badMIME?.hasPrefix("UTExportedTypeDeclarations[0].UTTypeTagSpecification.public.mime-type[0]") == true)
        let badRole = corruptDetail("""
        <key>CFBundleDocumentTypes</key><array><dict><key>CFBundleTypeRole</key><string>Owner</string></dict></array>
        """)
        #expect(badRole?.hasPrefix("CFBundleDocumentTypes[0].CFBundleTypeRole") == true)
        #expect(corruptDetail("\u{FEFF}<key>CFBundleDocumentTypes</key><array/>") == nil)

        do {
            _ = try PropertyListTypeDeclarations(data: Data([0x3C, 0xFF, 0xFE, 0x00]))
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect((error as? DocumentError)?.code == .corrupt)
        }
    }

    @Test func nothingIsRegisteredFromInvalidInput() {
        let plist = """
        <key>UTExportedTypeDeclarations</key><array><dict>
        <key>UTTypeIdentifier</key><string>org.quire-tests.atomic</string>
        <key>UTTypeTagSpecification</key><dict><key>public.filename-extension</key><string>atomicq</string></dict>
        </dict></array>
        <key>CFBundleDocumentTypes</key><array><string>oops</string></array>
        """
        #expect(throws: DocumentError.self) { try UTType.registerDeclarations(fromPropertyList: Data(plist.utf8)) }
        #expect(UTType("org.quire-tests.atomic") == nil)
        #expect(UTType(filenameExtension: "atomicq")?.isDynamic == true)
    }

    @Test func readsFilesAndNamesThemInErrors() throws {
        let dir = TemporaryDirectory()
        let missing = dir.file("Info.plist")
        do {
            try UTType.registerDeclarations(fromPropertyListAt: missing)
            Issue.record("a missing file was accepted")
        } catch let error as DocumentError {
            #expect(error.code == .notFound)
        }

        try Data("<key>CFBundleDocumentTypes</key><string>x</string>".utf8).write(to: missing)
        do {
            try UTType.registerDeclarations(fromPropertyListAt: missing)
            Issue.record("a corrupt file was accepted")
        } catch let error as DocumentError {
            #expect(error.code == .corrupt)
            #expect(error.url == missing)
            #expect(error.message.contains("Info.plist"))
        }

        let url = try #require(Self.seedFragmentURL)
        let before = try Data(contentsOf: url)
        #expect(try UTType.registerDeclarations(fromPropertyListAt: url).first?.role == .editor)
        #expect(try Data(contentsOf: url) == before)
    }
}
