#!/usr/bin/python3
"""Stress test of the file chooser's close (not part of `swift test`): one ChecklistApp, its Save As
chooser opened COUNT times — closed with Escape twice, then saved through (a typed path, Enter) — while
a second process (this script with --ask-windows) asks the app's AT-SPI root for its windows nonstop.
The app runs under `gdb -batch` with G_DEBUG=fatal-criticals, so a critical or a crash stops it with a
backtrace.

Written for the GTK 4.8 AT-SPI crash after a chooser closed ("g_variant_new_object_path: assertion
'g_variant_is_object_path (object_path)' failed", then a segfault in GLib; see "GTK 4.8 trap" in
docs/ARCHITECTURE.md): the GUI tests hit it about once in 20 runs, this within a few closes.

usage: run-under-xvfb.sh /usr/bin/python3 chooser_stress.py PATH/TO/ChecklistApp COUNT
(the binary must be named ChecklistApp: AT-SPI knows the app by its program name).
Prints "closes=N crashed=BOOL"; exit status 0 when all COUNT closes went by with the app alive.
"""

import os
import shutil
import subprocess
import sys
import tempfile

import pyatspi

import quiregui
from checklist_test import sandbox, SANDBOX_BASE
from notes_test import dialog_open, focused_text_in, save_through_chooser

TIMEOUT = 60.0


def ask_windows(name):
    """Forever: the root of the application `name`, its child count, then each child by index (an
    index can be stale by the time it is asked: that is the point)."""
    while True:
        try:
            application = quiregui.find_application(name)
            for index in range(application.childCount if application else 0):
                window = application.getChildAtIndex(index)
                if window is not None:
                    _ = window.name
        except Exception:  # the app going away, a stale child: keep asking
            pass


def stress(executable, count, prefix, scenario):
    """The harness both stress scripts share: the app under `gdb -batch` with G_DEBUG=fatal-criticals,
    a second process asking its AT-SPI root for windows nonstop, and `scenario(root, documents)` — a
    generator that opens and closes a dialog once per item it yields — run until COUNT closes, the
    app's death or a GUI error. Prints "closes=N crashed=BOOL"; returns the exit status."""
    root_dir = tempfile.mkdtemp(prefix=prefix, dir=SANDBOX_BASE)
    documents, env = sandbox(root_dir)
    env["G_DEBUG"] = "fatal-criticals"
    log_path = os.path.join(root_dir, "gdb.log")
    closes = 0
    with open(log_path, "w") as log:
        gdb = subprocess.Popen(["gdb", "-q", "-batch", "-ex", "set pagination off",
                                "-ex", "handle SIGPIPE nostop noprint", "-ex", "run", "-ex", "bt 40",
                                "--args", executable], stdout=log, stderr=subprocess.STDOUT, env=env)
        asker = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--ask-windows", "ChecklistApp"])
        try:
            root = quiregui.wait_until(lambda: quiregui.find_application("ChecklistApp"), "the app", TIMEOUT)
            for _ in scenario(root, documents):
                if gdb.poll() is not None:
                    raise quiregui.GuiTestError("the app exited")
                closes += 1
                if closes == count:
                    break
        except quiregui.GuiTestError as error:
            print(f"stopped after {closes} closes: {error}", flush=True)
        finally:
            asker.kill()
            asker.wait()
            if gdb.poll() is None:
                # The app is gdb's only child: ending it lets gdb finish (and print nothing more).
                subprocess.run(["pkill", "-TERM", "-P", str(gdb.pid)], check=False)
                try:
                    gdb.wait(20)
                except subprocess.TimeoutExpired:
                    gdb.kill()
                    gdb.wait()
    with open(log_path) as log:
        text = log.read()
    crashed = any(signal in text for signal in ("SIGSEGV", "SIGTRAP", "SIGABRT"))
    if crashed:
        print("\n".join(line for line in text.splitlines()
                        if not line.startswith(("[New Thread", "[Thread", "During symbol", "warning"))))
    shutil.rmtree(root_dir, ignore_errors=True)
    print(f"closes={closes} crashed={crashed}", flush=True)
    return 0 if closes == count and not crashed else 1


def save_as_closes(root, documents):
    """Save As opened again and again: closed with Escape twice, then saved through a typed path."""
    launch = quiregui.find(root, pyatspi.ROLE_FRAME, "Checklist", TIMEOUT)
    quiregui.click(quiregui.find(launch, pyatspi.ROLE_PUSH_BUTTON, "Start a Checklist", TIMEOUT), "Checklist")
    title = "Untitled"
    quiregui.find(root, pyatspi.ROLE_FRAME, title, TIMEOUT)
    index = 0
    while True:
        quiregui.key("ctrl+shift+s")
        focused_text_in(root, "Save As", "the Save As name field")
        if index % 3 == 2:
            path = os.path.join(documents, f"list{index}.checklist")
            save_through_chooser(root, path)
            quiregui.wait_until(lambda: os.path.exists(path), f"{path} to be written", TIMEOUT)
            title = os.path.basename(path)
        else:
            quiregui.key("Escape")
            quiregui.wait_until(lambda: not dialog_open(root, "Save As"), "Save As to close", TIMEOUT)
        quiregui.find(root, pyatspi.ROLE_FRAME, title, TIMEOUT)
        yield
        index += 1


def main(executable, count):
    return stress(executable, count, "quire-chooser-stress-", save_as_closes)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--ask-windows":
        ask_windows(sys.argv[2])
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
