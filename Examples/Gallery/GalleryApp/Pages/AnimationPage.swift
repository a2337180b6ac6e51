import SwiftUI

/// Animation: changes made with `withAnimation` and `.animation(_:value:)` moving their views'
/// offset, scale, rotation, opacity, width and colours; springs; views coming and going with
/// transitions; a counter's content transition; a card moving between two frames with
/// `matchedGeometryEffect`.
/// scripts/gui/gallery_animation_test.py samples the motions through AT-SPI.
struct AnimationPage: View {
    @State private var moved = false
    @State private var movesFinished = 0
    @State private var bounced = false
    @State private var badgeShown = false
    @State private var badgeMotionsFinished = 0
    @State private var count = 0
    @State private var warm = false
    @State private var expanded = false
    @Namespace private var namespace

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Motion").font(.headline)
                HStack(spacing: 12) {
                    Button("Move") {
                        withAnimation(.linear(duration: 2)) { moved.toggle() } completion: { movesFinished += 1 }
                    }
                    Text("Moves finished: \(movesFinished)")
                }
                Text("Moving label")
                    .padding(8)
                    .background(Color.accentColor.opacity(0.2))
                    .offset(x: moved ? 200 : 0)
                HStack(spacing: 32) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.orange)
                        .frame(width: 48, height: 48)
                        .rotationEffect(.degrees(moved ? 180 : 0))
                        .scaleEffect(moved ? 1.5 : 1)
                        .opacity(moved ? 0.4 : 1)
                    Capsule()
                        .fill(.blue)
                        .frame(width: moved ? 160 : 60, height: 24)
                }
                Text("Springs").font(.headline)
                HStack(spacing: 32) {
                    Button("Bounce") { bounced.toggle() }
                    Circle()
                        .fill(.pink)
                        .frame(width: 32, height: 32)
                        .offset(y: bounced ? -16 : 0)
                        .animation(.bouncy(duration: 0.6, extraBounce: 0.2), value: bounced)
                }
                Text("Transitions").font(.headline)
                HStack(spacing: 12) {
                    Button("Toggle Badges") {
                        withAnimation(.easeInOut(duration: 2)) { badgeShown.toggle() } completion: {
                            badgeMotionsFinished += 1
                        }
                    }
                    Text("Badge motions finished: \(badgeMotionsFinished)")
                }
                HStack(spacing: 16) {
                    if badgeShown {
                        Text("Scaling badge")
                            .padding(6)
                            .background(.yellow)
                            .transition(.scale.combined(with: .opacity))
                    }
                    if badgeShown {
                        Text("Sliding badge").transition(.slide)
                    }
                }
                .frame(height: 40)
                Text("Content and Colour").font(.headline)
                HStack(spacing: 16) {
                    Button("Count") { withAnimation { count += 1 } }
                    Text("\(count)")
                        .font(.title)
                        .contentTransition(.numericText(value: Double(count)))
                    Button("Warm Up") { withAnimation(.easeInOut(duration: 1)) { warm.toggle() } }
                    Text("Tinted")
                        .foregroundStyle(warm ? Color.orange : Color.blue)
                        .padding(6)
                        .background(warm ? Color.yellow.opacity(0.4) : Color.teal.opacity(0.3))
                }
                Text("Matched Geometry").font(.headline)
                Button(expanded ? "Collapse" : "Expand") { withAnimation(.smooth) { expanded.toggle() } }
                if expanded {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.purple)
                        .matchedGeometryEffect(id: "card", in: namespace)
                        .frame(width: 240, height: 120)
                } else {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(.purple)
                        .matchedGeometryEffect(id: "card", in: namespace)
                        .frame(width: 60, height: 30)
                }
            }
            .padding()
        }
    }
}
