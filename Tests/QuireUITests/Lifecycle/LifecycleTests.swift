import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// What happens, in order, in a test's views.
@MainActor
private final class EventLog {
    var events: [String] = []
}

/// `onAppear`, `onDisappear`, `onChange` and `task`: when they run, with what, and what they change.
@MainActor
@Suite struct LifecycleTests {
    @Test func appearingRunsOnceBeforeTheTreeIsShownAndWhatItSetsIsShown() {
        struct Greeting: View {
            let log: EventLog
            @State private var text = "loading"
            @State private var count = 0
            var body: some View {
                VStack {
                    Text(text)
                    Button("Tap") { count += 1 }
                    Text("\(count)")
                }
                .onAppear {
                    log.events.append("appear")
                    text = "ready"
                }
            }
        }
        let log = EventLog()
        let host = HeadlessHost { Greeting(log: log) }
        #expect(host.texts == ["ready", "Tap", "0"])
        #expect(log.events == ["appear"])
        host.all.first { $0.title == "Tap" }?.click()
        host.flush()
        #expect(host.texts == ["ready", "Tap", "1"])
        #expect(log.events == ["appear"], "re-rendering is not appearing")
    }

    @Test func anIfBringsViewsInAndOutAndEachTimeTheyAppearAndDisappear() {
        struct Toggler: View {
            let log: EventLog
            @State var shown = true
            var body: some View {
                VStack {
                    Button("Flip") { shown.toggle() }
                    if shown {
                        Text("detail")
                            .onAppear { log.events.append("appear") }
                            .onDisappear { log.events.append("disappear") }
                    }
                }
            }
        }
        let log = EventLog()
        let host = HeadlessHost { Toggler(log: log) }
        let flip = host.all.first { $0.title == "Flip" }
        flip?.click()
        host.flush()
        #expect(host.texts == ["Flip"])
        flip?.click()
        host.flush()
        #expect(host.texts == ["Flip", "detail"])
        #expect(log.events == ["appear", "disappear", "appear"])
    }

    @Test func closingTheWindowMakesItsViewsDisappear() {
        let log = EventLog()
        var host: HeadlessHost? = HeadlessHost {
            Text("in a window").onDisappear { log.events.append("disappear") }
        }
        #expect(host?.texts == ["in a window"])
        #expect(log.events.isEmpty)
        host = nil
        #expect(log.events == ["disappear"])
    }

    @Test func changesRunTheActionWithTheOldAndNewValueAfterTheRender() {
        struct Counter: View {
            let log: EventLog
            @State var count = 0
            @State var echo = "none"
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }
                    Text(echo)
                }
                .onChange(of: count) { old, new in
                    log.events.append("\(old)→\(new)")
                    echo = "saw \(new)"
                }
                .onChange(of: count, initial: true) { log.events.append("changed") }
            }
        }
        let log = EventLog()
        let host = HeadlessHost { Counter(log: log) }
        #expect(log.events == ["changed"], "initial: true runs on appearing, the two-value form does not")
        let add = host.all.first { $0.title == "Add" }
        add?.click()
        add?.click()
        host.flush()
        #expect(log.events == ["changed", "0→2", "changed"], "two taps in one turn are one change")
        #expect(host.texts.last == "saw 2", "what the action set is rendered in the same batch")
        host.flush()
        #expect(log.events.count == 3, "the echo's render is no change of count")
    }

    @Test func anActionThatFeedsItselfStopsAfterABatchAndGoesOnLater() {
        struct Runaway: View {
            @State var count = 0
            var body: some View {
                Text("\(count)").onChange(of: count, initial: true) { count += 1 }
            }
        }
        let host = HeadlessHost { Runaway() }
        let first = Int(host.texts[0]) ?? -1
        #expect(first >= 1 && first <= UpdateScheduler.roundsPerBatch, "one batch ran a bounded number of rounds")
        #expect(host.graph.hasPendingUpdates, "the rest waits for the next turn instead of hanging")
    }

    @Test func aTaskRunsOnTheMainActorAndIsCancelledWhenItsViewGoes() async {
        struct Loader: View {
            let log: EventLog
            @State var shown = true
            @State var status = "waiting"
            var body: some View {
                VStack {
                    Button("Hide") { shown = false }
                    Text(status)
                    if shown {
                        Text("loading").task {
                            status = "started"
                            do {
                                try await Task.sleep(for: .seconds(3600))
                                log.events.append("finished")
                            } catch {
                                log.events.append(Task.isCancelled ? "cancelled" : "failed")
                            }
                        }
                    }
                }
            }
        }
        let log = EventLog()
        let host = HeadlessHost { Loader(log: log) }
        await host.graph.nextUpdate()
        #expect(host.texts.contains("started"))
        host.all.first { $0.title == "Hide" }?.click()
        host.flush()
        while log.events.isEmpty {
            await Task.yield()
        }
        #expect(log.events == ["cancelled"])
    }

    @Test func aTaskWithAnIDRestartsWhenTheIDChanges() async {
        @MainActor final class Runs {
            var started: [Int] = []
            var cancelled: [Int] = []
        }
        struct Search: View {
            let runs: Runs
            @State var query = 1
            var body: some View {
                Button("Next") { query += 1 }
                    .task(id: query) {
                        let mine = query
                        runs.started.append(mine)
                        do { try await Task.sleep(for: .seconds(3600)) } catch { runs.cancelled.append(mine) }
                    }
            }
        }
        let runs = Runs()
        let host = HeadlessHost { Search(runs: runs) }
        while runs.started.isEmpty { await Task.yield() }
        host.all.first { $0.title == "Next" }?.click()
        host.flush()
        while runs.started.count < 2 || runs.cancelled.isEmpty { await Task.yield() }
        #expect(runs.started == [1, 2])
        #expect(runs.cancelled == [1])
    }
}

