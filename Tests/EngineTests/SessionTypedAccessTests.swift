import BoardModel
import ChecklistModel
import Foundation
import NotesModel
import Testing
@testable import QuireCore

/// `DocumentSession`'s typed access: a probe (`document(as:)`) answers nil for another type; what a
/// `DocumentGroup` asks for (`document(for:)`, `fileDocumentConfiguration(_:)`) stops the process
/// naming both types, never giving the window nothing to show.
@MainActor
struct SessionTypedAccessTests {
    @Test func aProbeForAnotherTypeIsNil() throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        #expect(session.document(as: BoardDocument.self) == nil)
        #expect(session.binding(for: TextDocument.self) == nil)
        #expect(session.document(for: ChecklistDocument.self) === session.document(as: ChecklistDocument.self))
    }

    @Test func aDocumentGroupForAnotherTypeIsAProgrammerError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let fixture = EngineFixture()
                let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
                _ = session.document(for: BoardDocument.self)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("DocumentGroup for BoardDocument opened a session holding ChecklistDocument"), "\(message)")
    }

    @Test func aFileDocumentGroupForAnotherTypeIsAProgrammerError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let fixture = EngineFixture()
                let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
                _ = session.fileDocumentConfiguration(TextDocument.self)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("DocumentGroup for TextDocument opened a session holding ChecklistDocument"), "\(message)")
    }
}
