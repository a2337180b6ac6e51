import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Custom `ProgressViewStyle`s: the style's body is the progress view, given the fraction completed
/// and the labels; `ProgressView(configuration)` in it is the platform's bar; a built-in style set
/// inside takes over again.
@MainActor
@Suite struct ProgressViewStyleTests {
    @Observable final class Download {
        var fraction: Double? = 0.25
    }

    /// Writes the percentage as text above the platform's bar (with its label).
    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text(configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "Waiting")
                ProgressView(configuration)
            }
        }
    }

    @Test func theStylesBodyIsTheProgressView() throws {
        let download = Download()
        let host = HeadlessHost {
            ProgressView("Downloading", value: download.fraction)
                .progressViewStyle(PercentStyle())
        }
        #expect(host.texts == ["25%", "Downloading"], "the bar keeps its label")
        let bar = try host.widget(.progress)
        #expect(bar.progressIndicator == .bar(fraction: 0.25), "ProgressView(configuration) is the bar")
        #expect(host.widgets(.progress).count == 1)

        download.fraction = 0.5
        host.flush()
        #expect(host.texts.contains("50%"))
        #expect(bar.progressIndicator == .bar(fraction: 0.5))

        download.fraction = nil
        host.flush()
        #expect(host.texts.contains("Waiting"))
        #expect(bar.progressIndicator == .spinner)
    }

    @Test func aBuiltInStyleInsideTakesOver() throws {
        let host = HeadlessHost {
            ProgressView(value: 0.5)
                .progressViewStyle(.linear)
                .progressViewStyle(PercentStyle())
        }
        #expect(!host.texts.contains("50%"))
        #expect(try host.widget(.progress).progressIndicator == .bar(fraction: 0.5))
    }

    @Test func builtInStylesMakeTheirBodyFromAConfiguration() throws {
        let configuration = ProgressViewStyleConfiguration(fractionCompleted: nil, label: nil, currentValueLabel: nil)
        let host = HeadlessHost {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
        #expect(try host.widget(.progress).progressIndicator == .bar(fraction: nil), "an indeterminate linear bar pulses")
    }
}
