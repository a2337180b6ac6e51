import Foundation
import Testing
@testable import QuireCore

/// `HeapPolicy`: once applied, a block of a few MiB comes from the heap (glibc's default would map it
/// on its own), and malloc settings chosen through the environment are left alone.
@Suite struct SessionHeapPolicyTests {
    @Test(.enabled(if: !HeapPolicy.isChosenByEnvironment(ProcessInfo.processInfo.environment),
                   "the environment chose malloc settings, which the policy keeps"),
          .enabled(if: ProcessInfo.processInfo.environment["QUIRE_SANITIZER"] == nil,
                   "a sanitizer's allocator replaces glibc's"))
    func aFewMebibytesComeFromTheHeapOnceApplied() throws {
        #expect(HeapPolicy.apply())  // as every DocumentSession's initializer and App.main do
        let block = try #require(malloc(4 << 20))
        defer { free(block) }
        // glibc keeps a chunk's size just before the block; bit 1 (IS_MMAPPED) marks a block mapped
        // on its own rather than carved from the heap.
        let size = block.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self)
        #expect(size & 0x2 == 0, "a 4 MiB block was mapped on its own: the thresholds were not set")
    }

    @Test func settingsFromTheEnvironmentAreKept() {
        #expect(HeapPolicy.isChosenByEnvironment(["GLIBC_TUNABLES": "glibc.malloc.trim_threshold=1"]))
        #expect(HeapPolicy.isChosenByEnvironment(["MALLOC_ARENA_MAX": "1"]) == false)
        #expect(HeapPolicy.isChosenByEnvironment(["MALLOC_TRIM_THRESHOLD_": "1"]))
        #expect(HeapPolicy.isChosenByEnvironment(["GLIBC_TUNABLES": "glibc.rtld.nns=2", "HOME": "/root"]) == false)
    }
}
