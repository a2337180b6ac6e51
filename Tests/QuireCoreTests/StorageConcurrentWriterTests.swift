import Foundation
import Synchronization
import Testing
@testable import QuireCore
@testable import QuireStorageCrashChild
#if canImport(Glibc)
import Glibc
#endif

/// Several writers on one document (issue 7.3): another writer striking between a save's check and its
/// swap, other processes' cleanup during a save, crashes in the middle of a swap, and real processes
/// racing to save the same file. Never silent loss: every version ends at the path, in a conflict copy
/// or in the versions.
@Suite struct StorageConcurrentWriterTests {
    private func save(_ text: String, to url: URL, expecting expectation: SafeSave.Expectation,
                      onConflict: SafeSave.ConflictPolicy = .keepCopy,
                      beforeReplace: ((URL) throws -> Void)? = nil) async throws -> FileIdentity {
        try await SafeSave.save(SafeSave.Request(url: url, expectation: expectation, shape: .file, onConflict: onConflict,
                                                 retire: beforeReplace)) { try Data(text.utf8).write(to: $0) }
    }

    /// A sync tool: a new file beside, renamed over (new inode).
    private static func replaceByRename(_ url: URL, with text: String) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".sync-\(UUID().uuidString)")
        try Data(text.utf8).write(to: temporary)
        try POSIX.rename(temporary, to: url)
    }

    private func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    // MARK: A third writer between check and swap

    @Test(arguments: ["rename over", "in place"])
    func aWriterBetweenCheckAndSwapIsCaughtAndBothAreKept(style: String) async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let known = try await save("version 1", to: url, expecting: .absent)
        let retired = Mutex<[URL]>([])
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.$beforeSwap.withValue({ target in
                if style == "rename over" {
                    try Self.replaceByRename(target, with: "theirs")
                } else {
                    let fd = try POSIX.open(target, O_WRONLY | O_APPEND)
                    defer { POSIX.close(fd) }
                    try POSIX.writeAll(fd, Data(" and theirs".utf8), url: target)
                }
            }) {
                try await save("ours", to: url, expecting: .unchanged(known), beforeReplace: { outgoing in
                    retired.withLock { $0.append(outgoing) }
                })
            }
        }
        #expect(error.code == .changedOnDisk && error.url == url)
        #expect(!error.message.contains(" — \(url.path) — "), "the path is named once: \(error.message)")
        #expect(try text(url) == (style == "rename over" ? "theirs" : "version 1 and theirs"), "theirs is at the path")
        let copy = try #require(error.conflictCopyURL)
        #expect(try text(copy) == "ours", "ours is the conflict copy")
        #expect(retired.withLock { $0 }.isEmpty, "nothing was replaced, so nothing was retired")
        #expect(try POSIX.directoryEntries(dir.url).sorted() == ["note.txt", copy.lastPathComponent].sorted())
    }

    @Test func underDiscardOursGoesAndTheirsStays() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let known = try await save("version 1", to: url, expecting: .absent)
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.$beforeSwap.withValue({ try Self.replaceByRename($0, with: "theirs") }) {
                try await save("ours", to: url, expecting: .unchanged(known), onConflict: .discard)
            }
        }
        #expect(error.code == .changedOnDisk && error.conflictCopyURL == nil)
        #expect(try text(url) == "theirs")
        #expect(try POSIX.directoryEntries(dir.url) == ["note.txt"])
    }

    @Test func aPackageChangedBetweenCheckAndSwapIsCaught() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("Board.boardpkg")
        let known = try await SafeSave.save(.package(url, expected: nil, cloneExisting: false)) { staging in
            try CrashFixture.writePackage(generation: 1, into: staging)
        }
        let retired = Mutex(0)
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.$beforeSwap.withValue({ target in
                try Data("theirs".utf8).write(to: target.appendingPathComponent("theirs.txt"))
            }) {
                try await SafeSave.save(.package(url, expected: known, cloneExisting: true,
                                                 retire: { _ in retired.withLock { $0 += 1 } })) { staging in
                    try CrashFixture.writePackage(generation: 2, into: staging)
                }
            }
        }
        #expect(error.code == .changedOnDisk)
        var theirs = CrashFixture.packageContent(generation: 1)
        theirs["theirs.txt"] = Data("theirs".utf8)
        #expect(try CrashFixture.readPackage(at: url) == theirs, "their package is back at the path")
        let copy = try #require(error.conflictCopyURL)
        #expect(try CrashFixture.readPackage(at: copy) == CrashFixture.packageContent(generation: 2))
        #expect(retired.withLock { $0 } == 0)
        #expect(try POSIX.directoryEntries(dir.url).sorted() == ["Board.boardpkg", copy.lastPathComponent].sorted())
    }

    @Test func retireReceivesExactlyTheVersionThatWasReplaced() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let known = try await save("version 1", to: url, expecting: .absent)
        let kept = dir.file("kept")
        _ = try await save("version 2", to: url, expecting: .unchanged(known), beforeReplace: { outgoing in
            #expect(outgoing.lastPathComponent == "note.txt", "the version store sees the document's name")
            #expect(try POSIX.status(outgoing).inode == known.inode)
            try POSIX.link(outgoing, to: kept)
        })
        #expect(try text(kept) == "version 1" && text(url) == "version 2")
    }

    @Test func replacingAnythingRetiresWhatAppearedMeanwhile() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let kept = dir.file("kept")
        _ = try await SafeSave.$beforeSwap.withValue({ try Self.replaceByRename($0, with: "appeared") }) {
            try await save("ours", to: url, expecting: .anything, beforeReplace: { try POSIX.link($0, to: kept) })
        }
        #expect(try text(url) == "ours")
        #expect(try text(kept) == "appeared", "what we replaced went to the versions, not away")
    }

    @Test func aFailingRetirePutsTheOriginalBack() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let known = try await save("version 1", to: url, expecting: .absent)
        let error = try await #require(throws: DocumentError.self) {
            try await save("version 2", to: url, expecting: .unchanged(known), beforeReplace: { _ in
                throw DocumentError(.diskFull)
            })
        }
        #expect(error.code == .diskFull && error.url == url)
        #expect(try text(url) == "version 1")
        #expect(try POSIX.status(url).inode == known.inode)
        #expect(try POSIX.directoryEntries(dir.url) == ["note.txt"])
    }

    // MARK: Cleanup while another process saves

    @Test(arguments: ["hold", "hold-package"])
    func cleanupLeavesAnotherProcessesSaveAlone(mode: String) async throws {
        let dir = TemporaryDirectory()
        let url = dir.file(mode == "hold" ? "doc.txt" : "Board.boardpkg")
        let child = try StorageTestChild.spawn([mode, url.path], withInput: true)
        #expect(child.waitUntilReady(), "the child is inside its writer")
        let before = try POSIX.directoryEntries(dir.url)
        #expect(before.count == 1 && TemporaryItem.isTemporary(before[0]), "its save folder: \(before)")
        #expect(SafeSave.cleanLeftovers(for: url) == 0, "a locked save folder is not a leftover")
        #expect(try POSIX.directoryEntries(dir.url) == before)
        child.closeInput()
        let output = child.readOutput()
        #expect(child.wait() == .exited(0))
        #expect(output == "saved\n", "the save went through: \(output)")
        if mode == "hold" {
            #expect(CrashFixture.flatGeneration(of: try Data(contentsOf: url)) == 1)
        } else {
            #expect(CrashFixture.packageGeneration(of: try CrashFixture.readPackage(at: url)) == 1)
        }
        #expect(try POSIX.directoryEntries(dir.url) == [url.lastPathComponent])
    }

    @Test func cleanupRemovesTheFolderOfAKilledSave() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("doc.txt")
        try CrashFixture.flatContent(generation: 4).write(to: url)
        let child = try StorageTestChild.spawn(["hold", url.path], withInput: true)
        #expect(child.waitUntilReady())
        child.kill()
        #expect(child.wait() == .signalled(SIGKILL))
        child.closeInput()
        #expect(SafeSave.cleanLeftovers(for: url) == 1)
        #expect(try POSIX.directoryEntries(dir.url) == ["doc.txt"])
        #expect(CrashFixture.flatGeneration(of: try Data(contentsOf: url)) == 4)
    }

    // MARK: A crash between the swap and its verification

    /// Builds what a save killed right after its exchange leaves: its folder (unlocked), the item that
    /// came out under the document's name, and the marker.
    private func interruptedSwap(beside url: URL, item: String, ours: UInt64?, expected: String) throws -> URL {
        let folder = TemporaryItem.url(beside: url)
        try POSIX.makeDirectory(folder, mode: 0o700)
        let inside = folder.appendingPathComponent(url.lastPathComponent)
        try Data(item.utf8).write(to: inside)
        let inode = try POSIX.status(inside).inode
        let note = "ours \(ours ?? inode)\nexpected \(expected == "it" ? String(inode) : expected)\n"
        try Data(note.utf8).write(to: folder.appendingPathComponent(SaveFolder.markerName(forItemNamed: url.lastPathComponent)))
        return inside
    }

    @Test func cleanupRetiresTheExpectedVersionKeepsAThirdWritersAndDropsOurs() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("doc.txt")
        try Data("current".utf8).write(to: url)
        var retired: [String] = []
        let retire: (URL) -> Void = { retired.append(String(decoding: (try? Data(contentsOf: $0)) ?? Data(), as: UTF8.self)) }

        _ = try interruptedSwap(beside: url, item: "previous version", ours: 1, expected: "it")
        #expect(SafeSave.cleanLeftovers(for: url, retire: retire) == 1)
        #expect(retired == ["previous version"])

        _ = try interruptedSwap(beside: url, item: "our unsaved version", ours: nil, expected: "12345")
        #expect(SafeSave.cleanLeftovers(for: url, retire: retire) == 1)
        #expect(retired == ["previous version"], "our own version is not history")
        #expect(try POSIX.directoryEntries(dir.url) == ["doc.txt"])

        _ = try interruptedSwap(beside: url, item: "a third writer's version", ours: 1, expected: "12345")
        #expect(SafeSave.cleanLeftovers(for: url, retire: retire) == 1)
        let names = try POSIX.directoryEntries(dir.url)
        let copy = try #require(names.first { $0.hasPrefix("doc (conflicted copy ") }, "kept: \(names)")
        #expect(try text(dir.file(copy)) == "a third writer's version")
        #expect(names.count == 2)
        #expect(try text(url) == "current")
    }

    // MARK: Real processes racing

    /// Eight processes read the same file, then all save their own line at once (the `quire-samples checklist
    /// add` case with separate data homes, so no edit lock). Every outcome is accounted for: each
    /// "saved" line is in the file or in a version some later save retired; each conflict left a copy.
    @Test func eightProcessesSavingAtOnceLoseNothing() async throws {
        let rounds = 6, writers = 8
        for round in 0..<rounds {
            let dir = TemporaryDirectory()
            let versions = dir.file("versions")
            try POSIX.makeDirectory(versions)
            let documents = dir.file("documents")
            try POSIX.makeDirectory(documents)
            let document = documents.appendingPathComponent("list.txt")
            try Data("base\n".utf8).write(to: document)
            var children: [StorageTestChild] = []
            for index in 0..<writers {
                let child = try StorageTestChild.spawn(["race", document.path, "w\(index)", versions.path], withInput: true)
                #expect(child.waitUntilReady())
                children.append(child)
            }
            for child in children { child.closeInput() }
            var outcomes: [String: String] = [:]
            for (index, child) in children.enumerated() {
                outcomes["w\(index)"] = child.readOutput().trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(child.wait() == .exited(0))
            }

            let final = try text(document)
            let kept = try POSIX.directoryEntries(versions).map { try text(versions.appendingPathComponent($0)) }
            let copies = try POSIX.directoryEntries(documents).filter { $0.contains("conflicted copy") }
                .map { try text(documents.appendingPathComponent($0)) }
            #expect(outcomes.values.allSatisfy { $0 == "saved" || $0 == "changedOnDisk" }, "round \(round): \(outcomes)")
            #expect(outcomes.values.contains("saved"), "round \(round): someone wins")
            for (tag, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
                let line = "\(tag)\n"
                if outcome == "saved" {
                    #expect(final.contains(line) || kept.contains { $0.contains(line) },
                            "round \(round): \(tag) saved, then vanished (file: \(final.debugDescription))")
                } else {
                    #expect(copies.contains { $0 == "base\n" + line }, "round \(round): \(tag)'s conflict copy is missing")
                }
            }
            #expect(copies.count == outcomes.values.filter { $0 == "changedOnDisk" }.count)
            #expect(try POSIX.directoryEntries(documents).allSatisfy { !TemporaryItem.isTemporary($0) })
        }
    }

    // MARK: Conflict copy names

    @Test func conflictCopiesInTheSameSecondGetFreeNames() throws {
        let dir = TemporaryDirectory()
        let document = dir.file("Plan.txt")
        let date = Date(timeIntervalSince1970: 1_750_000_000)
        var names: [String] = []
        for index in 0..<3 {
            let item = dir.file(".item-\(index)")
            try Data("copy \(index)".utf8).write(to: item)
            names.append(try ConflictCopy.move(item, beside: document, date: date).lastPathComponent)
        }
        #expect(Set(names).count == 3)
        #expect(names[1] == names[0].replacingOccurrences(of: ")", with: " 2)"))
        #expect(names[2] == names[0].replacingOccurrences(of: ")", with: " 3)"))
        for (index, name) in names.enumerated() {
            #expect(try text(dir.file(name)) == "copy \(index)", "none replaced another")
        }
    }

    @Test func aMessageQuotingAnotherNamesThePathOnce() {
        let url = URL(fileURLWithPath: "/tmp/some folder/Plan.txt")
        let inner = DocumentError(.nameTaken, url: url, detail: "No free name for a conflicted copy")
        let outer = DocumentError(.changedOnDisk, url: url, detail: "It was not overwritten: \(inner.message)")
        #expect(outer.message.components(separatedBy: url.path).count == 2, "\(outer.message)")
        #expect(!inner.sentence.contains(url.path))
        #expect(inner.message.hasSuffix(" — \(url.path)"))
    }
}
