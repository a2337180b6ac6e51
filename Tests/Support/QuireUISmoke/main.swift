// QuireUISmoke: the smallest QuireUI app, driven by Tests/QuireUITests.
//
//   QuireUISmoke                          a window "Quire Smoke" with a "Press Me" button; clicking it
//                                         sets the label to "Pressed" through a detached task's hop back
//                                         to the main actor (which only runs if the Dispatch pump works);
//                                         the first close request is refused (label "Close refused"),
//                                         the second closes the window and so ends the app
//   QuireUISmoke --quit-after-pump-check  no window: checks that main-actor tasks, Task.sleep, hops back
//                                         from detached tasks and DispatchQueue.main.async all run inside
//                                         g_application_run, then quits; exit status 0 if they did
//   QuireUISmoke --text-squeeze-check     a Text whose lines fit, then squeezed by a sibling: checks it
//                                         is laid out wrapped before any frame shows it clipped
//                                         (`TextSqueezeCheck`), then quits; exit status 0 if so
//   QuireUISmoke [--quit-after-pump-check] FILE…
//                                         prints "open: PATH" per file GLib's `open` delivered

import Dispatch
import Foundation
import QuireUI
import QuireGTK

let pumpCheckOption = "--quit-after-pump-check"
let squeezeCheckOption = "--text-squeeze-check"
let runner = ApplicationRunner(applicationID: "org.quire.QuireUISmoke")
var pumpCheckPassed = false
var squeezeCheckPassed = false
var window: GTK.ApplicationWindow?

/// Exercises every way work reaches the main actor; only a drained Dispatch main queue completes it.
@MainActor func runPumpCheck() {
    runner.hold()  // no window keeps the app alive meanwhile
    Task { @MainActor in
        defer {
            runner.release()
            runner.quit()
        }
        do {
            try await Task.sleep(for: .milliseconds(5))
        } catch {
            return
        }
        let offMain = await Task.detached { Thread.isMainThread }.value
        let viaDispatch = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: Thread.isMainThread) }
        }
        pumpCheckPassed = !offMain && viaDispatch && Thread.isMainThread
        print("pump check: \(pumpCheckPassed ? "passed" : "failed")")
    }
}

@MainActor func showWindow() {
    if let window {
        window.present()
        return
    }
    let newWindow = GTK.ApplicationWindow(application: runner, title: "Quire Smoke", subtitle: "QuireUI")
    newWindow.setDefaultSize(width: 480, height: 320)
    let status = GTK.Label("Not pressed")
    let button = GTK.Button(label: "Press Me", accessibleLabel: "Press Me") {
        Task.detached {
            await Task { @MainActor in status.text = "Pressed" }.value
        }
    }
    newWindow.append(button)
    newWindow.append(status)
    var refusedClose = false
    newWindow.onCloseRequest {
        if refusedClose { return false }
        refusedClose = true
        status.text = "Close refused"
        return true
    }
    newWindow.present()
    window = newWindow
}

runner.onActivate = {
    if CommandLine.arguments.contains(pumpCheckOption) {
        runPumpCheck()
    } else if CommandLine.arguments.contains(squeezeCheckOption) {
        let failure = TextSqueezeCheck().run(runner: runner)
        squeezeCheckPassed = failure == nil
        print("text squeeze check: \(failure.map { "failed: \($0)" } ?? "passed")")
        runner.quit()
    } else {
        showWindow()
    }
}
runner.onOpen = { urls in
    for url in urls {
        print("open: \(url.path)")
    }
    if CommandLine.arguments.contains(pumpCheckOption) {
        runPumpCheck()
    } else {
        showWindow()
    }
}

let status = runner.run(consumedArguments: [pumpCheckOption, squeezeCheckOption])
if CommandLine.arguments.contains(pumpCheckOption) && !pumpCheckPassed
    || CommandLine.arguments.contains(squeezeCheckOption) && !squeezeCheckPassed {
    exit(1)
}
exit(status)
