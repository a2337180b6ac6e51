import QuireUI
extension HeadlessWidget {
    package func setOptions(_ options: [PickerOption]) {
        self.options = options
        selectedIndex = nil
        changes += 1
    }

    package func setSelectedIndex(_ index: Int?) { selectedIndex = index; changes += 1 }
    package func setCurrentValueLabel(_ label: PickerOption?) { currentValueOption = label; changes += 1 }

    package func setColor(_ color: ColorComponents) { pickedColor = color; changes += 1 }
    package func setSupportsOpacity(_ supportsOpacity: Bool) { self.supportsOpacity = supportsOpacity; changes += 1 }

    // MARK: standing in for the person

    /// Chooses `color` in a colour picker's chooser and confirms it.
    package func pick(_ color: ColorComponents) {
        guard style.isEnabled else { return }
        pickedColor = color
        onColorChange?(color)
    }

    /// Chooses the picker's option at `index`, as a click on it would: the widget shows it at once
    /// (as GTK's do) and tells the node.
    package func choose(optionAt index: Int) {
        guard options.indices.contains(index), style.isEnabled else { return }
        selectedIndex = index
        onSelect?(index)
    }
}
