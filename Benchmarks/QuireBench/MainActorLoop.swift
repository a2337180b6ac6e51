import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the main actor's jobs on the main thread the way the GTK app does (`DispatchMainQueuePump`):
/// wait on libdispatch's main-queue eventfd, then drain the queue. Because every main-actor job runs
/// inside one of these drains, the wall time spent draining is exactly the main actor's busy time —
/// which is what benchmark 2 (the autosave stall) reports.
///
/// libdispatch exports its run-loop hooks but declares them only in private headers; QuireUI reaches
/// them through CGtk. The benchmark has no C target of its own, so it looks them up with `dlsym`.
@MainActor
final class MainActorLoop {
    private typealias PortFunction = @convention(c) () -> Int32
    private typealias DrainFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private let port: Int32
    private let drain: DrainFunction
    private var exitStatus: Int32?
    /// Completed drains' wall time.
    private var busyNanoseconds: UInt64 = 0
    /// When the drain in progress started, if one is.
    private var drainStarted: UInt64?
    /// The main thread's CPU time in completed drains, and at the start of the one in progress.
    private var cpuNanoseconds: UInt64 = 0
    private var drainStartedCPU: UInt64?
    /// Drains started so far (main-actor turns; each can wait for a core on a busy machine).
    private(set) var drains = 0

    init() {
        let handle = dlopen(nil, RTLD_NOW)
        guard let portSymbol = dlsym(handle, "_dispatch_get_main_queue_port_4CF"),
              let drainSymbol = dlsym(handle, "_dispatch_main_queue_callback_4CF") else {
            FileHandle.standardError.write(Data("QuireBench: libdispatch's main-queue hooks are missing\n".utf8))
            exit(3)
        }
        // Fetch the port before anything is enqueued: libdispatch creates the eventfd lazily here.
        port = unsafeBitCast(portSymbol, to: PortFunction.self)()
        drain = unsafeBitCast(drainSymbol, to: DrainFunction.self)
    }

    /// Main-actor wall time so far, counting the drain in progress up to now. Differences between two
    /// readings taken on the main actor are the main actor's busy time between them.
    var mainActorBusyNanoseconds: UInt64 {
        busyNanoseconds + (drainStarted.map { Clock.now() - $0 } ?? 0)
    }

    /// The main thread's CPU time in drains so far. Unlike the busy (wall) time it does not grow while
    /// other programs hold the cores, so a busy machine shows up as busy time well above CPU time.
    var mainActorCPUNanoseconds: UInt64 {
        cpuNanoseconds + (drainStartedCPU.map { Self.threadCPU() - $0 } ?? 0)
    }

    private static func threadCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Ends `run()` after the current drain, with `status`.
    func stop(_ status: Int32) { exitStatus = status }

    /// Waits for and runs main-actor work until `stop(_:)`; returns its status.
    func run() -> Int32 {
        while exitStatus == nil {
            runDrain()
            guard exitStatus == nil else { break }
            var descriptor = pollfd(fd: port, events: Int16(POLLIN), revents: 0)
            // The timeout is only a safety net against a lost wakeup; work normally arrives by the fd.
            if poll(&descriptor, 1, 100) < 0, errno != EINTR { break }
            var count: UInt64 = 0
            _ = read(port, &count, MemoryLayout<UInt64>.size)
        }
        return exitStatus ?? 3
    }

    private func runDrain() {
        drains += 1
        let start = Clock.now()
        let startCPU = Self.threadCPU()
        drainStarted = start
        drainStartedCPU = startCPU
        drain(nil)
        drainStarted = nil
        drainStartedCPU = nil
        busyNanoseconds += Clock.now() - start
        cpuNanoseconds += Self.threadCPU() - startCPU
    }
}
