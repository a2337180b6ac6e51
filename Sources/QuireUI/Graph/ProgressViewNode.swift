import Foundation

/// `ProgressView`: the indicator follows the amount (a value read with Observation tracking, so an
/// `@Observable` model's progress re-renders only this node) and the style. A Foundation `Progress`
/// cannot be observed on Linux (no key-value observing): while one is shown the node reads it again
/// every `progressPollInterval`, and stops when the view goes; a timer's interval is read the same
/// way (its default label, a view with a body reading the clock, is evaluated again with it).
final class ProgressViewNode: LeafNode {
    /// How often a shown `Progress` is read again: often enough to look continuous, rare enough to
    /// cost nothing.
    static let progressPollInterval = Duration.milliseconds(100)

    private let widget: any ProgressWidget
    private var label = ControlLabel()
    private var currentValueLabel = ControlLabel()
    private var amount: ProgressAmount = .indeterminate
    private var kind = ProgressViewKind.automatic
    private var indicator: ProgressIndicator?
    private var accessibleName: String?
    private var poll: Task<Void, Never>?
    private var currentValueLabelView: (any View)?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeProgress() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let progressView = view as? any AnyProgressView else { return }
        let widget = self.widget
        amount = progressView.amount
        kind = environment.progressViewKind
        var labelView = progressView.labelView
        var currentValueLabelView = progressView.currentValueLabelView
        switch amount {
        case let .progress(progress):
            labelView = Self.text(progress.localizedDescription)
            currentValueLabelView = Self.text(progress.localizedAdditionalDescription)
            startPolling()
        case .timer:
            startPolling()
        case .indeterminate, .fraction:
            stopPolling()
        }
        if let labelView {
            label.update(title: nil, view: labelView, in: self, environment: environment,
                         setTitle: { _ in }, setContent: { widget.setLabel($0) })
        }
        self.currentValueLabelView = currentValueLabelView
        renderCurrentValueLabel()
        let title = labelView.flatMap(labelText(of:))
        if let name = environment.accessibilityLabel ?? title {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        let amount = self.amount
        let fraction = tracked { amount.fractionCompleted }
        assign(kind.indicator(for: fraction), to: &indicator) { widget.setIndicator($0) }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
        currentValueLabel.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        stopPolling()
        label.clear(in: self)
        currentValueLabel.clear(in: self)
    }

    /// A `Text` of `description`, or nil when it is empty (no label, as SwiftUI shows none).
    private static func text(_ description: String?) -> Text? {
        guard let description, !description.isEmpty else { return nil }
        return Text(description)
    }

    private func renderCurrentValueLabel() {
        guard let currentValueLabelView else { return }
        let widget = self.widget
        currentValueLabel.update(title: nil, view: currentValueLabelView, in: self, environment: environment,
                                 setTitle: { _ in }, setContent: { widget.setCurrentValueLabel($0) })
    }

    private func startPolling() {
        guard poll == nil else { return }
        poll = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: Self.progressPollInterval)
                } catch {
                    return // Cancelled: the view went or stopped showing a `Progress`.
                }
                guard let self, self.isMounted else { return }
                self.refresh()
                if case .timer = self.amount {
                    // The time label reads the clock in its body: render it again.
                    self.renderCurrentValueLabel()
                }
            }
        }
    }

    private func stopPolling() {
        poll?.cancel()
        poll = nil
    }
}
