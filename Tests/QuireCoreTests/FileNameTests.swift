import Testing
@testable import QuireCore

/// `FileName`: the one check of a name in a folder.
struct FileNameTests {
    @Test(arguments: [
        ("", FileName.Problem.empty), (".", .leavesFolder), ("..", .leavesFolder), ("a/b", .containsSlash),
        ("a\0b", .containsNUL), (String(repeating: "é", count: 128), .tooLong(maximum: 255)),
        (TemporaryItem.prefix + "1-Notes.txt", .temporary),
    ])
    func refusedNamesSayWhy(_ name: String, _ problem: FileName.Problem) {
        #expect(FileName.problem(with: name) == problem)
        #expect(!FileName.isValid(name))
    }

    @Test func usableNamesPass() {
        for name in ["Notes.txt", "...", ".hidden", "Ünïcödé ✍️", String(repeating: "a", count: 255)] {
            #expect(FileName.problem(with: name) == nil, "\(name)")
        }
        #expect(FileName.problem(with: String(repeating: "a", count: 201), maximumLength: 200) == .tooLong(maximum: 200))
    }

    @Test func insideAPackageATemporaryLookingNameIsAllowed() {
        #expect(FileName.problem(with: TemporaryItem.prefix + "child", allowsTemporaryNames: true) == nil)
        #expect(FileName.problem(with: "..", allowsTemporaryNames: true) == .leavesFolder)
    }
}
