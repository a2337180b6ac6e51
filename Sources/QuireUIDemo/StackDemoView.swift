import QuireCore
import QuireUI

/// `QuireUIDemo --stack`: recipes in a `NavigationStack`. A recipe's link pushes its page (a
/// `navigationDestination` for `Recipe`), whose steps push pages of their own (one for `Int`); the
/// last step's "Finished" button calls `dismiss()`. The root's label counts the pages above it, from
/// the path binding, for the GUI test.
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
                Spacer()
            }
            .padding(16)
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
