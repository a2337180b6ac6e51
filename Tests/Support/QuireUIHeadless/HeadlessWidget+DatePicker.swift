import QuireUI
extension HeadlessWidget {
    package func setParts(showsDate: Bool, showsTime: Bool) {
        self.showsDate = showsDate
        self.showsTime = showsTime
        changes += 1
    }

    package func setDate(_ fields: DateFields, text: String) {
        dateFields = fields
        title = text
        changes += 1
    }

    // MARK: standing in for the person

    /// Picks a day in the popover's calendar (the time as it is).
    package func chooseDay(year: Int, month: Int, day: Int) {
        guard var fields = dateFields, showsDate, style.isEnabled else { return }
        fields.year = year
        fields.month = month
        fields.day = day
        onDateChange?(fields)
    }

    /// Sets the popover's hour and minute fields (the day as it is).
    package func chooseTime(hour: Int, minute: Int) {
        guard var fields = dateFields, showsTime, style.isEnabled else { return }
        fields.hour = hour
        fields.minute = minute
        onDateChange?(fields)
    }
}
