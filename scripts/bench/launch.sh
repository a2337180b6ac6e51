#!/usr/bin/env bash
# launch.sh APP RUNS — issue 8's launch benchmark: process start to first window mapped, APP against a
# minimal C GTK 4 window (minimal_gtk_window.c), both built here with gcc and timed by map_timer.c
# under one private Xvfb (scripts/gui/run-under-xvfb.sh). The two alternate, one warm-up launch each
# first (so both start from a warm page cache). Prints one line per timed launch: "quire MS" or
# "c MS". The app runs with private XDG folders, so it sees no recent documents or drafts.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
app=${1:?usage: launch.sh APP RUNS}
runs=${2:-5}

if [ -z "${QUIRE_LAUNCH_INNER:-}" ]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/quire-launch.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    gcc -O2 -o "$work/map_timer" "$here/map_timer.c" $(pkg-config --cflags --libs x11)
    gcc -O2 -o "$work/minimal_gtk_window" "$here/minimal_gtk_window.c" $(pkg-config --cflags --libs gtk4)
    QUIRE_LAUNCH_INNER="$work" "$here/../gui/run-under-xvfb.sh" "$0" "$app" "$runs"
    exit $?
fi

work=$QUIRE_LAUNCH_INNER
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME"
time_launch() { "$work/map_timer" 60 "$@"; }
time_launch "$work/minimal_gtk_window" >/dev/null
time_launch "$app" >/dev/null
for ((i = 0; i < runs; i++)); do
    if ((i % 2 == 0)); then
        echo "c $(time_launch "$work/minimal_gtk_window")"
        echo "quire $(time_launch "$app")"
    else
        echo "quire $(time_launch "$app")"
        echo "c $(time_launch "$work/minimal_gtk_window")"
    fi
done
