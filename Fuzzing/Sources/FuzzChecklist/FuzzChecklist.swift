import FuzzSupport
import Foundation
@testable import ChecklistModel
import QuireCore

/// Seed 001's checklist reader as the engine runs it: the input is written to a `.checklist` file and
/// read with `ChecklistDocument`'s `FileWrapperDocumentReader` (JSON decoding, and on failure the
/// re-parse that finds a line and column), then the duplicate-id repair `apply` does. Failures must
/// be `DocumentError`s naming the file; the file must be left as it was.
@main
enum FuzzChecklist {
    @MainActor
    static func main() {
        Fuzzer.run {
            let scratch = ScratchDirectory("checklist")
            let file = scratch.path("Fuzz.checklist")
            let reader = ChecklistDocument().reader(
                configuration: DocumentReadConfiguration(contentType: .checklistDocument, fileURL: file))
            return { data in
                ScratchDirectory.remove(file)
                _ = FileManager.default.createFile(atPath: file.path, contents: data)
                let result = runBlocking {
                    try await reader.read(from: file, progress: ProgressManager(totalCount: 1).subprogress(assigningCount: 1))
                }
                switch result {
                case .success(var checklist):
                    _ = ChecklistDocument.repairDuplicateIDs(&checklist)
                    require(Set(checklist.items.map(\.id)).count == checklist.items.count, "ids still shared after repair")
                case .failure(let error as DocumentError):
                    require(error.code == .corrupt || error.code == .tooLarge, "refused with \(error.code): \(error.message)")
                    require(error.url?.path == file.path, "the error names \(error.url?.path ?? "no file")")
                case .failure(let error):
                    require(false, "not a DocumentError: \(error)")
                }
                require(readFile(file) == data, "reading changed the file")
            }
        }
    }
}
