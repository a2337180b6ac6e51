import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// A lazy list's row widgets showing the next elements as the person scrolls (GTK binds the list
/// items that left the view to the positions coming into it; here the headless stand-in does): a row
/// made of views alone — texts, stacks, conditions — shows the element coming into its row widget in
/// the same nodes and widgets, none made or dropped, as SwiftUI's lists reuse their cells, and a row
/// widget going to a static row and back shows each whole; a row holding anything of its element's
/// own (`@State`, an `onAppear`) is made anew for the new element, its state from the start, as
/// SwiftUI's are.
@MainActor
@Suite struct ListRowReuseTests {
    private static let viewport = 10

    /// Each row's texts, joined.
    private func rowTexts(_ list: HeadlessWidget) -> [String] {
        list.children.map { $0.texts.joined(separator: " ") }
    }

    @Test func scrollingATextListShowsTheNextRowsInTheSameWidgets() throws {
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            List(0..<1_000, id: \.self) { number in
                HStack {
                    Text("Row \(number)")
                    Text("\(number * 2)")
                }
            }
        }
        let list = try #require(host.list)
        let before = host.counters
        for top in [5, 500, 990] {
            list.scroll(to: top)
            host.flush()
            #expect(rowTexts(list) == (top..<(top + Self.viewport)).map { "Row \($0) \($0 * 2)" })
        }
        #expect(host.counters.created == before.created, "no widget made")
        #expect(host.counters.removed == before.removed, "no widget dropped")
        // Each element coming into view renders once: 5 rows, then 10, then 10.
        #expect(host.counters.rowRenders == before.rowRenders + 25)
    }

    @Test func aRowWhoseViewsChangeShapeWithItsElementShowsEachElementsShape() throws {
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            List(0..<1_000, id: \.self) { number in
                HStack {
                    Text("Row \(number)")
                    if number.isMultiple(of: 3) {
                        Text("third")
                    }
                }
            }
        }
        let list = try #require(host.list)
        list.scroll(to: 301)
        host.flush()
        #expect(rowTexts(list) == (301..<311).map { $0.isMultiple(of: 3) ? "Row \($0) third" : "Row \($0)" })
    }

    @Test func aRowWidgetGoingToAStaticRowAndBackShowsEachRowWhole() throws {
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            List {
                Text("Header")
                ForEach(0..<50, id: \.self) { number in
                    Text("Row \(number)")
                }
                Text("Footer")
            }
        }
        let list = try #require(host.list)
        let all = ["Header"] + (0..<50).map { "Row \($0)" } + ["Footer"]
        for top in [42, 0, 20, 42] {
            list.scroll(to: top)
            host.flush()
            #expect(rowTexts(list) == Array(all[top..<(top + Self.viewport)]), "at row \(top)")
        }
    }

    @Test func aRowWithStateOfItsOwnIsMadeAnewForTheNextElement() throws {
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            List(0..<1_000, id: \.self) { number in
                FirstNumberRow(number: number)
            }
        }
        let list = try #require(host.list)
        list.scroll(to: 400)
        host.flush()
        // A row that kept the state of the element before it would show that element's number.
        #expect(rowTexts(list) == (400..<410).map { "\($0) since \($0)" })
    }

    @Test func aRowWithAnAppearActionIsMadeAnewAndAppearsForTheNextElement() throws {
        let appeared = Appearances()
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            List(0..<1_000, id: \.self) { number in
                Text("Row \(number)")
                    .onAppear { appeared.numbers.append(number) }
            }
        }
        let list = try #require(host.list)
        host.flush()
        list.scroll(to: 700)
        host.flush()
        #expect(rowTexts(list) == (700..<710).map { "Row \($0)" })
        #expect(Array(appeared.numbers.suffix(Self.viewport)).sorted() == Array(700..<710))
    }

    @Test func scrollingATableShowsTheNextRowsInTheSameCells() throws {
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            Table(LargeRowFixture.rows(10_000)) {
                TableColumn("Name", value: \.name)
                TableColumn("Number") { row in Text("\(row.id)") }
            }
        }
        let table = try host.widget(.table)
        let before = host.counters
        table.scroll(to: 5_000)
        host.flush()
        let cells = (5_000..<(5_000 + Self.viewport)).map { position in
            table.cells(at: position).map { $0.texts.joined(separator: " ") }
        }
        #expect(cells == (5_000..<(5_000 + Self.viewport)).map { ["Item \($0)", "\($0)"] })
        #expect(host.counters.created == before.created, "no widget made")
        #expect(host.counters.removed == before.removed, "no widget dropped")
    }
}

/// A row keeping the number of the element it was made for in `@State`.
private struct FirstNumberRow: View {
    let number: Int
    @State private var first: Int

    init(number: Int) {
        self.number = number
        _first = State(initialValue: number)
    }

    var body: some View {
        Text("\(number) since \(first)")
    }
}

/// The numbers whose rows appeared, in order.
@MainActor
private final class Appearances {
    var numbers: [Int] = []
}

/// A table's rows: a name and an id.
private struct LargeRowFixture: Identifiable {
    let id: Int
    let name: String

    static func rows(_ count: Int) -> [LargeRowFixture] {
        (0..<count).map { LargeRowFixture(id: $0, name: "Item \($0)") }
    }
}
