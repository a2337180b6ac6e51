import Foundation
import Testing
@testable import QuireUI

/// The accessibility modifiers headless: what each widget tells assistive technologies, how modifiers
/// on one view combine, what `isEnabled: false` gives back, and the elements
/// `accessibilityElement(children:)` makes.
@MainActor
@Suite struct AccessibilityModifierTests {
    @Test func labelHintValueAndIdentifierReachTheViewsWidget() throws {
        let host = HeadlessHost {
            Image(systemName: "star.fill")
                .accessibilityLabel("Favourite")
                .accessibilityHint(Text("Marks the note"))
                .accessibilityValue("On")
                .accessibilityIdentifier("favourite-star")
        }
        let image = try host.widget(.image)
        #expect(image.accessibility.properties == AccessibleProperties(
            label: "Favourite", description: "Marks the note", valueText: "On", identifier: "favourite-star"))
    }

    @Test func aLabelOnAControlNamesTheControl() throws {
        let host = HeadlessHost {
            Slider(value: .constant(0.5)).accessibilityLabel("Volume")
        }
        let slider = try host.widget(.slider)
        #expect(slider.accessibilityLabel == "Volume")
        #expect(slider.accessibility.properties.label == "Volume")
    }

    @Test func traitsGiveARoleAndSelectedState() throws {
        let host = HeadlessHost {
            VStack {
                Text("Chapter").accessibilityAddTraits(.isHeader)
                Text("Chosen").accessibilityAddTraits([.isButton, .isSelected])
                Text("Plain").accessibilityAddTraits(.isSelected).accessibilityRemoveTraits(.isSelected)
                Text("Section").accessibilityHeading(.h2)
            }
        }
        let texts = host.widgets(.text)
        #expect(texts.map(\.accessibility.properties.role) == [.heading, .button, nil, .heading])
        #expect(texts.map(\.accessibility.properties.isSelected) == [nil, true, false, nil])
        #expect(texts[3].accessibility.properties.headingLevel == 2)
    }

    @Test func hiddenHidesAndIsEnabledFalseGivesItBack() throws {
        struct Toggled: View {
            @State var hides = true
            var body: some View {
                VStack {
                    Text("Decoration").accessibilityHidden(true, isEnabled: hides).accessibilityLabel("Name", isEnabled: hides)
                    Button("Flip") { hides.toggle() }
                }
            }
        }
        let host = HeadlessHost { Toggled() }
        let text = try host.widget(.text, titled: "Decoration")
        #expect(text.accessibility.properties.isHidden == true)
        #expect(text.accessibility.properties.label == "Name")
        try host.widget(.button).click()
        host.flush()
        #expect(text.accessibility.properties.isHidden == nil)
        #expect(text.accessibility.properties.label == nil)
    }

    @Test func combineNamesOneElementByWhatIsInside() throws {
        let host = HeadlessHost {
            HStack {
                Image(systemName: "person")
                Text("Ada Lovelace")
                Text("Hidden").accessibilityHidden(true)
                Text("2 notes").accessibilityLabel("two notes")
            }
            .accessibilityElement(children: .combine)
        }
        let element = try host.widget(.accessibilityElement)
        #expect(element.accessibility.properties.label == "Ada Lovelace, two notes")
        #expect(element.accessibility.hidesChildren)
        #expect(element.children.count == 1)
        #expect(element.accessibility.properties.role == .group)
    }

    @Test func ignoreTakesTheOuterLabelAndContainKeepsTheChildren() throws {
        let host = HeadlessHost {
            VStack {
                HStack { Text("3"); Text("stars") }
                    .accessibilityElement()
                    .accessibilityLabel("Rated 3 of 5")
                    .accessibilityAddTraits(.isImage)
                VStack { Text("One"); Text("Two") }
                    .accessibilityElement(children: .contain)
            }
        }
        let elements = host.widgets(.accessibilityElement)
        try #require(elements.count == 2)
        #expect(elements[0].accessibility.properties.label == "Rated 3 of 5")
        #expect(elements[0].accessibility.properties.role == .image)
        #expect(elements[0].accessibility.hidesChildren)
        #expect(elements[1].accessibility.hidesChildren == false)
        #expect(elements[1].accessibility.properties.label == nil)
    }

    @Test func traitsAreASetAlgebra() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton))
        #expect(traits.remove(.isSelected) == .isSelected)
        #expect(traits.remove(.isSelected) == nil)
        #expect(traits.insert(.isButton).inserted == false)
        #expect(traits.union(.isHeader).role == .heading)
        #expect(AccessibilityTraits().isEmpty)
    }
}
