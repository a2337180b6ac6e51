import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "hello" }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// Environment values flow down; modifiers set them for a subtree.
@MainActor
@Suite struct EnvironmentTests {
    struct Greeter: View {
        @Environment(\.greeting) private var greeting
        @Environment(\.undoManager) private var undoManager

        var body: some View {
            Text("\(greeting) \(undoManager == nil ? "no undo" : "undo")")
        }
    }

    @Test func valuesReachNestedViewsAndModifiersOverrideThemForASubtree() {
        let host = HeadlessHost {
            VStack {
                Greeter()
                Group {
                    Greeter()
                }
                .environment(\.greeting, "bonjour")
            }
        }
        #expect(host.texts == ["hello no undo", "bonjour no undo"])
    }

    @Test func theHostPassesTheUndoManagerThroughTheEnvironment() {
        var environment = EnvironmentValues()
        environment.undoManager = UndoManager()
        let host = HeadlessHost(environment: environment) { Greeter() }
        #expect(host.texts == ["hello undo"])

        host.graph.environment = EnvironmentValues()
        #expect(host.texts == ["hello no undo"])
    }

    @Test func fontColourAndDisabledStyleTheWidgetsInside() throws {
        let host = HeadlessHost {
            VStack {
                Text("title").font(.title)
                Text("plain")
                Button("Go") {}
            }
            .foregroundStyle(.secondary)
            .disabled(true)
        }
        let title = try host.widget(.text, titled: "title")
        let plain = try host.widget(.text, titled: "plain")
        let button = try host.widget(.button, titled: "Go")
        #expect(title.style.font == .title)
        #expect(plain.style.font == nil)
        #expect(plain.style.foreground == Color.primary.opacity(0.55))
        #expect(!button.style.isEnabled)
    }

    struct Card: ViewModifier {
        @State private var uses = 0

        func body(content: Content) -> some View {
            VStack {
                content
                Text("card")
            }
            .padding(4)
            .background(.blue)
        }
    }

    @Test func customModifiersWrapTheirContent() throws {
        let host = HeadlessHost { Text("inside").modifier(Card()) }
        #expect(host.texts == ["inside", "card"])
        let background = try #require(host.roots.first)
        #expect(background.decoration?.background == .blue)
        let padding = try #require(background.children.first)
        #expect(padding.decoration?.padding == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        #expect(padding.children.first?.kind == .stack(.vertical))
    }

    @Test func modifiersOnSeveralViewsApplyToEachAndSpacersFollowTheirStack() throws {
        let host = HeadlessHost {
            HStack {
                Group {
                    Text("a")
                    Text("b")
                }
                .frame(width: 40)
                Spacer()
                Divider()
            }
        }
        #expect(host.widgets(.decorator).count == 2)
        #expect(try host.widget(.spacer).axis == .horizontal)
        #expect(try host.widget(.divider).axis == .horizontal)
    }

    @Test func systemImagesMapToFreedesktopIcons() throws {
        let host = HeadlessHost {
            VStack {
                Label("Delete", systemImage: "trash")
                Image(systemName: "document-open-symbolic")
            }
        }
        #expect(host.widgets(.image).map(\.iconName) == ["user-trash-symbolic", "document-open-symbolic"])
        #expect(host.texts == ["Delete"])
    }
}
