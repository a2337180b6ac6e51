import Testing
@testable import QuireUI
@testable import QuireGTK

/// One logout inhibition while any document has unsaved changes, released when none has.
@MainActor
@Suite struct LogoutInhibitorTests {
    @Test func inhibitsOnceWhileDirtyAndUninhibitsWhenClean() {
        var calls: [String] = []
        let inhibitor = LogoutInhibitor(inhibit: { reason in
            calls.append("inhibit \(reason)")
            return 7
        }, uninhibit: { calls.append("uninhibit \($0)") })
        inhibitor.update(hasUnsavedChanges: false)
        #expect(calls.isEmpty)
        inhibitor.update(hasUnsavedChanges: true)
        inhibitor.update(hasUnsavedChanges: true)
        #expect(calls == ["inhibit Unsaved changes"])
        #expect(inhibitor.cookie == 7)
        inhibitor.update(hasUnsavedChanges: false)
        inhibitor.update(hasUnsavedChanges: false)
        #expect(calls == ["inhibit Unsaved changes", "uninhibit 7"])
        inhibitor.update(hasUnsavedChanges: true)
        #expect(calls.count == 3)
    }

    @Test func aRefusedInhibitionIsNotRetriedOrUndone() {
        var inhibits = 0, uninhibits = 0
        let inhibitor = LogoutInhibitor(inhibit: { _ in inhibits += 1; return 0 }, uninhibit: { _ in uninhibits += 1 })
        inhibitor.update(hasUnsavedChanges: true)
        inhibitor.update(hasUnsavedChanges: true)
        inhibitor.update(hasUnsavedChanges: false)
        #expect(inhibits == 1)
        #expect(uninhibits == 0)
    }
}
