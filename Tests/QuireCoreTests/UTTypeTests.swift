import Foundation
import Testing
@testable import QuireCore

@Suite struct UTTypeTests {
    @Test func standardConstantsHaveApplesIdentifiers() {
        #expect(UTType.package.identifier == "com.apple.package")
        #expect(UTType.folder.identifier == "public.folder")
        #expect(UTType.symbolicLink.identifier == "public.symlink")
        #expect(UTType.markdown.identifier == "net.daringfireball.markdown")
        #expect(UTType.tarArchive.identifier == "public.tar-archive")
        #expect(UTType.gif.identifier == "com.compuserve.gif")
        #expect(UTType.mpeg4Movie.identifier == "public.mpeg-4")
        #expect(UTType("public.plain-text") == .plainText)
        #expect(UTType("PUBLIC.PNG") == .png)
        #expect(UTType("PUBLIC.PNG")?.identifier == "public.png")
        #expect(UTType("com.example.nobody-declared-this") == nil)
    }

    @Test func builtInTableIsClosed() {
        let declarations = BuiltInTypeDeclarations.all
        let identifiers = Set(declarations.map(\.identifier))
        #expect(identifiers.count == declarations.count, "an identifier is declared twice")
        for declaration in declarations {
            for parent in declaration.conformsTo {
                #expect(identifiers.contains(parent), "\(declaration.identifier) conforms to undeclared \(parent)")
            }
        }
        for constant: UTType in [.item, .data, .json, .pdf, .epub, .log, .vCard, .emailMessage, .calendarEvent, .font,
                                 .spreadsheet, .presentation, .heic, .webP, .svg, .rawImage, .wav, .aiff, .mp3, .movie,
                                 .video, .quickTimeMovie, .zip, .gzip, .bz2, .diskImage, .application, .executable,
                                 .bundle, .aliasFile, .url, .fileURL, .yaml, .xml, .html, .rtf, .swiftSource] {
            #expect(constant.isDeclared, "\(constant) has no declaration")
        }
    }

