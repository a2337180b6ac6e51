import QuireUI
extension HeadlessWidget: MultilineTextFieldWidget {
    package func setLineLimits(_ limits: TextFieldLineLimits) {
        lineLimits = limits
        changes += 1
    }
}
