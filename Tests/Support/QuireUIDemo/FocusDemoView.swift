import QuireUI

/// `QuireUIDemo --focus`: a sign-up form whose `@FocusState` a button moves to the second field; a
/// label shows where the state says the focus is, so the GUI test sees Tab and the button set it, and
/// another what each field holds (GTK 4.8's entries show AT-SPI no text of their own).
struct FocusDemoView: View {
    enum Field: Hashable {
        case name, email
    }

    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""

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
