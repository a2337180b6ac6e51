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

/// The launch window's content: the launch scene's background (a view, or a colour filling the
/// window) and accessory views (behind and in front of the title), the title, the creation buttons
/// — two of them, the rest in a "More" menu, as Apple's launch screens show them —, Open…, and the
/// app's recent documents.
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
    private var textColor: Color {
        declaration?.makeBackground == nil && declaration?.backgroundColor == nil ? .primary : .white
    }

    /// Where accessory views are told the title is.
    private static let geometry = DocumentLaunchGeometryProxy(size: CGSize(width: 720, height: 560),
                                                              titleViewFrame: CGRect(x: 0, y: 0, width: 720, height: 200))

    package var body: some View {
        ZStack {
            if let color = declaration?.backgroundColor {
                color
            }
            if let background = declaration?.makeBackground {
                background()
            }
            if let accessory = declaration?.makeBackgroundAccessory {
                accessory(Self.geometry)
            }
            VStack(spacing: 18) {
                if let overlay = declaration?.makeOverlay {
                    overlay(Self.geometry)
                }
                Text(title)
                    .font(.largeTitle)
                    .foregroundStyle(textColor)
                VStack(spacing: 8) {
                    LaunchActions(actions: declaration?.makeActions() ?? AnyView(DefaultDocumentGroupLaunchActions()))
                    Button(QuireStrings.localized("Open…"), action: open)
                }
                .foregroundStyle(textColor)
                if !model.recents.isEmpty {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(verbatim: QuireStrings.localized("Recent Documents"))
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

/// The launch scene's actions: the first two as buttons, the rest in a "More" menu below them.
struct LaunchActions: View {
    /// How many actions show as buttons.
    static let shownCount = 2

    let actions: AnyView

    var body: some View {
        let all = Self.items(in: actions)
        TupleView(value: (), children: Array(all.prefix(Self.shownCount)))
        if all.count > Self.shownCount {
            Menu(QuireStrings.localized("More")) {
                TupleView(value: (), children: Array(all.dropFirst(Self.shownCount)))
            }
        }
    }

    /// The action views, one per button: the builder's shapes (tuples, `if`s, `ForEach`es, groups)
    /// looked through, any other view one action.
    static func items(in view: any View, depth: Int = 0) -> [any View] {
        guard depth < ViewStructure.maximumDepth else { return [] }
        let isShape = view is any AnyTupleView || view is any AnyOptionalView || view is any AnyConditionalContent
            || view is any AnyElementViews || view is any AnyGroupContent
        guard isShape else { return [view] }
        return ViewStructure.children(of: view).flatMap { items(in: $0, depth: depth + 1) }
    }
}
