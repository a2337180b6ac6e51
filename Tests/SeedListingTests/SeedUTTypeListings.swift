import Testing
import Quire

// The seeds' UTType extensions are declared verbatim in Seed000NotesListing, Seed001ChecklistListing
// and Seed002BoardListing.

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
