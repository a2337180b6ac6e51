import Foundation
import QuireCore
import QuireUI

/// `QuireUIDemo --sheet`: a board's settings in a sheet and its deletion confirmed by an alert. The
/// sheet is a `Form` whose `Stepper` edits a draft of the volume (and a formatted one a speed, shown
/// exactly by a `LabeledContent`; two `Picker`s, segmented and drop-down, choose the output, a `ColorPicker` a colour and a `DatePicker` a time;
/// a `ProgressView` and a `Gauge` show the draft volume and the speed, a `SecureField` takes a
/// password): Done (its header bar's
/// confirmation item) applies it, Cancel and Escape leave it. The alert's destructive Delete button marks the board deleted. The labels
/// report the results for the GUI test.
struct SheetDemoView: View {
    @State private var volume = 3
    @State private var showSettings = false
    @State private var confirmDelete = false
    @State private var boardName: String? = "Sketches"
    @State private var settingsDismissals = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Volume: \(volume) · sheets closed: \(settingsDismissals)")
            Text(boardName.map { "Board: \($0)" } ?? "Board: deleted")
            HStack {
                Button("Settings…") { showSettings = true }
                Button("Delete Board…", role: .destructive) { confirmDelete = true }
                    .disabled(boardName == nil)
            }
        }
        .padding(16)
        .sheet(isPresented: $showSettings, onDismiss: { settingsDismissals += 1 }) {
            SettingsSheet(volume: $volume)
        }
        .alert("Delete “\(boardName ?? "")”?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) { boardName = nil }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

/// The settings sheet: a draft of the volume, applied only by Done.
private struct SettingsSheet: View {
    @Binding var volume: Int
    @State private var draft: Int
    @State private var speed = 1.0
    @State private var channels = 2
    @State private var quality = "Standard"
    @State private var waveColor = Color.blue
    @State private var session = Calendar.current.date(from: DateComponents(year: 2026, month: 5, day: 14, hour: 9))!
    @State private var password = ""
    @Environment(\.dismiss) private var dismiss

    init(volume: Binding<Int>) {
        _volume = volume
        _draft = State(wrappedValue: volume.wrappedValue)
    }

    var body: some View {
        Form {
            Section {
                Stepper("Draft volume: \(draft)", value: $draft, in: 0...10)
                Stepper("Playback speed", value: $speed, in: 0.5...4, step: 0.5,
                        format: .number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US")))
                LabeledContent("Exact speed", value: speed,
                               format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))
                Picker("Channels", selection: $channels) {
                    Text("Mono").tag(1)
                    Text("Stereo").tag(2)
                }
                .pickerStyle(.segmented)
                Picker("Quality", selection: $quality) {
                    ForEach(["Draft", "Standard", "Studio"], id: \.self) { Text($0) }
                }
                LabeledContent("Output", value: "\(channels == 1 ? "Mono" : "Stereo"), \(quality)")
                ColorPicker("Waveform colour", selection: $waveColor, supportsOpacity: false)
                LabeledContent("Waveform", value: waveColor == .blue ? "blue" : "another colour")
                DatePicker("Session", selection: $session, displayedComponents: .hourAndMinute)
                LabeledContent("Session starts", value: "at \(Calendar.current.component(.hour, from: session))")
            } header: {
                Text("Sound")
            } footer: {
                Text("Done applies the new volume; Cancel or Escape keeps \(volume).")
            }
            Section("Levels and sharing") {
                ProgressView("Loudness", value: Double(draft), total: 10)
                Gauge(value: speed, in: 0.5...4) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("\(speed, specifier: "%.2f")×")
                }
                SecureField("Sharing password", text: $password, prompt: Text("None"))
                LabeledContent("Password length", value: "\(password.count) characters")
            }
        }
        .navigationTitle("Settings")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                    volume = draft
                    dismiss()
                }
            }
        }
    }
}
