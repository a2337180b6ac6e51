import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `fullScreenCover` and `popover` on the headless backend (the sheet's node with another style:
/// shown while the binding says so, closed by Escape, a click outside or `dismiss()`, which reset
/// the binding), one modal presentation at a time per window, and what a presentation's content
/// tells its window: `presentationBackground`, `presentationSizing`, `navigationSubtitle`,
/// `\.presentationMode`.
@MainActor
@Suite struct PresentationStyleTests {
    @Observable final class Model {
        var showCover = false
        var showPopover = false
        var showSheet = false
        var showOther = false
        var tag: Tag?
        var dismissals = 0
    }

    struct Tag: Identifiable, Equatable {
        let id: String
    }

    private func open(_ host: HeadlessHost) -> [HeadlessPresentations.Sheet] {
        host.backend.presentations.openSheets
    }

    @Test func aFullScreenCoverIsAModalWindowClosedByDismissAndResetsItsBinding() throws {
        let model = Model()
        struct Cover: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Button("Close Cover") { dismiss() }
            }
        }
        let host = HeadlessHost {
            @Bindable var model = model
            Button("Present") { model.showCover = true }
                .fullScreenCover(isPresented: $model.showCover, onDismiss: { model.dismissals += 1 }) { Cover() }
        }
        #expect(open(host).isEmpty)
        try host.widget(.button, titled: "Present").click()
        host.flush()
        let cover = try #require(open(host).first)
        #expect(cover.presentation.style == .fullScreenCover)
        try #require(cover.all.first { $0.title == "Close Cover" }).click()
        host.flush()
        #expect(open(host).isEmpty && !model.showCover && model.dismissals == 1)
    }

    @Test func aPopoverPointsWhereItsAnchorAndArrowEdgeSayAndAClickOutsideClosesIt() throws {
        let model = Model()
        let host = HeadlessHost {
            @Bindable var model = model
            Button("Details") { model.showPopover = true }
                .popover(isPresented: $model.showPopover, attachmentAnchor: .point(.top), arrowEdge: .bottom) {
                    Text("More about this")
                }
        }
        try host.widget(.button, titled: "Details").click()
        host.flush()
        let popover = try #require(open(host).first)
        #expect(popover.presentation.style == .popover(PopoverPlacement(point: .top, arrowEdge: .bottom)))
        #expect(popover.texts == ["More about this"])
        #expect(!host.texts.contains("More about this"), "the content is not in the window")
        popover.pressClose()
        host.flush()
        #expect(open(host).isEmpty && !model.showPopover)
    }

    @Test func aPopoverForAnItemShowsTheItemAndItsDefaultsPointAtTheWholeView() throws {
        let model = Model()
        let host = HeadlessHost {
            @Bindable var model = model
            Button("Tag") { model.tag = Tag(id: "blue") }
                .popover(item: $model.tag) { tag in Text("Tag \(tag.id)") }
        }
        try host.widget(.button, titled: "Tag").click()
        host.flush()
        let popover = try #require(open(host).first)
        #expect(popover.presentation.style == .popover(PopoverPlacement()))
        #expect(popover.texts == ["Tag blue"])
        model.tag = Tag(id: "green")
        host.flush()
        #expect(popover.texts == ["Tag green"] && open(host).count == 1, "another item replaces the content")
        model.tag = nil
        host.flush()
        #expect(open(host).isEmpty)
    }

    @Test func aSecondSheetWaitsUntilTheFirstIsDismissedAndThenShows() throws {
        let model = Model()
        model.showSheet = true
        model.showOther = true
        let host = HeadlessHost {
            @Bindable var model = model
            VStack {
                Text("First").sheet(isPresented: $model.showSheet) { Text("Sheet one") }
                Text("Second").sheet(isPresented: $model.showOther) { Text("Sheet two") }
            }
        }
        host.flush()
        #expect(open(host).map(\.texts) == [["Sheet one"]], "one sheet at a time, as SwiftUI shows")
        #expect(model.showOther, "the second's binding still asks for it")
        try #require(open(host).first).pressEscape()
        host.flush()
        #expect(!model.showSheet)
        #expect(open(host).map(\.texts) == [["Sheet two"]], "then the second shows")
    }

    @Test func aPopoverMayShowWhileASheetIsShownAndASheetInsideASheetShows() throws {
        let model = Model()
        model.showSheet = true
        let host = HeadlessHost {
            @Bindable var model = model
            Text("Window").sheet(isPresented: $model.showSheet) {
                Text("Outer").sheet(isPresented: $model.showOther) { Text("Inner") }
            }
            .popover(isPresented: $model.showPopover) { Text("Note") }
        }
        host.flush()
        model.showOther = true
        model.showPopover = true
        host.flushPresentations()
        #expect(Set(open(host).flatMap(\.texts)) == ["Outer", "Inner", "Note"])
    }

    @Test func theContentGivesItsPresentationABackgroundASizingAndASubtitle() throws {
        let model = Model()
        model.showSheet = true
        let host = HeadlessHost {
            @Bindable var model = model
            Text("Window").sheet(isPresented: $model.showSheet) {
                Text("Inside")
                    .navigationTitle("Export")
                    .navigationSubtitle(model.tag?.id ?? "PDF")
                    .presentationBackground(.yellow)
                    .presentationSizing(.page)
                    .presentationCornerRadius(20)
            }
        }
        host.flush()
        let sheet = try #require(open(host).first)
        #expect(sheet.presentation.title == "Export" && sheet.presentation.subtitle == "PDF")
        #expect(sheet.presentation.background == .yellow)
        #expect(sheet.presentation.sizing == PresentationSizingKind(base: .page))
        model.tag = Tag(id: "PNG")
        host.flushPresentations()
        #expect(sheet.presentation.subtitle == "PNG")
    }

    @Test func sizingsResolveToAFormAPageOrAFittedWindow() {
        #expect(PresentationSizingKind(.automatic) == .form)
        #expect(PresentationSizingKind(.form) == .form)
        let fitted = PresentationSizingKind(.fitted)
        #expect(fitted.base == .form && fitted.fitsWidth && fitted.fitsHeight)
        let page = PresentationSizingKind(.page.fitted(horizontal: true, vertical: false))
        #expect(page.base == .page && page.fitsWidth && !page.fitsHeight)
        #expect(PresentationSizingKind(.page.sticky(horizontal: true, vertical: true)) == PresentationSizingKind(base: .page))
    }

    @Test func aViewBackgroundIsDrawnBehindTheContent() throws {
        let model = Model()
        model.showSheet = true
        let host = HeadlessHost {
            @Bindable var model = model
            Text("Window").sheet(isPresented: $model.showSheet) {
                Text("Front").presentationBackground(alignment: .bottom) { Text("Behind") }
            }
        }
        host.flush()
        let sheet = try #require(open(host).first)
        #expect(sheet.texts == ["Behind", "Front"])
    }

    /// A view using SwiftUI's deprecated `presentationMode`.
    struct LegacyDismissing: PresentationModeReading {
        @available(*, deprecated)
        func makeView(onRead: @escaping (Bool) -> Void) -> AnyView {
            AnyView(LegacyCloser(onRead: onRead))
        }

        @available(*, deprecated)
        struct LegacyCloser: View {
            @Environment(\.presentationMode) private var presentationMode
            let onRead: (Bool) -> Void
            var body: some View {
                let _ = onRead(presentationMode.wrappedValue.isPresented)
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
    }

    @Test func presentationModeSaysWhetherTheViewIsPresentedAndDismissesIt() throws {
        let model = Model()
        var reads: [Bool] = []
        let maker: any PresentationModeReading = LegacyDismissing()
        let host = HeadlessHost {
            @Bindable var model = model
            maker.makeView { reads.append($0) }
                .sheet(isPresented: $model.showSheet) { maker.makeView { reads.append($0) } }
        }
        #expect(reads == [false], "outside a presentation")
        try host.widget(.button, titled: "Close").click()
        host.flush()
        #expect(open(host).isEmpty, "dismissing outside a presentation does nothing")
        model.showSheet = true
        host.flush()
        let sheet = try #require(open(host).first)
        #expect(reads.last == true, "inside the sheet")
        try #require(sheet.all.first { $0.title == "Close" }).click()
        host.flush()
        #expect(open(host).isEmpty && !model.showSheet)
    }
}

/// Reaches a deprecated API through a protocol requirement, so the test itself uses nothing
/// deprecated (the build treats warnings as errors).
@MainActor
protocol PresentationModeReading {
    func makeView(onRead: @escaping (Bool) -> Void) -> AnyView
}
