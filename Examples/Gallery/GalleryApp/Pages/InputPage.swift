import Foundation
import SwiftUI

/// Text input and the clipboard: the document's Rename, a note field that grows with its text, number
/// fields read through a `NumberFormatter`, a secure field, a picker with a current value label and a
/// progress view in a style of the app's, drag and drop and copy and paste — each bound to the document.
struct InputPage: View {
    @Binding var sample: GallerySample
    @State private var passphrase = ""
    @State private var commits = 0

    var body: some View {
        Form {
            Section("Document and Clipboard") {
                HStack {
                    RenameButton()
                    PasteButton(payloadType: String.self) { strings in
                        sample.title = strings.joined(separator: " ")
                    }
                    ShareLink(item: URL(string: "https://swift.org")!, subject: Text("Swift"),
                              message: Text("The language this gallery is written in."))
                }
                LabeledContent("Title", value: sample.title)
            }
            Section("Text Entry") {
                TextField("Note", text: $sample.note, prompt: Text("A few lines about the sample"), axis: .vertical)
                    .lineLimit(1...4)
                TextField("Count", value: $sample.count, formatter: Self.numbers, prompt: Text("A whole number"))
                TextField("Volume", value: $sample.volume, formatter: Self.percent)
                SecureField("Passphrase", text: $passphrase, onCommit: { commits += 1 })
                LabeledContent("Count in the document", value: "\(sample.count)")
                LabeledContent("Passphrase commits", value: "\(commits)")
            }
            Section("Choices and Progress") {
                Picker("Scoop", selection: $sample.flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.title).tag(flavor)
                    }
                } currentValueLabel: {
                    Label("One \(sample.flavor.title) Scoop", systemImage: "star")
                }
                ProgressView(value: sample.volume) {
                    Text("Volume")
                } currentValueLabel: {
                    Text(sample.volume, format: .percent)
                }
                .progressViewStyle(CaptionedProgressStyle())
            }
            DragAndDropSection(sample: $sample)
        }
    }

    /// The platform's bar (with its labels) over a caption saying how far along it is.
    private struct CaptionedProgressStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                ProgressView(configuration)
                Text(configuration.fractionCompleted.map { "\(Int(($0 * 100).rounded())) percent done" } ?? "Waiting")
                    .font(.caption)
            }
        }
    }

    /// Whole numbers with grouping ("1,200").
    private static let numbers: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        return formatter
    }()

    /// The volume as a percentage ("50%").
    private static let percent: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        return formatter
    }()
}
