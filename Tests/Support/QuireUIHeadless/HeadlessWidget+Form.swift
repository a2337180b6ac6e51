import QuireUI
extension HeadlessWidget {
    package func setEnabledButtons(_ buttons: StepperButtons) { enabledButtons = buttons; changes += 1 }
    package func setValueText(_ text: String?) { valueText = text; changes += 1 }
    package func setHeader(_ content: [any PlatformWidget]) { header = content.compactMap { $0 as? HeadlessWidget }; changes += 1 }
    package func setFooter(_ content: [any PlatformWidget]) { footer = content.compactMap { $0 as? HeadlessWidget }; changes += 1 }

    package func setSectionRows(_ rows: [any PlatformWidget]) {
        children = rows.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setSections(_ sections: [any SectionWidget]) {
        children = sections.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setAppearance(_ appearance: FormAppearance) { formAppearance = appearance; changes += 1 }

    // MARK: standing in for the person

    /// Types `text` into a stepper's value field and presses Enter.
    package func submitValueText(_ text: String) {
        guard valueText != nil, style.isEnabled else { return }
        valueText = text
        onValueTextSubmit?(text)
    }

    /// Clicks a stepper's decrement or increment button; a button that is off does nothing, as GTK's
    /// insensitive buttons do.
    package func press(_ direction: StepDirection) {
        let isEnabled = direction == .increment ? enabledButtons.increment : enabledButtons.decrement
        guard isEnabled, style.isEnabled else { return }
        onStep?(direction)
    }
}
