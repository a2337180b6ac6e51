/// Runs an asynchronous action while its content is in the graph, restarting it when `id` changes.
struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let id: ID
    let priority: TaskPriority
    let action: TaskAction

    func makeNode(in context: NodeContext) -> ViewNode { TaskNode<ID>(context) }
}

/// A `task` modifier's action. SwiftUI takes it as `sending`: each closure value is started at most
/// once — a restart for a new `id` comes with the new render's closure — so handing it to the task it
/// runs in cannot share it with anything else.
struct TaskAction: @unchecked Sendable {
    let run: @isolated(any) () async -> Void
}

/// Starts the action when the node appears (after the render) and cancels it when the node leaves;
/// a new `id` cancels the running action and starts the new render's.
final class TaskNode<ID: Equatable>: LifecycleNode<_TaskModifier<ID>> {
    private var task: Task<Void, Never>?

    override func didUpdate(from old: _TaskModifier<ID>?, to new: _TaskModifier<ID>) {
        if let old, old.id == new.id { return }
        task?.cancel()
        task = nil
        let priority = new.priority
        let action = new.action
        graph.scheduler.enqueue { [weak self] in
            guard let self, isMounted, modifier?.id == new.id else { return }
            task = Task(priority: priority, operation: action.run)
        }
    }

    override func willLeave() {
        task?.cancel()
        task = nil
    }
}

extension View {
    /// Runs `action` in a task started before this view appears, cancelled when it disappears.
    /// `name`, `file` and `line` name the task for debugging.
    public func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
                     line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(_TaskModifier(id: true, priority: priority, action: TaskAction(run: action)))
    }

    /// Runs `action` in a task started before this view appears and again, after cancelling the
    /// running one, whenever `id` changes; cancelled when the view disappears.
    public func task<T: Equatable>(id value: T, name: String? = nil, priority: TaskPriority = .userInitiated,
                                   file: String = #fileID, line: Int = #line,
                                   @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: TaskAction(run: action)))
    }
}