    @Test func conformanceIsReflexiveAndTransitive() {
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.json.conforms(to: .data))
        #expect(UTType.json.conforms(to: .item))
        #expect(UTType.json.conforms(to: .content))
        #expect(!UTType.json.conforms(to: .image))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(UTType.png.isSubtype(of: .image))
        #expect(UTType.image.isSupertype(of: .png))
        #expect(UTType.utf8TabSeparatedText.conforms(to: .plainText))
        #expect(UTType.utf8TabSeparatedText.conforms(to: .delimitedText))
        #expect(UTType.pythonScript.conforms(to: .sourceCode))
        #expect(UTType.package.conforms(to: .directory))
        #expect(!UTType.package.conforms(to: .data))
        #expect(UTType.zip.conforms(to: .archive))
        #expect(UTType.aiff.conforms(to: .audio))
        #expect(UTType.markdown.conforms(to: .utf8PlainText))
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
        #expect(!UTType.png.supertypes.contains(.png))
    }

    @Test func tagsMapBothWays() {
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "IMAGE/PNG") == .png)
        #expect(UTType(mimeType: "text/plain; charset=utf-8") == .plainText)
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "md") == .markdown)
        #expect(UTType(filenameExtension: "tar") == .tarArchive)
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.png.tags == [.filenameExtension: ["png"], .mimeType: ["image/png"]])
        #expect(UTType.item.tags.isEmpty)
        #expect(UTType.png.localizedDescription == "PNG image")
        #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: nil).first == .png)
        #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: .text).isEmpty)
    }

    @Test func unknownTagsGetStableDynamicTypes() throws {
        let type = try #require(UTType(filenameExtension: "zzqquire"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.conforms(to: .data))
        #expect(!type.conforms(to: .text))
        #expect(type.preferredFilenameExtension == "zzqquire")
        #expect(UTType(filenameExtension: "ZZQQUIRE") == type)
        #expect(UTType(type.identifier) == type)
        #expect(UTType(type.identifier)?.tags == [.filenameExtension: ["zzqquire"]])

        let mime = try #require(UTType(mimeType: "application/x-zzqquire-unknown"))
        #expect(mime.isDynamic)
        #expect(mime.preferredMIMEType == "application/x-zzqquire-unknown")
        #expect(mime != type)

        let asText = try #require(UTType(filenameExtension: "zzqquire", conformingTo: .text))
        #expect(asText.isDynamic)
        #expect(asText.conforms(to: .text))
        #expect(asText != type)
        // A declared type that does not meet the requirement is not returned.
        let pngAsText = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(pngAsText.isDynamic)
    }

    @Test func invalidTagsAndIdentifiersAreRejected() {
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: "a/b") == nil)
        #expect(UTType(filenameExtension: "a\u{0}b") == nil)
        #expect(UTType(filenameExtension: String(repeating: "x", count: 300)) == nil)
        #expect(UTType(mimeType: "nonsense") == nil)
        #expect(UTType(mimeType: "a/b/c") == nil)
        #expect(UTType(mimeType: "/png") == nil)
        #expect(UTType("dyn.") == nil)
        #expect(UTType("dyn.!!!!") == nil)
        #expect(UTType("dyn.aaaa") == nil)
        #expect(UTType("") == nil)
    }

    @Test func exportedTypesDeclaredInCodeConformAndGetAMIMEType() throws {
        let widget = UTType(exportedAs: "org.quire-tests.widget")
        #expect(widget.identifier == "org.quire-tests.widget")
        #expect(widget.isDeclared)
        #expect(widget.conforms(to: .data))
        #expect(widget.preferredMIMEType == "application/x-widget")
        #expect(widget.preferredFilenameExtension == nil)
        #expect(UTType(mimeType: "application/x-widget") == widget)
        #expect(UTType("org.quire-tests.widget") == widget)

        let package = UTType(exportedAs: "org.quire-tests.board-package", conformingTo: .package)
        #expect(package.conforms(to: .directory))
        #expect(!package.conforms(to: .data))

        let imported = UTType(importedAs: "org.quire-tests.foreign", conformingTo: .json)
        #expect(imported.conforms(to: .text))
        #expect(imported.preferredMIMEType == nil)
        #expect(imported.declaration?.origin == .imported)
    }

    @Test func codableAsTheIdentifierString() throws {
        let data = try JSONEncoder().encode([UTType.png, .json])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.json"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .json])
        #expect(try JSONDecoder().decode([UTType].self, from: Data(#"["PUBLIC.JSON"]"#.utf8)).first?.identifier == "public.json")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UTType].self, from: Data(#"[""]"#.utf8)) }
        #expect(Set([UTType.png, UTType("Public.Png")!]).count == 1)
        #expect("\(UTType.png)" == "public.png")
    }

    @Test func registryIsSafeUnderConcurrentUse() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let type = UTType(exportedAs: "org.quire-tests.concurrent\(index % 8)", conformingTo: .json)
                    let found = UTType(mimeType: "application/x-concurrent\(index % 8)")
                    return type.conforms(to: .text) && found == type && UTType.json.conforms(to: .data)
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
    }
}

@Suite struct TypeRegistryPrecedenceTests {
    private func registry() -> TypeRegistry { TypeRegistry(mimeDirectories: []) }

    @Test func propertyListDeclarationBeatsCodeInEitherOrder() {
        let fromPlist = UTTypeDeclaration(identifier: "com.example.doc", conformsTo: ["public.data", "public.content"],
                                          localizedDescription: "Doc", filenameExtensions: ["doc1"], origin: .exported)
        let fromCode = UTTypeDeclaration(identifier: "com.example.doc", conformsTo: ["com.apple.package"], origin: .exported)
        for order in [[(fromCode, TypeRegistry.Source.codeExported), (fromPlist, .propertyListExported)],
                      [(fromPlist, .propertyListExported), (fromCode, .codeExported)]] {
            let registry = registry()
            for (declaration, source) in order { registry.register(declaration, source: source) }
            let declaration = registry.declaration(for: "com.example.doc")
            #expect(declaration?.filenameExtensions == ["doc1"])
            #expect(declaration?.localizedDescription == "Doc")
            #expect(declaration?.mimeTypes == ["application/x-doc"])
            #expect(registry.identifiers(tag: "doc1", tagClass: .filenameExtension, conformingTo: "public.content") == ["com.example.doc"])
        }
    }

