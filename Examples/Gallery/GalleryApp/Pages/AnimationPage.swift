import SwiftUI

/// Animation: changes made with `withAnimation` and `.animation(_:value:)` moving their views'
/// offset, scale, rotation, opacity and width; springs; views coming and going with transitions.
/// scripts/gui/gallery_animation_test.py samples the motions through AT-SPI.
struct AnimationPage: View {
    @State private var moved = false
    @State private var movesFinished = 0
    @State private var bounced = false
    @State private var badgeShown = false
    @State private var badgeMotionsFinished = 0

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
            }
            .padding()
        }
    }
}
