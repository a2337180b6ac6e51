import SwiftUI

/// Text and fonts: the text styles, Markdown, formatted values, labels and symbols.
struct TextPage: View {
    @Binding var sample: GallerySample
    @AppStorage("showsCaptions") private var showsCaptions = true
    @AppStorage("previewSize") private var previewSize = 17.0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(sample.title)
                    .font(.system(size: previewSize, weight: .bold))
                Text("Large Title").font(.largeTitle)
                Text("Title").font(.title)
                Text("Headline").font(.headline)
                Text("Body text, as most of a window's text is.")
                if showsCaptions {
                    Text("Caption, dimmed").font(.caption).foregroundStyle(.secondary)
                }
                Divider()
                Text("**Bold**, *italic*, `code`, ~~struck~~ and a [link](https://swift.org).")
                Text("Monospaced digits: 0123456789").monospaced()
                Text("Underlined").underline() + Text(" and ") + Text("strikethrough").strikethrough()
                Divider()
                Text("Volume \(sample.volume, format: .percent)")
                Text("Count \(sample.count, format: .number)")
                Text(sample.date, style: .date)
                Divider()
                Label("Favourites", systemImage: "star")
                Label("Documents", systemImage: "folder")
                HStack(spacing: 16) {
                    ForEach(["heart", "trash", "gear", "bell", "magnifyingglass", "square.and.arrow.up"], id: \.self) { name in
                        Image(systemName: name)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(24)
        }
    }
}
