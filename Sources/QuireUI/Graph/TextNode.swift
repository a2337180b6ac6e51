import Foundation

/// `Text`: plain text as the label's text, a one-run text's font and colour as the label's style;
/// other styling as Pango markup (on backends whose text widget takes markup). A text whose dates read differently as time passes is written again
/// each second while shown.
final class TextNode: LeafNode {
    override var rendersFromViewsAlone: Bool { true }

    private let widget: any TextWidget
    /// `widget` as a widget that takes markup and layout, on backends whose text widget does.
    private let rich: (any RichTextWidget)?
    private var shown: TextShown?
    private var layout: TextLayout?
    private var text: Text?
    private var ticker: Task<Void, Never>?
    private let contentFade = ContentFade()

    /// What the widget shows: characters, or markup with its characters.
    private enum TextShown: Equatable {
        case plain(String)
        case markup(String, plain: String)
    }

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeText() }
        rich = widget as? any RichTextWidget
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let view = typed(view, as: Text.self)
        var style = WidgetStyle(environment)
        let shownText = view.liftingFont(into: &style)
        text = shownText
        show(shownText)
        applyStyle(style, to: widget)
        if let rich {
            assign(TextLayout(environment), to: &layout) { rich.setLayout($0) }
        }
        if view.changesWithTime { startTicking() } else { stopTicking() }
    }

    override func unmount() {
        super.unmount()
        stopTicking()
    }

    private func show(_ text: Text) {
        let now = Date()
        let locale = environment.locale
        let plain = text.content(at: now, locale: locale)
        let value: TextShown = text.isPlain || rich == nil
            ? .plain(plain) : .markup(text.pangoMarkup(at: now, locale: locale), plain: plain)
        let hadContent = shown != nil
        assign(value, to: &shown) { value in
            switch value {
            case .plain(let plain): widget.setText(plain)
            case let .markup(markup, plain): rich?.setMarkup(markup, plainText: plain)
            }
            if hadContent {
                contentFade.contentDidChange(of: widget, environment: environment, in: graph)
            }
        }
    }

    /// Writes the text again at each second's turn, while its dates change with time.
    private func startTicking() {
        guard ticker == nil else { return }
        ticker = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                let untilNextSecond = 1 - Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 1)
                do {
                    try await Task.sleep(for: .seconds(untilNextSecond))
                } catch {
                    return // Cancelled: the text went or stopped changing with time.
                }
                guard let self, self.isMounted, let text = self.text else { return }
                self.show(text)
            }
        }
    }

    private func stopTicking() {
        ticker?.cancel()
        ticker = nil
    }
}
