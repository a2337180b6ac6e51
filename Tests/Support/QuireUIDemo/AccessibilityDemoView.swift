import QuireUI

/// `--accessibility`: views the accessibility modifiers describe, for scripts/gui/accessibility_demo_test.py
/// to read over AT-SPI: a header and a level-2 heading, an icon-only button with a label, hint, value,
/// identifier and a selected state that follows it, a hidden decoration, a row combined into one
/// element, a rating read as one image, a group that contains its children, a text with two
/// actions (a menu on a secondary click or the Menu key), a slider whose value is read in words, a
/// bar assistive technologies read (and set) as a slider, and a row read in the order its sort
/// priorities give ("Step one" first, though shown last).
struct AccessibilityDemoView: View {
    @State private var isFavourite = false
    @State private var volume = 6.0
    @State private var archived = 0
    @State private var replies = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Reading List").font(.title).accessibilityAddTraits(.isHeader)
            Text("Chapter One").accessibilityHeading(.h2)
            Button {
                isFavourite.toggle()
            } label: {
                Image(systemName: isFavourite ? "star.fill" : "star")
            }
            .accessibilityLabel("Favourite")
            .accessibilityHint("Marks the book as a favourite")
            .accessibilityValue(isFavourite ? "On" : "Off")
            .accessibilityIdentifier("favourite-button")
            .accessibilityAddTraits(isFavourite ? .isSelected : [])
            Text(isFavourite ? "Favourite: yes" : "Favourite: no")
            Text("Decoration").accessibilityHidden(true)
            HStack {
                Text("Ada Lovelace")
                Text("3 books")
            }
            .accessibilityElement(children: .combine)
            HStack {
                Text("Rating:")
                Text("3/5")
            }
            .accessibilityElement()
            .accessibilityLabel("Rated 3 of 5")
            .accessibilityAddTraits(.isImage)
            VStack(alignment: .leading) {
                Text("First shelf")
                Text("Second shelf")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Shelves")
            Text("Letter from Ada")
                .accessibilityAction(named: "Archive") { archived += 1 }
                .accessibilityAction(named: Text("Reply")) { replies += 1 }
            Text("Archived: \(archived) · replies: \(replies)")
            Slider(value: $volume, in: 0...10) { Text("Volume") }
                .accessibilityValue("\(Int(volume * 10)) percent")
            Color.blue
                .frame(width: 120, height: 12)
                .accessibilityRepresentation {
                    Slider(value: $volume, in: 0...10, step: 1) { Text("Level") }
                }
            Text("Level: \(Int(volume))")
            HStack {
                Text("Step three")
                Text("Step two").accessibilitySortPriority(1)
                Text("Step one").accessibilitySortPriority(2)
            }
        }
        .padding(16)
    }
}
