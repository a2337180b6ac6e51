import QuireUI

/// `--controls`: buttons at each control size, a prominent button tinted red, a capsule button and
/// a plain text field, for `controls_demo_test.py`.
struct ControlsDemoView: View {
    @State private var text = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button("Mini") {}.controlSize(.mini)
            Button("Small") {}.controlSize(.small)
            Button("Regular") {}
            Button("Large") {}.controlSize(.large)
            Button("Tinted") {}
                .buttonStyle(.borderedProminent)
                .tint(.red)
            Button("Capsule") {}.buttonBorderShape(.capsule)
            TextField("Plain field", text: $text).textFieldStyle(.plain)
        }
        .padding(16)
    }
}
