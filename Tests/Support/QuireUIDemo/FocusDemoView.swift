import QuireUI

/// `QuireUIDemo --focus`: a sign-up form whose `@FocusState` a button moves to the second field; a
/// label shows where the state says the focus is, so the GUI test sees Tab and the button set it, and
/// another what each field holds (GTK 4.8's entries show AT-SPI no text of their own). Below, a
/// label that hears the pointer hover over it and a long press on it.
struct FocusDemoView: View {
    enum Field: Hashable {
        case name, email
    }

    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var isHovering = false
    @State private var isPressing = false
    @State private var longPresses = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
            HStack {
                Button("Edit Email") { focus = .email }
                Button("Done") { focus = nil }
            }
            Text("Focus: \(focusName)")
            Text("Name: \(name) · Email: \(email)")
            Text("Hover or hold here")
                .padding(12)
                .onHover { isHovering = $0 }
                .onLongPressGesture(minimumDuration: 0.3) { longPresses += 1 } onPressingChanged: { isPressing = $0 }
            Text("Hovering: \(isHovering ? "yes" : "no") · pressing: \(isPressing ? "yes" : "no") · long presses: \(longPresses)")
        }
        .padding(16)
        .defaultFocus($focus, .name)
    }

    private var focusName: String {
        switch focus {
        case .name: "name"
        case .email: "email"
        case nil: "none"
        }
    }
}
