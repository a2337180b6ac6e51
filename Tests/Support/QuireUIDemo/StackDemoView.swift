import Foundation
import QuireCore
import QuireUI

/// `QuireUIDemo --stack`: recipes in a `NavigationStack`. A recipe's link pushes its page (a
/// `navigationDestination` for `Recipe`), whose steps push pages of their own (one for `Int`); the
/// last step's "Finished" button calls `dismiss()`. The root's label counts the pages above it, from
/// the path binding, for the GUI test. Below the links, what the window tells its views: a switch
/// asks for the dark style (`preferredColorScheme`), and labels show the `colorScheme` and the
/// horizontal size class; a `ControlGroup` of `.button` toggles with `.help` tooltips picks the units; a `Link` opens through the view's own `openURL` handler, which names the
/// URL it was given.
struct StackDemoView: View {
    struct Recipe: Hashable {
        let name: String
        let steps: [String]
    }

    private let recipes = [
        Recipe(name: "Tomato Soup", steps: ["Chop the tomatoes", "Simmer for twenty minutes", "Blend"]),
        Recipe(name: "Flatbread", steps: ["Mix flour and water", "Rest the dough", "Fry in a hot pan"]),
    ]
    @State private var path = NavigationPath()
    @State private var prefersDark = false
    @State private var opened = "nothing"
    @State private var metric = true
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Pages open: \(path.count)")
                ForEach(recipes, id: \.name) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                NavigationLink("About") {
                    Text("Recipes from the Quire kitchen.")
                        .padding(16)
                        .navigationTitle("About")
                }
                ControlGroup {
                    Toggle("Metric", isOn: Binding(get: { metric }, set: { if $0 { metric = true } }))
                        .help("Grams and litres")
                    Toggle("Imperial", isOn: Binding(get: { !metric }, set: { if $0 { metric = false } }))
                        .help("Ounces and cups")
                }
                .toggleStyle(.button)
                Text(metric ? "Units: grams" : "Units: ounces")
                Divider()
                Toggle("Dark style", isOn: $prefersDark)
                Text("Appearance: \(colorScheme == .dark ? "dark" : "light") · width: \(sizeClass == .compact ? "compact" : "regular")")
                Link("The kitchen's site", destination: URL(string: "https://example.org/kitchen")!)
                    .environment(\.openURL, OpenURLAction { url in
                        opened = url.absoluteString
                        return .handled
                    })
                Text("Opened: \(opened)")
                Spacer()
            }
            .padding(16)
            .preferredColorScheme(prefersDark ? .dark : nil)
            .navigationDestination(for: Recipe.self) { recipe in
                RecipePage(recipe: recipe)
            }
        }
    }
}

/// A recipe: its steps as links to pages of their own.
private struct RecipePage: View {
    let recipe: StackDemoView.Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(recipe.steps.count) steps")
            ForEach(Array(recipe.steps.enumerated()), id: \.offset) { number, step in
                NavigationLink("\(number + 1). \(step)", value: number)
            }
            Spacer()
        }
        .padding(16)
        .navigationTitle(recipe.name)
        .navigationDestination(for: Int.self) { number in
            StepPage(step: recipe.steps[number], isLast: number == recipe.steps.count - 1)
        }
    }
}

/// One step; the last one finishes with `dismiss()`.
private struct StepPage: View {
    let step: String
    let isLast: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(step)
            if isLast {
                Button("Finished") { dismiss() }
            }
            Spacer()
        }
        .padding(16)
        .navigationTitle(step)
    }
}
