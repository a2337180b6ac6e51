import Foundation
import Testing
@testable import CombineCore

/// `NotificationCenter.Publisher` and `Timer.publish`.
@Suite struct FoundationPublisherTests {
    private static let ping = Notification.Name("CombineTests.ping")

    @Test func notificationsArriveUntilCancelled() {
        let center = NotificationCenter()
        let recorder = EventRecorder<String>()
        let token = center.publisher(for: Self.ping).sink { recorder.append($0.name.rawValue) }
        center.post(name: Self.ping, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(recorder.values == ["CombineTests.ping"])
        token.cancel()
        center.post(name: Self.ping, object: nil)
        #expect(recorder.values.count == 1)
    }

    @Test func notificationsAreFilteredByObject() {
        let center = NotificationCenter()
        final class Sender {}
        let mine = Sender(), other = Sender()
        let recorder = EventRecorder<Bool>()
        let token = center.publisher(for: Self.ping, object: mine).sink { recorder.append(($0.object as AnyObject) === mine) }
        center.post(name: Self.ping, object: other)
        center.post(name: Self.ping, object: mine)
        #expect(recorder.values == [true])
        token.cancel()
    }

    @Test func aNotificationWithoutDemandIsDropped() {
        let center = NotificationCenter()
        let subscriber = DemandSubscriber<String, Never>(initial: .max(1))
        center.publisher(for: Self.ping).map(\.name.rawValue).subscribe(subscriber)
        center.post(name: Self.ping, object: nil)
        center.post(name: Self.ping, object: nil)
        #expect(subscriber.values.count == 1)
        subscriber.subscription?.cancel()
    }

    @Test func anAutoconnectedTimerFiresOnTheMainQueueAfterItsFirstSubscriber() async {
        let recorder = EventRecorder<Date>()
        let mainQueue = EventRecorder<Bool>()
        let subscribed = Date()
        let token = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect().sink { date in
            mainQueue.append(MainQueue.isCurrent)
            recorder.append(date)
        }
        await recorder.waitForValues(3)
        token.cancel()
        let dates = recorder.values
        #expect(mainQueue.values.prefix(3).allSatisfy { $0 })
        #expect(dates[0] >= subscribed, "the first subscriber connected it")
        #expect(dates[1] >= dates[0] && dates[2] >= dates[1])
    }

    @Test func aTimerStartsWhenConnected() async {
        let timer = Timer.publish(every: 0.01, on: .main, in: .default)
        let recorder = EventRecorder<Date>()
        let token = timer.sink(receiveValue: recorder.append)
        let beforeConnecting = Date()
        let connection = timer.connect()
        await recorder.waitForValues(1)
        #expect(recorder.values[0] >= beforeConnecting)
        connection.cancel()
        token.cancel()
    }
}
