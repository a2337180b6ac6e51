import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// The shapes `@ViewBuilder` makes, and how the reconciler lays them out.
@MainActor
@Suite struct ViewBuilderTests {
    @Test func blocksBuildTheSwiftUIShapes() {
        let single = ViewBuilder.buildBlock(Text("a"))
        #expect(single == Text("a"))
        let pair: TupleView<(Text, Divider)> = ViewBuilder.buildBlock(Text("a"), Divider())
        #expect(pair.value.0 == Text("a"))
        #expect(pair.childViews.count == 2)
        let _: EmptyView = ViewBuilder.buildBlock()
        let conditional: _ConditionalContent<Text, Spacer> = ViewBuilder.buildEither(first: Text("t"))
        #expect(conditional.isTrueBranch)
        let optional: Text? = ViewBuilder.buildOptional(nil as Text?)
        #expect(optional == nil)
        // A tuple given directly: elements that are views become the children.
        #expect(TupleView((Text("x"), Text("y"))).childViews.count == 2)
    }

    struct Shapes: View {
        let flag: Bool
        let extra: String?
        let numbers: [Int]

        var body: some View {
            VStack {
                Text("first")
                if flag {
                    Text("yes")
                } else {
                    Text("no")
                    Text("really no")
                }
                if let extra {
                    Text(extra)
                }
                ForEach(numbers, id: \.self) { number in
                    Text("n\(number)")
                }
                for word in ["for-a", "for-b"] {
                    Text(word)
                }
                Group {
                    Text("g1")
                    Text("g2")
                }
                AnyView(Text("any"))
                EmptyView()
            }
        }
    }

    @Test func everyShapeContributesItsWidgetsInOrder() {
        let host = HeadlessHost { Shapes(flag: true, extra: "extra", numbers: [1, 2]) }
        #expect(host.texts == ["first", "yes", "extra", "n1", "n2", "for-a", "for-b", "g1", "g2", "any"])
        #expect(host.roots.count == 1)
        #expect(host.roots.first?.kind == .stack(.vertical))

        let other = HeadlessHost { Shapes(flag: false, extra: nil, numbers: []) }
        #expect(other.texts == ["first", "no", "really no", "for-a", "for-b", "g1", "g2", "any"])
    }

    @Test func aViewWithManyChildrenUsesTheVariadicBlock() {
        let host = HeadlessHost {
            HStack {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
            }
        }
        #expect(host.texts == (1...12).map(String.init))
    }

    @Test func switchingBranchReplacesTheContentAndKeepingItUpdatesInPlace() throws {
        let flag = Flag()
        let host = HeadlessHost {
            if flag.value {
                Text("on")
            } else {
                Text("off")
            }
        }
        let first = try host.widget(.text)
        #expect(first.text == "on")
        flag.value = false
        host.flush()
        let second = try host.widget(.text)
        #expect(second.text == "off")
        #expect(second !== first, "the else branch is a different view: new widget")
        #expect(host.counters.created == 2)
        #expect(host.counters.removed == 1)
    }

    @Test func anyViewKeepsItsNodeWhileTheTypeStaysAndReplacesItWhenItChanges() throws {
        let flag = Flag()
        let host = HeadlessHost {
            flag.value ? AnyView(Text(flag.label)) : AnyView(Divider())
        }
        let text = try host.widget(.text)
        flag.label = "changed"
        host.flush()
        #expect(try host.widget(.text) === text)
        #expect(text.text == "changed")
        flag.value = false
        host.flush()
        #expect(host.widgets(.text).isEmpty)
        #expect(host.widgets(.divider).count == 1)
    }
}

import Observation

@Observable @MainActor
final class Flag {
    var value = true
    var label = "label"
}