    @Test func conformancesCodeNamesAddToThePropertyListsInEitherOrder() {
        let fromPlist = UTTypeDeclaration(identifier: "com.example.list", conformsTo: ["public.data", "public.content"],
                                          localizedDescription: "List", filenameExtensions: ["list1"], origin: .exported)
        let fromCode = UTTypeDeclaration(identifier: "com.example.list", conformsTo: ["public.json"], origin: .exported)
        for codeFirst in [true, false] {
            let registry = registry()
            if codeFirst { registry.register(fromCode, source: .codeExported, addsConformances: true) }
            registry.register(fromPlist, source: .propertyListExported)
            if !codeFirst { registry.register(fromCode, source: .codeExported, addsConformances: true) }
            let declaration = registry.declaration(for: "com.example.list")
            #expect(declaration?.conformsTo == ["public.data", "public.content", "public.json"])
            #expect(declaration?.filenameExtensions == ["list1"], "the plist's tags stay")
            #expect(declaration?.localizedDescription == "List")
            #expect(registry.conforms("com.example.list", to: "public.text"), "through public.json")
        }
        // Without an explicit parent (`UTType(exportedAs:)`), code adds nothing.
        let registry = registry()
        registry.register(fromPlist, source: .propertyListExported)
        registry.register(UTTypeDeclaration(identifier: "com.example.list", conformsTo: ["public.data"], origin: .exported),
                          source: .codeExported)
        #expect(registry.declaration(for: "com.example.list")?.conformsTo == ["public.data", "public.content"])
        #expect(!registry.conforms("com.example.list", to: "public.json"))
    }

    @Test func theMIMEExportMakesAJSONTypeASubClassOfApplicationJSON() {
        let declaration = UTTypeDeclaration(identifier: "org.quire.tests.json-conforming",
                                            conformsTo: ["public.data", "public.content"],
                                            filenameExtensions: ["qjsonc"], origin: .exported)
        TypeRegistry.shared.register(declaration, source: .propertyListExported)
        let type = UTType(exportedAs: "org.quire.tests.json-conforming", conformingTo: .json)
        let xml = UTType.sharedMIMEInfoXML(for: [type])
        #expect(xml.contains("<mime-type type=\"application/x-json-conforming\">"), "\(xml)")
        #expect(xml.contains("<sub-class-of type=\"application/json\"/>"), "\(xml)")
        #expect(xml.contains("<glob pattern=\"*.qjsonc\"/>"), "\(xml)")
    }

    @Test func exportedBeatsImportedAndBuiltInsStay() {
        let registry = registry()
        registry.register(UTTypeDeclaration(identifier: "com.example.x", filenameExtensions: ["imp"], origin: .imported),
                          source: .propertyListImported)
        registry.register(UTTypeDeclaration(identifier: "com.example.x", filenameExtensions: ["exp"], origin: .exported),
                          source: .propertyListExported)
        registry.register(UTTypeDeclaration(identifier: "com.example.x", filenameExtensions: ["imp2"], origin: .imported),
                          source: .propertyListImported)
        #expect(registry.declaration(for: "com.example.x")?.filenameExtensions == ["exp"])

        registry.register(UTTypeDeclaration(identifier: "public.png", conformsTo: ["public.text"], filenameExtensions: ["hijack"],
                                            origin: .exported), source: .propertyListExported)
        #expect(registry.declaration(for: "public.png")?.filenameExtensions == ["png"])
        #expect(!registry.conforms("public.png", to: "public.text"))
    }

    @Test func conformanceCyclesTerminate() {
        let registry = registry()
        registry.register(UTTypeDeclaration(identifier: "com.example.a", conformsTo: ["com.example.b"], origin: .exported),
                          source: .propertyListExported)
        registry.register(UTTypeDeclaration(identifier: "com.example.b", conformsTo: ["com.example.a", "public.text"],
                                            origin: .exported), source: .propertyListExported)
        #expect(registry.conforms("com.example.a", to: "public.data"))
        #expect(!registry.conforms("com.example.a", to: "public.image"))
        #expect(Set(registry.supertypes(of: "com.example.a")).isSuperset(of: ["com.example.b", "public.text", "public.item"]))
    }
}
