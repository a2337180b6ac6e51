#ifndef QUIRE_FUZZER_DRIVER_H
#define QUIRE_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt's FuzzerInterface.h): runs the fuzzing loop with `callback` as the
/// target, reading libFuzzer's flags from argv. Lets a harness keep a Swift `@main` (SwiftPM renames
/// executables' entry points, so libFuzzer's own `main` cannot be used).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// Calls `LLVMFuzzerRunDriver` with the process's arguments.
int quire_fuzzer_run(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size));

/// LeakSanitizer (linked with -sanitize=address): allocations made between these calls are never
/// reported. The harnesses set up and warm caches up inside them: Swift keeps flags in the spare bits
/// of String and enum payload pointers, which LeakSanitizer cannot follow, so long-lived state would
/// otherwise look leaked.
void __lsan_disable(void);
void __lsan_enable(void);

#endif
