#!/usr/bin/env bash
# Runs Debian 12's real document portal (xdg-document-portal 1.16, what a Flatpak app's files reach it
# through) for the sandbox tests, on a private D-Bus session bus. Root only (it needs /dev/fuse).
#
#   testportal.sh start STATE        a session bus, xdg-permission-store and xdg-document-portal, their
#                                    files in STATE/ (created); the portal's mount is STATE/run/doc
#   testportal.sh export STATE FILE  exports FILE as a document (Documents.Add, as the file chooser
#                                    portal does); prints its path in the mount, STATE/run/doc/ID/NAME
#   testportal.sh stop STATE         unmounts, stops the three and removes STATE
#
# The portal's binaries come from the xdg-desktop-portal package extracted into $QUIRE_PORTAL_ROOT
# (scripts/install-deps.sh), never installed: installed, its D-Bus service files make every session
# bus start xdg-desktop-portal when GTK asks for Inhibit, and the GUI tests would see its warnings.
set -euo pipefail

root=${QUIRE_PORTAL_ROOT:-/opt/quire-test-tools/xdg-desktop-portal}
libexec=$root/usr/libexec

die() { echo "testportal: $*" >&2; exit 1; }

# Waits (a bounded number of short pauses) until "$@" succeeds: the daemons start asynchronously.
wait_for() {
    local what=$1 tries=0; shift
    until "$@" >/dev/null 2>&1; do
        tries=$((tries + 1)); [ $tries -lt 200 ] || die "$what did not start: $(cat "$state"/*.log 2>/dev/null)"
        sleep 0.05
    done
}

start() {
    [ "$(id -u)" -eq 0 ] || die "must run as root"
    [ -x "$libexec/xdg-document-portal" ] || die "no $libexec/xdg-document-portal (run scripts/install-deps.sh)"
    mkdir -p "$state/run"
    chmod 700 "$state/run"
    # The permission store's database goes to $XDG_DATA_HOME/flatpak/db: STATE too.
    export XDG_RUNTIME_DIR=$state/run XDG_DATA_HOME=$state/data DBUS_SESSION_BUS_ADDRESS=unix:path=$state/bus
    dbus-daemon --session --address="$DBUS_SESSION_BUS_ADDRESS" --fork --print-pid > "$state/dbus.pid" 2> "$state/dbus.log"
    "$libexec/xdg-permission-store" --replace > "$state/permission-store.log" 2>&1 &
    echo $! > "$state/permission-store.pid"
    wait_for "xdg-permission-store" gdbus wait --session --timeout 1 org.freedesktop.impl.portal.PermissionStore
    "$libexec/xdg-document-portal" --replace > "$state/document-portal.log" 2>&1 &
    echo $! > "$state/document-portal.pid"
    wait_for "xdg-document-portal" grep -q " $state/run/doc .* - fuse.portal " /proc/self/mountinfo
    wait_for "xdg-document-portal" gdbus wait --session --timeout 1 org.freedesktop.portal.Documents
}

export_file() {  # export_file FILE
    [ -f "$1" ] || die "no file $1"
    # gdbus can't pass a descriptor: Debian's python3 with GI can.
    local id
    id=$(DBUS_SESSION_BUS_ADDRESS=unix:path=$state/bus /usr/bin/python3 - "$1" <<'PY'
import os, sys
from gi.repository import Gio, GLib
bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
fds = Gio.UnixFDList.new()
index = fds.append(os.open(sys.argv[1], os.O_PATH | os.O_CLOEXEC))
reply, _ = bus.call_with_unix_fd_list_sync(
    "org.freedesktop.portal.Documents", "/org/freedesktop/portal/documents", "org.freedesktop.portal.Documents",
    "Add", GLib.Variant("(hbb)", (index, True, False)), GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, -1, fds, None)
print(reply.unpack()[0])
PY
)
    echo "$state/run/doc/$id/$(basename "$1")"
}

stop() {
    # By the mount table: a portal that died leaves a mount that can't be stat'ed.
    if grep -q " $state/run/doc " /proc/self/mountinfo; then
        fusermount3 -u "$state/run/doc" 2>/dev/null || umount -l "$state/run/doc"
    fi
    # SIGKILL: a test process starts them with its signal mask, which may block SIGTERM; nothing of
    # theirs needs keeping (their files are in STATE).
    local name
    for name in document-portal permission-store dbus; do
        if [ -f "$state/$name.pid" ]; then kill -KILL "$(cat "$state/$name.pid")" 2>/dev/null || true; fi
    done
    rm -rf "$state"
}

state=${2:-}
[ -n "$state" ] || die "usage: testportal.sh start STATE | export STATE FILE | stop STATE"
case "$1" in
    start) start ;;
    export) [ $# -eq 3 ] || die "usage: testportal.sh export STATE FILE"; export_file "$3" ;;
    stop) stop ;;
    *) die "usage: testportal.sh start STATE | export STATE FILE | stop STATE" ;;
esac
