#!/bin/bash
# make fuzz: builds the libFuzzer harnesses (Fuzzing/, a package of its own) with -sanitize=fuzzer,address
# and runs each for FUZZ_SECONDS (default 60), then prints executions per harness and the total.
#
#   FUZZ_SECONDS=600 make fuzz                 longer runs
#   FUZZ_TARGETS="FuzzXBEL FuzzPlist" make fuzz  a subset
#   FUZZ_RUNS=0 make fuzz                      only replay the committed corpora (a smoke run)
#
# Each harness starts from its committed seeds (Fuzzing/Corpus/<harness>) plus what earlier runs found
# (build/fuzz/corpus/<harness>, where new inputs go: the committed corpus stays small). A crash, leak,
# timeout (-timeout, seconds per input) or memory blow-up (-rss_limit_mb) stops that harness, leaves the
# input in build/fuzz/artifacts/ and makes the script fail. Reproduce one with
#   Fuzzing/.build/release/<harness> build/fuzz/artifacts/<file>
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
# Swift's crash backtracer reads memory ASan has poisoned; libFuzzer prints the stack itself.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/Fuzzing/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

ALL="FuzzPlist FuzzMIMEInfo FuzzXBEL FuzzChecklist FuzzBoard FuzzText FuzzFileWrapper FuzzImage"
TARGETS=${FUZZ_TARGETS:-$ALL}
SECONDS_EACH=${FUZZ_SECONDS:-60}
RUNS=${FUZZ_RUNS:--1}
OUT=build/fuzz
mkdir -p "$OUT/artifacts" "$OUT/logs"

echo "Building the fuzzing harnesses (release, -sanitize=fuzzer,address)…"
swift build --package-path Fuzzing -c release \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld \
        2>&1 | grep -v "prohibited flag" | grep -E "error|warning: |Build complete"
if [ "${PIPESTATUS[0]}" -ne 0 ]; then echo "The harnesses did not build."; exit 1; fi
BIN=$(swift build --package-path Fuzzing -c release --show-bin-path \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld)

failed=0
total=0
printf '\n%-18s %14s %10s  %s\n' harness executions exec/s result
for target in $TARGETS; do
    if [ ! -x "$BIN/$target" ]; then echo "$target: not built"; failed=1; continue; fi
    corpus="$OUT/corpus/$target"
    mkdir -p "$corpus"
    log="$OUT/logs/$target.log"
    "$BIN/$target" -max_total_time="$SECONDS_EACH" -runs="$RUNS" -rss_limit_mb=2048 -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$OUT/artifacts/$target-" \
        "$corpus" "Fuzzing/Corpus/$target" >"$log" 2>&1
    status=$?
    executed=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    executed=${executed:-0}
    total=$((total + executed))
    if [ $status -eq 0 ]; then
        result=ok
    else
        result="FAILED (exit $status, see $log)"
        failed=1
    fi
    printf '%-18s %14s %10s  %s\n' "$target" "$executed" "${speed:-?}" "$result"
done
printf '%-18s %14s\n' total "$total"
exit $failed
