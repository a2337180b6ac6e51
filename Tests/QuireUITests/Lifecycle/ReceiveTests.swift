import CombineCore
import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// What a test's `onReceive` actions saw.
@MainActor
private final class ReceiveLog {
    var values: [String] = []
    var cancellations = 0
    var offMainActor = 0
}

/// `onReceive(_:perform:)`: subscribed while the view is in the graph, values delivered on the main
/// actor, cancelled when the view goes.
@MainActor
@Suite struct ReceiveTests {
    @Test func eachValueRunsTheActionAndWhatItSetsIsShown() {
        struct Status: View {
            let updates: PassthroughSubject<String, Never>
            @State private var text = "idle"
            var body: some View {
                Text(text).onReceive(updates) { text = $0 }
            }
        }
        let updates = PassthroughSubject<String, Never>()
        let host = HeadlessHost { Status(updates: updates) }
        #expect(host.texts == ["idle"])
        updates.send("saving")
        host.flush()
        #expect(host.texts == ["saving"])
        updates.send("saved")
        host.flush()
        #expect(host.texts == ["saved"])
    }

    @Test func theSubscriptionEndsWhenTheViewGoes() {
        struct Toggler: View {
            let updates: AnyPublisher<String, Never>
            let log: ReceiveLog
            @State var shown = true
            var body: some View {
                VStack {
                    Button("Flip") { shown.toggle() }
                    if shown {
                        Text("listening").onReceive(updates) { log.values.append($0) }
                    }
                }
            }
        }
        let log = ReceiveLog()
        let subject = PassthroughSubject<String, Never>()
        let updates = subject.handleEvents(receiveCancel: { MainActor.assumeIsolated { log.cancellations += 1 } }).eraseToAnyPublisher()
        let host = HeadlessHost { Toggler(updates: updates, log: log) }
        subject.send("a")
        host.all.first { $0.title == "Flip" }?.click()
        host.flush()
        #expect(log.cancellations == 1)
        subject.send("b")
        #expect(log.values == ["a"], "no value reaches a view that has gone")
    }

    @Test func aRenderWithTheSamePublisherKeepsTheSubscriptionAndUsesTheNewAction() {
        struct Counter: View {
            let ticks: Publishers.HandleEvents<PassthroughSubject<Void, Never>>
            let log: ReceiveLog
            @State private var label = "first"
            var body: some View {
                VStack {
                    Button("Rename") { label = "second" }
                    Text(label)
                }
                .onReceive(ticks) { log.values.append(label) }
            }
        }
        let log = ReceiveLog()
        let subject = PassthroughSubject<Void, Never>()
        let subscriptions = ReceiveLog()
        let ticks = subject.handleEvents(receiveSubscription: { _ in MainActor.assumeIsolated { subscriptions.values.append("subscribed") } })
        let host = HeadlessHost { Counter(ticks: ticks, log: log) }
        subject.send()
        host.all.first { $0.title == "Rename" }?.click()
        host.flush()
        subject.send()
        #expect(log.values == ["first", "second"])
        #expect(subscriptions.values == ["subscribed"], "the re-render kept the subscription")
    }

    @Test func aCurrentValueIsReceivedAfterTheViewAppearsNotDuringItsRender() {
        struct Title: View {
            let title: CurrentValueSubject<String, Never>
            @State private var shown = ""
            var body: some View {
                Text(shown).onReceive(title) { shown = $0 }
            }
        }
        let title = CurrentValueSubject<String, Never>("Draft")
        let host = HeadlessHost { Title(title: title) }
        #expect(host.texts == ["Draft"], "received after the first render, shown in the same update")
        title.value = "Final"
        host.flush()
        #expect(host.texts == ["Final"])
    }

    @Test func valuesSentOnAnotherThreadArriveOnTheMainActorInOrder() async {
        struct Feed: View {
            let items: PassthroughSubject<String, Never>
            let log: ReceiveLog
            var body: some View {
                Text("feed").onReceive(items) { item in
                    if !MainActorCheck.isOnMainActor { log.offMainActor += 1 }
                    log.values.append(item)
                }
            }
        }
        let log = ReceiveLog()
        let items = PassthroughSubject<String, Never>()
        let host = HeadlessHost { Feed(items: items, log: log) }
        // Subjects may be sent to from any thread, as Combine documents.
        nonisolated(unsafe) let shared = items
        await Task.detached { for index in 1...3 { shared.send("item \(index)") } }.value
        while log.values.count < 3 { await Task.yield() }
        #expect(log.values == ["item 1", "item 2", "item 3"])
        #expect(log.offMainActor == 0)
        _ = host
    }

    @Test func notificationsReachAViewThroughNotificationCenterPublisher() {
        struct Saver: View {
            @State private var saves = 0
            var body: some View {
                Text("\(saves) saves")
                    .onReceive(NotificationCenter.default.publisher(for: .receiveTestsDidSave)) { _ in saves += 1 }
            }
        }
        let host = HeadlessHost { Saver() }
        NotificationCenter.default.post(name: .receiveTestsDidSave, object: nil)
        NotificationCenter.default.post(name: .receiveTestsDidSave, object: nil)
        host.flush()
        #expect(host.texts == ["2 saves"])
    }
}

private extension Notification.Name {
    static let receiveTestsDidSave = Notification.Name("ReceiveTests.didSave")
}
