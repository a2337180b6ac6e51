import Foundation
import Observation
import QuireCore

/// The recent documents a launch window lists, refreshed each time it shows.
@MainActor
@Observable
package final class LaunchModel {
    package var recents: [RecentDocumentItem] = []

    package init() {}
}

/// The launch window's content: the launch scene's background and accessory view, the title, the
/// creation buttons, Open…, and the app's recent documents.
package struct LaunchView: View {
    let title: String
    let declaration: LaunchSceneDeclaration?
    let model: LaunchModel
    let open: @MainActor () -> Void
    let openRecent: @MainActor (URL) -> Void

    package init(title: String, declaration: LaunchSceneDeclaration?, model: LaunchModel,
                 open: @escaping @MainActor () -> Void, openRecent: @escaping @MainActor (URL) -> Void) {
        self.title = title
        self.declaration = declaration
        self.model = model
        self.open = open
        self.openRecent = openRecent
    }

    /// Text over the launch scene's background is white, as on Apple's launch screens.
    private var textColor: Color { declaration?.makeBackground == nil ? .primary : .white }

    package var body: some View {
        ZStack {
            if let background = declaration?.makeBackground {
                background()
            }
            VStack(spacing: 18) {
                if let overlay = declaration?.makeOverlay {
                    overlay(DocumentLaunchGeometryProxy(size: CGSize(width: 720, height: 560),
                                                        titleViewFrame: CGRect(x: 0, y: 0, width: 720, height: 200)))
                }
                Text(title)
                    .font(.largeTitle)
                    .foregroundStyle(textColor)
                VStack(spacing: 8) {
                    if let actions = declaration?.makeActions {
                        actions()
                    } else {
                        NewDocumentButton("New Document")
                    }
                    Button("Open…", action: open)
                }
                .foregroundStyle(textColor)
                if !model.recents.isEmpty {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Recent Documents")
                            .font(.headline)
                            .foregroundStyle(textColor)
                        ForEach(model.recents) { item in
                            RecentDocumentRow(item: item, textColor: textColor, open: openRecent)
                        }
                    }
                    .padding(.top, 8)
                }
            }
            .padding(32)
        }
    }
}

/// One recent document: its name (a button that opens it) and its folder.
struct RecentDocumentRow: View {
    let item: RecentDocumentItem
    let textColor: Color
    let open: @MainActor (URL) -> Void

    var body: some View {
        HStack(spacing: 10) {
            Button(item.name) { open(item.url) }
                .foregroundStyle(textColor)
            Text(DocumentWindowTitle.folder(of: item.url, home: HomeFolder.path))
                .font(.caption)
                .foregroundStyle(textColor.opacity(0.75))
                .frame(minWidth: 160, alignment: .leading)
        }
    }
}
