import Foundation
import QuireCore

/// An app (SwiftUI's `App`): mark the type `@main`, describe its scenes in `body`, and QuireUI runs it
/// as a GNOME application (QuireGTK's `App.main()`) — an `AdwApplication` whose id comes from the app's `Info.plist`
/// (`CFBundleIdentifier`) or else its type's name.
///
///     @main
///     struct MyNotesApp: App {
///         var body: some Scene {
///             DocumentGroup(newDocument: TextDocument()) { file in
///                 ContentView(document: file.$document)
///             }
///         }
///     }
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes: document groups, a launch scene, windows.
    @SceneBuilder var body: Body { get }

    /// Makes the app; QuireUI calls it once at launch.
    init()
}
