import SwiftUI

/// The preferences every window follows at once.
struct JotterSettings: View {
    @AppStorage("showsWordCount") private var showsWordCount = true
    @AppStorage("editorFontSize") private var fontSize = 14.0

    var body: some View {
        Form {
            Toggle("Show Word Count", isOn: $showsWordCount)
            Stepper("Font Size: \(Int(fontSize))", value: $fontSize, in: 9...32)
        }
        .padding()
        .frame(width: 360)
    }
}
