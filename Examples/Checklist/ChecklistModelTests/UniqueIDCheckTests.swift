@testable import ChecklistModel
import Foundation
import QuireCore
import Testing

/// The fast check `repairDuplicateIDs` asks first: "all differ" must never be said of a list with a
/// shared id, wherever the pair sits; and the repair itself still finds every duplicate.
@Suite("ChecklistModel: unique id check")
struct UniqueIDCheckTests {
    private func items(_ count: Int) -> [ChecklistItem] {
        (0..<count).map { ChecklistItem(title: "item \($0)") }
    }

    @Test func distinctIDsAllDiffer() {
        #expect(UniqueIDCheck.allDiffer([]))
        #expect(UniqueIDCheck.allDiffer(items(1)))
        #expect(UniqueIDCheck.allDiffer(items(2)))
        #expect(UniqueIDCheck.allDiffer(items(100_000)))
    }

    @Test(arguments: [(0, 1), (0, 19_999), (10_000, 10_001), (19_998, 19_999), (2_345, 17_890)])
    func aSharedIDIsFound(first: Int, second: Int) {
        var list = items(20_000)
        list[second].id = list[first].id
        #expect(!UniqueIDCheck.allDiffer(list))
    }

    @Test func idsDifferingInOneHalfOnlyStillDiffer() {
        // Same high or low 64 bits, other half different: not duplicates.
        let base: uuid_t = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)
        var sameHigh = base, sameLow = base
        sameHigh.15 = 99
        sameLow.0 = 99
        let list = [base, sameHigh, sameLow].map { ChecklistItem(id: UUID(uuid: $0), title: "") }
        #expect(UniqueIDCheck.allDiffer(list))
        #expect(!UniqueIDCheck.allDiffer(list + [ChecklistItem(id: UUID(uuid: sameLow), title: "again")]))
    }

    @MainActor @Test func manyCopiesOfOneIDAreAllRepaired() {
        var list = items(1_000)
        let shared = list[0].id
        for index in stride(from: 0, to: 1_000, by: 3) { list[index].id = shared }
        var checklist = Checklist(items: list)
        let notice = ChecklistDocument.repairDuplicateIDs(&checklist)
        #expect(notice?.hasPrefix("333 items") == true, "\(notice ?? "no notice")")
        #expect(Set(checklist.items.map(\.id)).count == 1_000)
        #expect(checklist.items.map(\.title) == list.map(\.title))
        #expect(UniqueIDCheck.allDiffer(checklist.items))
    }
}
