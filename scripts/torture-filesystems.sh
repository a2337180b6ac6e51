#!/usr/bin/env bash
# `make torture`'s runs on each file system a person saves to (root only): for every kind
# scripts/testfs.sh makes, the drive is mounted, TMPDIR points at it — so every document, save
# folder and crash child of the suites lives there — and the crash matrix and fault sweep run:
#
#   StorageCrashTests        SIGKILLs during flat and package saves (QUIRE_CRASH_KILLS each)
#   SessionCrashMatrixTests  SIGKILLs during first save/Save As, save in place, export, rename, move,
#                            restore and draft autosave (QUIRE_CRASH_MATRIX_KILLS each)
#   SaveFaultInjectionTests  every errno at every call of each save (QUIRE_FAULT_FULL=1; 0: sampled)
#
# On FAT (fusefat, which empties renamed folders) package saves replace children one by one under a
# journal (`PackageChildSwap`): the suites run there for flat files and packages alike, with the data
# folder (versions, drafts) and home in /dev/shm, as a person's home stays on their disk while the
# documents are on the stick.
# The drive is unmounted however the run ends. KINDS="ext4 btrfs" limits the kinds.
#
#   scripts/torture-filesystems.sh [swift build flags…]   (after `swift build --build-tests`)
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
kinds=${KINDS:-"ext4 xfs btrfs tmpfs overlay exfat ntfs fat sshfs"}
kills=${QUIRE_CRASH_KILLS:-300}
matrix=${QUIRE_CRASH_MATRIX_KILLS:-300}
bin="$(swift build --show-bin-path "$@")"
status=0
mounted=""
cleanup() { [ -n "$mounted" ] && "$here/testfs.sh" unmount "$mounted"; }
trap cleanup EXIT

for kind in $kinds; do
    mounted="/tmp/quire-torture-$kind"
    if ! "$here/testfs.sh" mount "$kind" "$mounted" > "/tmp/quire-torture-$kind.log" 2>&1; then
        echo "torture: $kind could not be mounted, skipped: $(cat "/tmp/quire-torture-$kind.log")"
        "$here/testfs.sh" unmount "$mounted"
        mounted=""
        continue
    fi
    echo "torture: $kind at $mounted"
    filters=(--filter StorageCrashTests --filter SessionCrashMatrixTests --filter SaveFaultInjectionTests)
    # The test bundle itself, not `swift test`: SwiftPM compiles its manifest in TMPDIR, which a FAT
    # drive can't run.
    # Loop images and FUSE servers save more slowly than the temp folder: the kill window widens
    # (QUIRE_TIMING_SCALE, as for sanitized builds), or on btrfs no in-place save finished within it.
    TMPDIR="$mounted" QUIRE_TIMING_SCALE=${QUIRE_TIMING_SCALE:-4} QUIRE_CRASH_KILLS=$kills QUIRE_CRASH_MATRIX_KILLS=$matrix QUIRE_FAULT_FULL=${QUIRE_FAULT_FULL:-1} \
        "$bin/QuirePackageTests.xctest" --testing-library swift-testing "${filters[@]}" 2>&1 | sed "s/^/[$kind] /" || status=1
    "$here/testfs.sh" unmount "$mounted"
    mounted=""
done
exit $status
