import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `LazyVStack`/`LazyHStack` are lazy lists with nothing of a list's own (GTK: a list view in the
/// lazy-stack style): only the rows in view are made. `ScrollViewReader`'s proxy scrolls a list to
/// a row by its element's id — also a row not made yet — and a scroll view to a view by its `.id`;
/// `scrollIndicators` reaches lists and scroll views.
@MainActor
@Suite struct LazyStackScrollTests {
    struct Item: Identifiable {
        let id: Int
        var title: String { "Item \(id)" }
    }

    private static let items = (0..<10_000).map(Item.init)

    @Test func aLazyVStackOfTenThousandMakesOnlyTheRowsInView() throws {
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: 12)) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 4) {
                    ForEach(Self.items) { item in
                        Text(item.title)
                    }
                }
            }
        }
        let stack = try host.widget(.lazyStack)
        #expect(stack.listState.rowCount == 10_000)
        #expect(stack.children.count == 12)
        #expect(stack.children.first?.texts == ["Item 0"])
        stack.scroll(to: 9_000)
        host.flush()
        #expect(stack.children.first?.texts == ["Item 9000"])
        #expect(stack.listState.rowsMade == 12)
        #expect(host.widgets(.text).count == 12, "a text per row in view, none for the rows scrolled past")
    }

    @Test func aLazyHStackIsLazyToo() throws {
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: 5)) {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(Self.items) { item in
                        Text(item.title)
                    }
                }
            }
        }
        let stack = try host.widget(.lazyStack)
        #expect(stack.listState.rowCount == 10_000)
        #expect(stack.children.count == 5)
    }

    @Test func scrollToReachesARowOfAListNotMadeYet() throws {
        var proxy: ScrollViewProxy?
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: 10)) {
            ScrollViewReader { reader in
                List(Self.items) { item in
                    Text(item.title)
                }
                .scrollIndicators(.hidden)
                .onAppear { proxy = reader }
            }
        }
        let list = try #require(host.list)
        #expect(list.listState.scrollIndicators.vertical == .hidden)
        try #require(proxy).scrollTo(7_500, anchor: .top)
        #expect(list.listState.scrolledTo?.position == 7_500)
        #expect(list.listState.scrolledTo?.anchor == .top)
        // An id no row has: nothing scrolls.
        try #require(proxy).scrollTo(-1)
        #expect(list.listState.scrolledTo?.position == 7_500)
    }

    @Test func scrollToReachesAViewWithAnIDInAScrollView() throws {
        var proxy: ScrollViewProxy?
        let host = HeadlessHost {
            ScrollViewReader { reader in
                ScrollView {
                    VStack {
                        ForEach(0..<20) { index in
                            Text("Line \(index)").id(index)
                        }
                    }
                }
                .scrollClipDisabled()
                .onAppear { proxy = reader }
            }
        }
        let scroll = try host.widget(.scroll)
        try #require(proxy).scrollTo(12, anchor: .center)
        let target = try #require(scroll.listState.scrolledToWidget)
        #expect(target.widget?.texts == ["Line 12"])
        #expect(target.anchor == .center)
    }
}
