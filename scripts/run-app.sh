#!/usr/bin/env bash
# run-app.sh APP — `make run`: runs one of the example apps (built already).
#   notes  the Notes app (seed 000 on QuireUI). With no display (no $DISPLAY / $WAYLAND_DISPLAY) it
#          runs on a private Xvfb instead, drives nothing, saves build/screenshots/notes-run.png and
#          exits, so `make run` ends in CI-like environments.
#   checklist  the Checklist app (seed 001 on QuireUI); the same Xvfb fallback.
#   board  Board Studio (seed 002 on QuireUI); the same Xvfb fallback.
#   tally, jotter, stockroom  Examples/CrossPlatform's apps, written for macOS; the same Xvfb fallback.
#   gallery  Examples/Gallery, Quire's widget factory (written for macOS); the same Xvfb fallback.
#   cli    `quire-samples types`: the document types the example apps register.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH

app=${1:-notes}
bin=$(swift build --show-bin-path)

case "$app" in
    notes)
        executable="$bin/NotesApp"
        name=NotesApp
        ;;
    checklist)
        executable="$bin/ChecklistApp"
        name=ChecklistApp
        ;;
    board)
        executable="$bin/BoardStudioApp"
        name=BoardStudioApp
        ;;
    tally | jotter | stockroom | gallery)
        name="$(tr '[:lower:]' '[:upper:]' <<< "${app:0:1}")${app:1}App"
        executable="$bin/$name"
        ;;
    cli)
        exec "$bin/quire-samples" types
        ;;
    *)
        echo "run-app: unknown APP '$app' (notes, checklist, board, tally, jotter, stockroom, gallery, cli)" >&2
        exit 2
        ;;
esac

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$executable"
fi

shot="build/screenshots/$app-run.png"
echo "run-app: no display — starting $name on a private Xvfb, taking a screenshot, then quitting"
scripts/gui/run-under-xvfb.sh /usr/bin/python3 scripts/gui/launch_screenshot.py "$executable" "$name" "$shot"
echo "run-app: $name ran without a display; see $shot"
