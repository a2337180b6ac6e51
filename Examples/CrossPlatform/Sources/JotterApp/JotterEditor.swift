import SwiftUI

/// The outline of headings in a sidebar, the text beside it, and a status line under it.
struct JotterEditor: View {
    @Binding var document: MarkdownDocument
    @AppStorage("showsWordCount") private var showsWordCount = true
    @AppStorage("editorFontSize") private var fontSize = 14.0
    @State private var selection: Heading.ID?

    var body: some View {
        let outline = Outline(document.text)
        NavigationSplitView {
            List(outline.headings, selection: $selection) { heading in
                Text(heading.title)
                    .padding(.leading, CGFloat(heading.level - 1) * 12)
            }
            .listStyle(.sidebar)
            .navigationSplitViewColumnWidth(min: 160, ideal: 200, max: 320)
        } detail: {
            VStack(spacing: 0) {
                TextEditor(text: $document.text)
                    .font(.system(size: fontSize, design: .monospaced))
                if showsWordCount {
                    Divider()
                    HStack {
                        Text(status(of: outline))
                        Spacer()
                    }
                    .font(.caption)
                    .padding(6)
                }
            }
        }
    }

    private func status(of outline: Outline) -> String {
        let total = "\(outline.wordCount) words"
        guard let heading = outline.headings.first(where: { $0.id == selection }) else { return total }
        return "\(total) · “\(heading.title)”: \(outline.wordCount(under: heading)) words"
    }
}
