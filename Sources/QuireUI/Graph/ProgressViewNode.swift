import Foundation

/// `ProgressView`: the indicator follows the amount (a value read with Observation tracking, so an
/// `@Observable` model's progress re-renders only this node) and the style. A Foundation `Progress`
/// cannot be observed on Linux (no key-value observing): while one is shown the node reads it again
/// every `progressPollInterval`, and stops when the view goes; a timer's interval is read the same
/// way (its default label, a view with a body reading the clock, is evaluated again with it). With an
/// app's `ProgressViewStyle` there is no widget: the style's body is the view (`renderStyledBody`).
final class ProgressViewNode: LeafNode {
    /// How often a shown `Progress` is read again: often enough to look continuous, rare enough to
    /// cost nothing.
    static let progressPollInterval = Duration.milliseconds(100)

    private var widget: (any ProgressWidget)?
    /// An app's `ProgressViewStyle`'s body.
    private var styledBody = ChildSlot()
    /// The label an app's style was last given.
    private var styledLabelView: (any View)?
    private var label = ControlLabel()
    private var currentValueLabel = ControlLabel()
    private var amount: ProgressAmount = .indeterminate
    private var kind = ProgressViewKind.automatic
    private var indicator: ProgressIndicator?
    private var accessibleName: String?
    private var poll: Task<Void, Never>?
    private var currentValueLabelView: (any View)?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let progressView = typed(view, as: (any AnyProgressView).self)
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
        self.currentValueLabelView = currentValueLabelView
        if renderStyledBody(label: labelView) { return }
        let widget = self.widget ?? makeWidget()
        if let labelView {
            label.update(title: nil, view: labelView, in: self, environment: environment,
                         setTitle: { _ in }, setContent: { widget.setLabel($0) })
        }
        renderCurrentValueLabel()
        let title = labelView.flatMap(labelText(of:))
        if let name = environment.accessibilityLabel ?? title {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let widget else {
            _ = renderStyledBody(label: styledLabelView)
            return
        }
        let amount = self.amount
        let fraction = tracked { amount.fractionCompleted }
        assign(kind.indicator(for: fraction), to: &indicator) { widget.setIndicator($0) }
    }

    override func childWidgetsDidChange() {
        guard widget == nil else {
            label.syncChildren(self)
            currentValueLabel.syncChildren(self)
            return
        }
        showStyledBodyWidgets(styledBody)
    }

    override func unmount() {
        // Only its own widget counts as removed: a style's body's nodes count theirs.
        widgets = widget.map { [$0] } ?? []
        super.unmount()
        stopPolling()
        label.clear(in: self)
        currentValueLabel.clear(in: self)
        styledBody.clear()
    }

    /// Renders an app's style's body with the amount read under tracking, if the environment has
    /// such a style; false otherwise.
    private func renderStyledBody(label labelView: (any View)?) -> Bool {
        guard let style = environment.progressViewStyles.current, case .custom = style else {
            styledBody.clear()
            styledLabelView = nil
            return false
        }
        let amount = self.amount
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: tracked { amount.fractionCompleted },
            label: labelView.map { .init(content: $0) },
            currentValueLabel: currentValueLabelView.map { .init(content: $0) })
        guard let body = style.body(configuration) else { return false }
        dropWidget()
        styledLabelView = labelView
        var bodyEnvironment = environment
        bodyEnvironment.progressViewStyles = environment.progressViewStyles.outer
        styledBody.reconcile(body, in: self, environment: bodyEnvironment)
        widgets = styledBody.widgets
        return true
    }

    private func makeWidget() -> any ProgressWidget {
        let made = graph.make { $0.makeProgress() }
        widget = made
        widgets = [made]
        return made
    }

    /// The widget and what it showed go: an app's style takes over.
    private func dropWidget() {
        guard widget != nil else { return }
        label.clear(in: self)
        label = ControlLabel()
        currentValueLabel.clear(in: self)
        currentValueLabel = ControlLabel()
        graph.counters.removed += 1
        widget = nil
        indicator = nil
        accessibleName = nil
        forgetAppliedStyle()
    }

    /// A `Text` of `description`, or nil when it is empty (no label, as SwiftUI shows none).
    private static func text(_ description: String?) -> Text? {
        guard let description, !description.isEmpty else { return nil }
        return Text(description)
    }

    private func renderCurrentValueLabel() {
        guard let currentValueLabelView, let widget else { return }
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
                if case .timer = self.amount, self.widget != nil {
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
