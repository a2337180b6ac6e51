/// What a view graph has done to its widgets, for tests and benchmarks: a keystroke in a
/// `TextEditor` must leave `created` alone and add O(1) to `updated`.
package struct WidgetCounters: Hashable, Sendable {
    /// Widgets made by the backend.
    package var created = 0
    /// Changes to existing widgets: a property set to a new value, a container's children changed.
    package var updated = 0
    /// Widgets whose node left the graph.
    package var removed = 0
    /// `body` evaluations (views and custom modifiers).
    package var bodyEvaluations = 0
    /// List rows whose element view was made and reconciled again (`ListRowNode`): a toggle in a
    /// list must add one, whatever the list's length.
    package var rowRenders = 0
    /// Typed comparisons a list's `ForEach` made to find what changed (`RowValues.comparison`):
    /// element ids read and `==` called — elements whose bytes are unchanged cost none. A toggle in a
    /// list must add O(1), whatever the list's length.
    package var elementComparisons = 0
    /// Row nodes a list's `ForEach` node looked up, made, moved, removed or rendered in an update,
    /// and rows handed to the list widget (`setRows`, `editRows`): O(1) per single-row operation.
    package var rowNodeVisits = 0
    /// Batches of updates run by the scheduler (at most one per main-actor turn).
    package var flushes = 0

    package init() {}
}
