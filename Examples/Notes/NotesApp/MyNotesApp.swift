// MyNotesApp.swift — seed 000's launch-scene listing (which includes its first MyNotesApp's
// DocumentGroup), imports changed.
import Quire
import NotesModel

@main
struct MyNotesApp: App {
    var body: some Scene {
        DocumentGroupLaunchScene("My Notes") {
            NewDocumentButton("Blank Note")
            NewDocumentButton("Meeting Notes", prompt: meetingTemplate)
            NewDocumentButton("Daily Journal", prompt: journalTemplate)
        } background: {
            LinearGradient(
                colors: [.indigo, .purple],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .ignoresSafeArea()
        } overlayAccessoryView: { _ in
            Image("LogoMark")
                .resizable()
                .scaledToFit()
                .frame(width: 120)
        }

        DocumentGroup(newDocument: TextDocument()) { file in
            ContentView(document: file.$document)
        }

        // Not in the seed: the app's preferences.
        Settings {
            NotesSettings()
        }
    }
}
