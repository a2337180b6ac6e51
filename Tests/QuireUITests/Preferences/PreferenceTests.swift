import Testing
@testable import QuireUI
import QuireUIHeadless

/// `PreferenceKey` headless: values set inside a view combined in view order with `reduce`,
/// `onPreferenceChange` running with the first value and each change, `transformPreference`
/// changing what passes up, `overlayPreferenceValue` showing a view made of the value; and
/// `@Namespace`'s identity per view.
@MainActor
@Suite struct PreferenceTests {
    struct TitlesKey: PreferenceKey {
        static var defaultValue: [String] { [] }
        static func reduce(value: inout [String], nextValue: () -> [String]) {
            value += nextValue()
        }
    }

    final class Log {
        var values: [[String]] = []
    }

    struct Chapters: View {
        let log: Log
        @State private var showsEpilogue = false

        var body: some View {
            VStack {
                Text("One").preference(key: TitlesKey.self, value: ["One"])
                VStack {
                    Text("Two").preference(key: TitlesKey.self, value: ["Two"])
                }
                .transformPreference(TitlesKey.self) { titles in titles = titles.map { $0.uppercased() } }
                if showsEpilogue {
                    Text("Epilogue").preference(key: TitlesKey.self, value: ["Epilogue"])
                }
                Button("Epilogue") { showsEpilogue.toggle() }
            }
            .onPreferenceChange(TitlesKey.self) { log.values.append($0) }
        }
    }

    @Test func aReaderSeesTheValuesInsideItCombinedInOrderAndTheirChanges() throws {
        let log = Log()
        let host = HeadlessHost { Chapters(log: log) }
        host.flush()
        #expect(log.values == [["One", "TWO"]])
        try host.widget(.button, titled: "Epilogue").click()
        host.flush()
        #expect(log.values == [["One", "TWO"], ["One", "TWO", "Epilogue"]])
        // Rendering again with the same values runs nothing.
        host.graph.environment = host.graph.environment
        host.flush()
        #expect(log.values.count == 2)
        try host.widget(.button, titled: "Epilogue").click()
        host.flush()
        #expect(log.values.last == ["One", "TWO"])
    }

    struct Counted: View {
        @State private var count = 1

        var body: some View {
            VStack {
                Button("More") { count += 1 }
                ForEach(0..<count, id: \.self) { index in
                    Text("Item \(index)").preference(key: TitlesKey.self, value: ["\(index)"])
                }
            }
            .overlayPreferenceValue(TitlesKey.self) { titles in
                Text("\(titles.count) items")
            }
        }
    }

    @Test func anOverlayShowsAViewOfTheValueAndFollowsIt() throws {
        let host = HeadlessHost { Counted() }
        host.flush()
        #expect(host.texts.contains("1 items"))
        try host.widget(.button, titled: "More").click()
        host.flush()
        #expect(host.texts.contains("2 items"))
        let texts = host.texts
        // The overlay comes after the content.
        let item = try #require(texts.firstIndex(of: "Item 1"))
        let overlay = try #require(texts.firstIndex(of: "2 items"))
        #expect(item < overlay)
    }

    struct Grouped: View {
        @Namespace var group
        let seen: (Namespace.ID) -> Void

        var body: some View {
            seen(group)
            return Text("group")
        }
    }

    struct TwoGroups: View {
        let seen: (Int, Namespace.ID) -> Void
        @State private var renders = 0

        var body: some View {
            VStack {
                Grouped { seen(0, $0) }
                Grouped { seen(1, $0) }
                Button("Again \(renders)") { renders += 1 }
            }
        }
    }

    @Test func aNamespaceIsStablePerViewAndDistinctBetweenViews() throws {
        var ids: [Int: [Namespace.ID]] = [:]
        let host = HeadlessHost { TwoGroups { ids[$0, default: []].append($1) } }
        try host.widget(.button, titled: "Again 0").click()
        host.flush()
        let first = try #require(ids[0])
        let second = try #require(ids[1])
        #expect(first.count >= 2)
        #expect(Set(first).count == 1)
        #expect(Set(second).count == 1)
        #expect(first[0] != second[0])
    }
}
