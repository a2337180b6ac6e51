#!/usr/bin/env bash
# run-under-xvfb.sh CMD [ARG…] — runs CMD on a private X server (Xvfb, 1280x800x24, on a free display)
# inside its own D-Bus session (so AT-SPI works), with GTK set up for headless tests; tears both down
# afterwards and exits with CMD's status.
set -euo pipefail

if [ $# -eq 0 ]; then
    echo "usage: $0 CMD [ARG…]" >&2
    exit 2
fi

# Descriptors inherited from whoever started us (the test runner holds a thousand or more while tests
# run in parallel) would push the app's X connection past descriptor 1023, where GTK fails with
# "cannot open display": everything but stdin, stdout and stderr is closed first.
for fd_path in /proc/$$/fd/*; do
    fd=${fd_path##*/}
    if [ "$fd" -gt 2 ] 2>/dev/null; then
        eval "exec $fd>&-" 2>/dev/null || true
    fi
done

# One GUI session at a time on this machine: parallel test suites (and parallel test runs) each starting
# an X server and a D-Bus session raced each other under load ("cannot open display"). The lock is
# released when this script exits (children get fd 9 closed, so a straggler cannot hold it).
exec 9>"${TMPDIR:-/tmp}/quire-xvfb.lock"
flock 9

workdir=$(mktemp -d "${TMPDIR:-/tmp}/quire-xvfb.XXXXXX")
xvfb_pid=""
child_pid=""

# stop TARGET: SIGTERM to a pid (or -pgid for a process group), up to 5 s to go, then SIGKILL. A parent
# that spawned this script with SIGTERM blocked (Foundation.Process on Linux does) passes that mask on.
stop() {
    kill -TERM -- "$1" 2>/dev/null || return 0
    for _ in $(seq 50); do
        kill -0 -- "$1" 2>/dev/null || return 0
        sleep 0.1
    done
    kill -KILL -- "$1" 2>/dev/null || true
}

cleanup() {
    # The command runs in its own process group (setsid), so the app and the session's helpers go
    # with it — before the X server, so none of them reports a broken X connection.
    if [ -n "$child_pid" ]; then stop "-$child_pid"; fi
    if [ -n "$xvfb_pid" ]; then
        stop "$xvfb_pid"
        wait "$xvfb_pid" 2>/dev/null || true
    fi
    rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# Xvfb picks a free display itself and writes its number to -displayfd once it accepts connections:
# no guessing at free numbers, no waiting for a socket to appear.
mkfifo "$workdir/display"
# -noreset: by default an X server resets when its last client disconnects, and a client connecting
# during the reset is refused — the at-spi launcher or the app, right after an earlier client left,
# failed with "cannot open display" under load.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$workdir/display" 2>"$workdir/xvfb.log" 9>&- &
xvfb_pid=$!
if ! read -r -t 20 display_number <"$workdir/display"; then
    echo "run-under-xvfb: Xvfb did not start:" >&2
    cat "$workdir/xvfb.log" >&2
    exit 1
fi

export DISPLAY=":$display_number"
export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=atspi NO_AT_BRIDGE=0
# No dconf in a bare session: keep GSettings in memory instead of warning about it.
export GSETTINGS_BACKEND=memory
# A blinking caret keeps the screen changing: a screenshot taken "once the screen stops changing" would
# depend on two captures landing in the same blink phase, which under load they often do not. The
# setting goes in a system config dir, which the app's own (sandboxed) user settings.ini still overrides.
mkdir -p "$workdir/config/gtk-4.0"
printf '[Settings]\ngtk-cursor-blink=false\n' >"$workdir/config/gtk-4.0/settings.ini"
export XDG_CONFIG_DIRS="$workdir/config:${XDG_CONFIG_DIRS:-/etc/xdg}"
if [ -z "${XDG_RUNTIME_DIR:-}" ] || [ ! -w "${XDG_RUNTIME_DIR}" ]; then
    mkdir -m 0700 "$workdir/runtime"
    export XDG_RUNTIME_DIR="$workdir/runtime"
fi

# The test desktop is an X server, a D-Bus session and AT-SPI — no xdg-desktop-portal. Where one is
# installed (flatpak pulls it in) without a desktop's backend, GTK finds it activatable, asks it for
# Inhibit (it asks the portal when no GNOME session manager runs) and warns that the interface is
# missing. The session's services are the system's but for the portals.
mkdir "$workdir/dbus-services"
for service in /usr/share/dbus-1/services/*.service; do
    case "${service##*/}" in
        org.freedesktop.portal.*|org.freedesktop.impl.portal.*) ;;
        *) ln -s "$service" "$workdir/dbus-services/" ;;
    esac
done
sed "s|<standard_session_servicedirs */>|<servicedir>$workdir/dbus-services</servicedir>|" \
    /usr/share/dbus-1/session.conf >"$workdir/dbus-session.conf"

setsid --wait dbus-run-session --config-file="$workdir/dbus-session.conf" -- "$@" 9>&- &
child_pid=$!
set +e
wait "$child_pid"
status=$?
set -e
if [ "$status" -ne 0 ]; then
    # For the person reading a failure: was the X server still there?
    if kill -0 "$xvfb_pid" 2>/dev/null; then
        echo "run-under-xvfb: status $status; Xvfb on :$display_number still running; its log:" >&2
        cat "$workdir/xvfb.log" >&2
    else
        xvfb_status=0
        wait "$xvfb_pid" 2>/dev/null || xvfb_status=$?
        echo "run-under-xvfb: status $status; Xvfb on :$display_number had exited ($xvfb_status):" >&2
        cat "$workdir/xvfb.log" >&2
    fi
fi
exit "$status"
