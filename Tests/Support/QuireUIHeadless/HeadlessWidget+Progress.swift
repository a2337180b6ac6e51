import QuireUI
extension HeadlessWidget {
    package func setIndicator(_ indicator: ProgressIndicator) { progressIndicator = indicator; changes += 1 }
    package func setLevel(_ fraction: Double) { level = fraction; changes += 1 }

    package func setCurrentValueLabel(_ content: any PlatformWidget) {
        currentValueLabel = content as? HeadlessWidget
        changes += 1
    }

    package func setMarkedValueLabels(_ content: any PlatformWidget) {
        markedValueLabels = content as? HeadlessWidget
        changes += 1
    }
}
