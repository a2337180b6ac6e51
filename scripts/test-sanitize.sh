#!/bin/bash
# make test-sanitize: the whole test suite under ThreadSanitizer, then under AddressSanitizer.
#
# Each sanitizer has its own build folder (.build/tsan, .build/asan), so the normal debug build stays
# as it is. Everything the tests launch — `quire`, `quire-samples`, the storage/session/fault children,
# the GUI apps (driven under Xvfb as in `make test`) — comes out of the same sanitized build, so a race or a memory
# error in a child fails the test that ran it (a sanitizer report makes a process exit 66).
#
#   SANITIZERS="thread" make test-sanitize     one of them
#   SANITIZE_FILTER=EngineTests make test-sanitize   a subset of the suites (swift test --filter)
#
# Both runs lower the crash tests' kill counts (the crash tests exercise the disk, not threads; make
# torture runs the long versions) and keep the sanitizer logs in build/sanitize/<sanitizer>.log.
# ASan's leak checker is off here: Swift runtime and Foundation caches that live to the end of the
# process look leaked to it; leaks are what `make fuzz` checks, input by input, with LeakSanitizer.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
# Swift's crash backtracer reads memory the sanitizers poison; they print the stack themselves.
export SWIFT_BACKTRACE=enable=no
export QUIRE_CRASH_KILLS=${QUIRE_CRASH_KILLS:-40}
export QUIRE_CRASH_MATRIX_KILLS=${QUIRE_CRASH_MATRIX_KILLS:-6}
# Sanitized children are several times slower: the crash tests widen their kill windows by this
# factor, and the hostile-package tests allow for the sanitizer's shadow memory in peak RSS.
export QUIRE_TIMING_SCALE=${QUIRE_TIMING_SCALE:-8}
export TSAN_OPTIONS="exitcode=66:history_size=4${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
# scripts/asan.supp holds the one report raised inside the toolchain, with a program that shows it.
export ASAN_OPTIONS="detect_leaks=0:exitcode=66:suppressions=$PWD/scripts/asan.supp${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
mkdir -p build/sanitize

status=0
for sanitizer in ${SANITIZERS:-thread address}; do
    case $sanitizer in
        thread) scratch=.build/tsan ;;
        address) scratch=.build/asan ;;
        *) echo "unknown sanitizer $sanitizer"; exit 2 ;;
    esac
    export QUIRE_SANITIZER=$sanitizer
    log=build/sanitize/$sanitizer.log
    echo "== $sanitizer: building into $scratch"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" -Xswiftc -warnings-as-errors \
        > "build/sanitize/$sanitizer-build.log" 2>&1
    built=$?
    grep -v "prohibited flag" "build/sanitize/$sanitizer-build.log" | grep -E "error|warning: " | head -20
    if [ "$built" -ne 0 ]; then echo "$sanitizer: the build failed"; status=1; continue; fi
    echo "== $sanitizer: testing (log: $log)"
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" ${SANITIZE_FILTER:+--filter "$SANITIZE_FILTER"} \
        > "$log" 2>&1
    result=$?
    reports=$(grep -cE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$log")
    grep -E "^✘|Test run with|tests? in .* (passed|failed)" "$log" | tail -15
    echo "== $sanitizer: exit $result, $reports sanitizer reports"
    if [ "$result" -ne 0 ] || [ "$reports" -ne 0 ]; then
        grep -A30 -E "WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$log" | head -120
        status=1
    fi
done
exit $status
