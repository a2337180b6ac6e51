import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `ProgressView`: a bar filled to the value's share of the total (pinned to its ends), a spinner or a
/// pulsing bar for indeterminate progress as the style says, labels shown, and a Foundation `Progress`
/// read again while it is shown.
@MainActor
@Suite struct ProgressViewTests {
    @Observable final class Download {
        var received: Double? = 25
    }

    @Test func aValueOutOfATotalFillsThatShareOfTheBar() throws {
        let download = Download()
        let host = HeadlessHost {
            ProgressView("Downloading…", value: download.received, total: 200)
        }
        let progress = try host.widget(.progress)
        #expect(progress.progressIndicator == .bar(fraction: 0.125))
        #expect(progress.content?.texts == ["Downloading…"])
        #expect(progress.accessibilityLabel == "Downloading…")

        download.received = 500
        host.flush()
        #expect(progress.progressIndicator == .bar(fraction: 1), "pinned to the total")
        download.received = -3
        host.flush()
        #expect(progress.progressIndicator == .bar(fraction: 0), "pinned to zero")
        download.received = nil
        host.flush()
        #expect(progress.progressIndicator == .spinner, "a nil value is indeterminate")
    }

    @Test func indeterminateProgressIsASpinnerOrAPulsingBarAsTheStyleSays() throws {
        let host = HeadlessHost {
            VStack {
                ProgressView()
                ProgressView().progressViewStyle(.linear)
                ProgressView().progressViewStyle(.circular)
                ProgressView(value: 0.5).progressViewStyle(.circular)
            }
        }
        #expect(host.widgets(.progress).map(\.progressIndicator) == [
            .spinner, .bar(fraction: nil), .spinner, .bar(fraction: 0.5),
        ])
    }

    @Test func labelsForTheTaskAndForTheCurrentValue() throws {
        let host = HeadlessHost {
            ProgressView(value: 3, total: 4) {
                Label("Exporting", systemImage: "square.and.arrow.up")
            } currentValueLabel: {
                Text("3 of 4 pages")
            }
        }
        let progress = try host.widget(.progress)
        #expect(progress.progressIndicator == .bar(fraction: 0.75))
        #expect(progress.currentValueLabel?.texts == ["3 of 4 pages"])
        #expect(progress.accessibilityLabel == "Exporting")
        #expect(try host.widget(.progress).content != nil)
    }

    @Test func aFoundationProgressIsReadAgainWhileShown() async throws {
        let task = Progress(totalUnitCount: 10)
        task.completedUnitCount = 2
        let host = HeadlessHost { ProgressView(task) }
        let progress = try host.widget(.progress)
        #expect(progress.progressIndicator == .bar(fraction: 0.2))
        #expect(progress.content == nil, "no label: the progress has no description on Linux")

        task.completedUnitCount = 7
        // Nothing tells the view (no key-value observing on Linux): the next poll shows it. The
        // poll started sleeping before this test's first sleep, so it runs before the test's second
        // turn at the latest; the bound counts turns, not seconds, so a loaded machine cannot fail it.
        for _ in 0..<50 where progress.progressIndicator != .bar(fraction: 0.7) {
            try await Task.sleep(for: ProgressViewNode.progressPollInterval)
        }
        #expect(progress.progressIndicator == .bar(fraction: 0.7))
    }
}
