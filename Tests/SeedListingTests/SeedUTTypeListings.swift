import Testing
import Quire

// Seed 000 (custom file types section), verbatim but for the import.
extension UTType {
    static let myNotesDocument = UTType(
        exportedAs: "dev.swiftcrafted.mynotes"
    )
}

// Seed 001 (export a custom document type), verbatim but for the import.
extension UTType {
    static let checklistDocument = UTType(exportedAs: "com.example.checklist")
}

// Seed 002 (package format), verbatim but for the import.
extension UTType {
    static let boardPackage = UTType(
        exportedAs: "com.example.board-package",
        conformingTo: .package
    )
}

@Suite struct SeedUTTypeListingTests {
    @Test func seedTypesAreDeclaredAndConform() {
        #expect(UTType.myNotesDocument.identifier == "dev.swiftcrafted.mynotes")
        #expect(UTType.myNotesDocument.conforms(to: .data))
        #expect(UTType.myNotesDocument.preferredMIMEType == "application/x-mynotes")
        #expect(UTType.checklistDocument.identifier == "com.example.checklist")
        #expect(UTType.checklistDocument.conforms(to: .data))
        #expect(UTType.boardPackage.conforms(to: .package))
        #expect(UTType.boardPackage.conforms(to: .directory))
        #expect(!UTType.boardPackage.conforms(to: .data))
        #expect(UTType("com.example.board-package") == .boardPackage)
        let readable: [UTType] = [.checklistDocument]
        #expect(readable.contains(UTType("com.example.checklist")!))
    }
}
