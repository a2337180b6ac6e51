import QuireUI
extension HeadlessWidget {
    package func setRange(_ range: ClosedRange<Double>, step: Double?) {
        valueRange = range
        self.step = step
        changes += 1
    }

    package func setValue(_ value: Double) { self.value = value; changes += 1 }
    package func setLabel(_ content: any PlatformWidget) { self.content = content as? HeadlessWidget; changes += 1 }

    package func setMinimumValueLabel(_ content: any PlatformWidget) {
        minimumValueLabel = content as? HeadlessWidget
        changes += 1
    }

    package func setMaximumValueLabel(_ content: any PlatformWidget) {
        maximumValueLabel = content as? HeadlessWidget
        changes += 1
    }

    // MARK: standing in for the person

    /// Drags a slider's thumb through `values` (where the pointer puts it, before any snapping) and
    /// lets go: editing begins, each value is reported, editing ends. The thumb moves only where the
    /// node puts it.
    package func drag(through values: [Double]) {
        onEditingChange?(true)
        for value in values {
            onValueChange?(value)
        }
        onEditingChange?(false)
    }

    /// Presses an arrow key on a focused slider: one step (a hundredth of the range when it has
    /// none) up or down, as GTK's scale does, as one edit.
    package func pressArrow(up: Bool) {
        guard let valueRange else { return }
        let increment = step ?? (valueRange.upperBound - valueRange.lowerBound) / 100
        drag(through: [value + (up ? increment : -increment)])
    }
}
