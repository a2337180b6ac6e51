import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `SecureField`: a password entry bound to its text, with its prompt or title as the placeholder and
/// Enter running the submit actions.
@MainActor
@Suite struct SecureFieldTests {
    @Observable final class Account {
        var password = ""
        var signIns = 0
    }

    @Test func typingSetsTheBindingAndEnterSubmits() throws {
        let account = Account()
        let host = HeadlessHost {
            SecureField("Password", text: Binding(get: { account.password }, set: { account.password = $0 }),
                        prompt: Text("Required"))
                .onSubmit { account.signIns += 1 }
        }
        let field = try host.widget(.secureField)
        #expect(host.widgets(.textField).isEmpty, "a password entry, not a plain one")
        #expect(field.placeholder == "Required")
        #expect(field.accessibilityLabel == "Password")

        field.type("hunter2")
        #expect(account.password == "hunter2")
        field.submit()
        #expect(account.signIns == 1)

        account.password = ""
        host.flush()
        #expect(field.text == "")
    }

    @Test func aLabeledSecureFieldIsNamedByItsLabel() throws {
        let host = HeadlessHost {
            SecureField(text: .constant("")) { Text("Passphrase") }
        }
        let field = try host.widget(.secureField)
        #expect(field.placeholder == "Passphrase")
        #expect(field.accessibilityLabel == "Passphrase")
    }
}
