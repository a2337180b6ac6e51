import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

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

/// `accessibilityAction` headless: the actions every modifier on a view offers, together, and the
/// latest handlers running.
@MainActor
@Suite struct AccessibilityActionTests {
    final class Log {
        var entries: [String] = []
    }

    @Test func everyModifiersActionsAreOfferedOnTheWidget() throws {
        let log = Log()
        let host = HeadlessHost {
            Text("Letter")
                .accessibilityAction { log.entries.append("default") }
                .accessibilityAction(named: "Archive") { log.entries.append("archive") }
                .accessibilityAction(named: Text("Reply")) { log.entries.append("reply") }
                .accessibilityAction(.magicTap) { log.entries.append("magic") }
                .accessibilityAction(.escape) { log.entries.append("escape") }
        }
        let text = try host.widget(.text)
        #expect(text.accessibility.actionTitles == ["Activate", "Archive", "Reply", "Dismiss"],
                "in the order written; magic tap has no place on GNOME")
        text.accessibility.perform("Archive")
        text.accessibility.perform("Activate")
        text.accessibility.perform("Dismiss")
        #expect(log.entries == ["archive", "default", "escape"])
    }

    @Test func anActionThatGoesIsNoLongerOffered() throws {
        struct Toggled: View {
            @State var offers = true
            var body: some View {
                VStack {
                    Text("Letter").accessibilityAction(named: offers ? "Archive" : "Restore") {}
                    Button("Flip") { offers.toggle() }
                }
            }
        }
        let host = HeadlessHost { Toggled() }
        let text = try host.widget(.text, titled: "Letter")
        #expect(text.accessibility.actionTitles == ["Archive"])
        try host.widget(.button).click()
        host.flush()
        #expect(text.accessibility.actionTitles == ["Restore"])
    }
}

/// `accessibilityRepresentation` headless: the view shown, hidden from assistive technologies, with
/// the representation as an undrawn layer over it.
@MainActor
@Suite struct AccessibilityRepresentationTests {
    @Test func theRepresentationLiesOverTheHiddenView() throws {
        let host = HeadlessHost {
            Color.blue.frame(width: 100, height: 10).accessibilityRepresentation {
                Slider(value: .constant(3), in: 0...10) { Text("Level") }
            }
        }
        let layered = try host.widget(.layered)
        #expect(layered.layers.placement == .accessibilityRepresentation)
        let slider = try host.widget(.slider)
        #expect(slider.accessibilityLabel == "Level")
        #expect(layered.layers.layer.flatMap(\.allWidgets).contains { $0 === slider })
        #expect(layered.layers.content.allSatisfy { $0.accessibility.properties.isHidden == true })
    }
}