/// `@StateObject`, `@EnvironmentObject` and `@Environment(Model.self)`.
@MainActor
@Suite struct ObjectDataFlowTests {
    @MainActor final class Library: ObservableObject {
        static var made = 0
        @Published var books: [String] = []
        init() { Self.made += 1 }
    }

    @Test func aStateObjectIsMadeOncePerViewAndItsChangesRender() {
        struct Shelf: View {
            @StateObject private var library = Library()
            var body: some View {
                VStack {
                    Button("Add") { library.books.append("Book \(library.books.count + 1)") }
                    Text("\(library.books.count) books")
                }
            }
        }
        struct Room: View {
            @State var visits = 0
            var body: some View {
                VStack {
                    Button("Visit") { visits += 1 }
                    Text("visits \(visits)")
                    Shelf()
                }
            }
        }
        Library.made = 0
        let host = HeadlessHost { Room() }
        host.all.first { $0.title == "Add" }?.click()
        host.flush()
        #expect(host.texts.last == "1 books")
        host.all.first { $0.title == "Visit" }?.click()
        host.flush()
        #expect(host.texts.contains("visits 1"))
        #expect(host.texts.last == "1 books", "the parent re-made Shelf; its object stayed")
        #expect(Library.made == 1)
    }

    @Test func environmentObjectsReachDescendantsAndTheirChangesRender() {
        struct Count: View {
            @EnvironmentObject var library: Library
            var body: some View { Text("\(library.books.count) in library") }
        }
        struct AddButton: View {
            @EnvironmentObject var library: Library
            var body: some View {
                Button("Add") { library.books.append("x") }
            }
        }
        let library = Library()
        let host = HeadlessHost {
            VStack {
                Count()
                Group { AddButton() }
            }
            .environmentObject(library)
        }
        #expect(host.texts.first == "0 in library")
        host.all.first { $0.title == "Add" }?.click()
        host.flush()
        #expect(host.texts.first == "1 in library")
    }

    @Observable final class Settings {
        var name = "Ada"
    }

    @Test func observableObjectsInTheEnvironmentAreReadByType() {
        struct NameLabel: View {
            @Environment(Settings.self) private var settings
            var body: some View { Text(settings.name) }
        }
        struct MaybeName: View {
            @Environment(Settings.self) private var settings: Settings?
            var body: some View { Text(settings?.name ?? "nobody") }
        }
        let settings = Settings()
        let host = HeadlessHost {
            VStack {
                NameLabel()
                MaybeName()
            }
            .environment(settings)
        }
        #expect(host.texts == ["Ada", "Ada"])
        settings.name = "Grace"
        host.flush()
        #expect(host.texts == ["Grace", "Grace"])
        let bare = HeadlessHost { MaybeName() }
        #expect(bare.texts == ["nobody"])
    }

    @Test func withAnimationAppliesTheChangeAndCompletesAfterTheRender() async {
        struct Fader: View {
            let log: EventLog
            @State var on = false
            var body: some View {
                VStack {
                    Button("Flip") {
                        withAnimation(.spring(duration: 0.3, bounce: 0.2)) { on.toggle() } completion: {
                            log.events.append("done")
                        }
                    }
                    Text(on ? "on" : "off").animation(.easeInOut, value: on)
                }
            }
        }
        let log = EventLog()
        let host = HeadlessHost { Fader(log: log) }
        host.all.first { $0.title == "Flip" }?.click()
        #expect(log.events.isEmpty)
        while log.events.isEmpty { await Task.yield() }
        #expect(host.texts.last == "on", "the change was rendered before the completion ran")
        #expect(Animation.easeIn(duration: 1).delay(0.5) != Animation.easeIn(duration: 1))
        #expect(Animation.default == Animation.easeInOut(duration: 0.35))
    }
}
