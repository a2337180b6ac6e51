import QuireCore

/// `TextEditor` and `TextField`: the widget's text follows the binding, and edits in the widget set
/// the binding. The node remembers the text the widget shows, so the value coming back from the
/// binding after an edit is recognised and not written to the widget again (no feedback loop, and no
/// copy of a large text per keystroke). The binding is read inside Observation tracking: a change to
/// the model behind it (an undo, say) re-renders this node even when no ancestor body read it.
class EditableTextNode: LeafNode {
    private var widget: any EditableTextWidget
    private var binding: Binding<String>?
    /// What the widget shows: the last value set on it or typed into it.
    private var shownText: String?

    init(_ context: NodeContext, widget: any EditableTextWidget) {
        self.widget = widget
        super.init(context)
        widgets = [widget]
        self.widget.onTextChange = { [weak self] text in self?.userEdited(text) }
    }

    func updateBinding(_ binding: Binding<String>) {
        self.binding = binding
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let binding else { return }
        let value = tracked { binding.wrappedValue }
        assign(value, to: &shownText) { widget.setText($0) }
    }

    private func userEdited(_ text: String) {
        guard isMounted else { return }
        shownText = text
        binding?.wrappedValue = text
    }
}

/// `TextEditor`, with its find bar as `findNavigator`, `findDisabled` and `replaceDisabled` say and
/// its content margins (`contentMargins`).
final class TextEditorNode: EditableTextNode {
    private var editor: any TextEditorWidget
    private var findPresentation: Binding<Bool>?
    private var find: TextFindState?
    private var margins: ContentMargins?

    init(_ context: NodeContext) {
        let editor = context.graph.make { $0.makeTextEditor() }
        self.editor = editor
        super.init(context, widget: editor)
        self.editor.onFindPresentedChange = { [weak self] isPresented in
            guard let self, self.isMounted else { return }
            self.findPresentation?.wrappedValue = isPresented
        }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let view = typed(view, as: TextEditor.self)
        findPresentation = environment.findNavigatorPresentation
        assign(environment.scrollContentMargins, to: &margins) { editor.setContentMargins($0) }
        updateBinding(view.text)
    }

    override func refresh() {
        super.refresh()
        let presentation = findPresentation
        let state = TextFindState(isPresented: tracked { presentation?.wrappedValue },
                                  allowsFind: !environment.isFindDisabled,
                                  allowsReplace: !environment.isReplaceDisabled)
        assign(state, to: &find) { editor.setFind($0) }
    }
}

/// `TextField` and `SecureField` (a password entry): the prompt (or the title) is the placeholder, the
/// title the accessible name; Enter runs the environment's submit actions as of the last update.
/// Which widget a `TextFieldNode` shows.
enum TextFieldKind {
    /// `TextField`: a one-line entry.
    case singleLine
    /// `SecureField`: a password entry.
    case secure
    /// `TextField(…, axis: .vertical)`: an entry of several lines.
    case multiline
}

final class TextFieldNode: EditableTextNode {
    private var field: any TextFieldWidget
    private var placeholder: String?
    private var accessibleName: String?
    private var submitActions: [@MainActor () -> Void] = []
    private var valueField: TextFieldValue?
    private var editingCallbacks = TextFieldEditingCallbacks()
    /// A value field's text as typed since the last commit; nil: the value's text is shown.
    private var draft: String?

    /// The line limits a vertical field was last given.
    private var lineLimits: TextFieldLineLimits?

    /// A field's kind is fixed for the node's life: SwiftUI's `axis` and secrecy are not expected to
    /// change while a field shows.
    init(_ context: NodeContext, kind: TextFieldKind) {
        let field: any TextFieldWidget = context.graph.make {
            switch kind {
            case .singleLine: $0.makeTextField()
            case .secure: $0.makeSecureField()
            case .multiline: $0.makeMultilineTextField()
            }
        }
        self.field = field
        super.init(context, widget: field)
        self.field.onSubmit = { [weak self] in self?.submit() }
        self.field.onFocusEnter = { [weak self] in self?.focusEntered() }
        self.field.onFocusLeave = { [weak self] in self?.focusLeft() }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let view = typed(view, as: (any AnyTextEntry).self)
        submitActions = environment.submitActions
        assign(view.prompt?.content ?? view.title, to: &placeholder) { field.setPlaceholder($0) }
        let name = environment.accessibilityLabel ?? view.title
        if !name.isEmpty {
            assign(name, to: &accessibleName) { field.setAccessibilityLabel($0) }
        }
        editingCallbacks = view.editingCallbacks
        if let multiline = field as? any MultilineTextFieldWidget {
            assign(TextFieldLineLimits(environment), to: &lineLimits) { multiline.setLineLimits($0) }
        }
        valueField = view.valueField
        if let valueField {
            updateBinding(Binding(get: { [weak self] in self?.draft ?? valueField.text() },
                                  set: { [weak self] in self?.draft = $0 }))
        } else {
            updateBinding(view.text)
        }
    }

    private func submit() {
        guard isMounted else { return }
        commit()
        editingCallbacks.onCommit?()
        for action in submitActions {
            action()
        }
    }

    private func focusEntered() {
        guard isMounted else { return }
        editingCallbacks.onEditingChanged?(true)
    }

    private func focusLeft() {
        guard isMounted else { return }
        commit()
        editingCallbacks.onEditingChanged?(false)
    }

    /// A value field takes its typed text; the field then shows the value as the format writes it.
    private func commit() {
        guard isMounted, let valueField, let typed = draft else { return }
        valueField.commit(typed)
        draft = nil
        refresh()
    }
}
