import Foundation

// `make bench`: issue 8's engine benchmarks (see docs/PERFORMANCE.md). The main thread runs the main
// actor's jobs from `MainActorLoop`, as the GTK app's main loop does, so main-actor time is measurable.
let loop = MainActorLoop()
Task { @MainActor in
    loop.stop(await BenchmarkSuite(loop: loop).run())
}
exit(loop.run())
