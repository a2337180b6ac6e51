import SwiftUI

/// A counter in a window: written for Apple platforms, built unchanged on Linux.
@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup("Tally") {
            TallyView()
        }
    }
}
