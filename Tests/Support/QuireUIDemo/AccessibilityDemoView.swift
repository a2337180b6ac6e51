import QuireUI

/// `--accessibility`: views the accessibility modifiers describe, for scripts/gui/accessibility_demo_test.py
/// to read over AT-SPI: a header and a level-2 heading, an icon-only button with a label, hint, value,
/// identifier and a selected state that follows it, a hidden decoration, a row combined into one
/// element, a rating read as one image, a group that contains its children, and a slider whose
/// value is read in words.
struct AccessibilityDemoView: View {
    @State private var isFavourite = false
    @State private var volume = 6.0

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
            Slider(value: $volume, in: 0...10) { Text("Volume") }
                .accessibilityValue("\(Int(volume * 10)) percent")
        }
        .padding(16)
    }
}
