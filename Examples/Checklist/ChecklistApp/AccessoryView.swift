import Quire

/// What the launch window shows above its title (the seed's robot and plant): a check mark beside a
/// list, drawn with the desktop's symbolic icons.
struct AccessoryView: View {
    var body: some View {
        HStack(spacing: 24) {
            Image(systemName: "checkmark")
            Image(systemName: "list.bullet")
        }
        .font(.largeTitle)
        .foregroundStyle(.white)
        .padding(12)
    }
}
