#!/usr/bin/python3
"""Stress test of AdwMessageDialog's close (not part of `swift test`): one ChecklistApp with a draft that
has changes, its "Save Changes?" dialog (Ctrl+W) opened COUNT times and answered Cancel — in turn by the
button's AT-SPI action, by a real click on it, and by Escape (the dialog's close response) — while a second process asks the app's AT-SPI
root for its windows nonstop. The app runs under `gdb -batch` with G_DEBUG=fatal-criticals, so a
critical or a crash stops it with a backtrace.

Written to check whether message dialogs share the GTK 4.8 trap of GtkFileChooserNative (a closed
dialog left hidden in GTK's toplevel list, handed out by the AT-SPI root with a NULL object path:
see "GTK 4.8 trap" in docs/ARCHITECTURE.md and chooser_stress.py, which hits it within a few closes).

usage: run-under-xvfb.sh /usr/bin/python3 dialog_stress.py PATH/TO/ChecklistApp COUNT
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
from chooser_stress import ask_windows
from notes_test import dialog_button, labels

TIMEOUT = 60.0
QUESTION = "Save Changes?"


def dialog_geometry(main_title):
    """(x, y, width, height) of the app's visible X window that isn't the document's: the dialog."""
    ids = quiregui.xdotool("search", "--onlyvisible", "--class", "ChecklistApp").split()
    for window_id in reversed(ids):
        if quiregui.xdotool("getwindowname", window_id).strip() == main_title:
            continue
        values = dict(line.split("=", 1) for line in
                      quiregui.xdotool("getwindowgeometry", "--shell", window_id).splitlines() if "=" in line)
        if {"X", "Y", "WIDTH", "HEIGHT"} <= values.keys():
            return tuple(int(values[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
    return None


def answer_cancel(root, way):
    """Cancel the dialog: 0 by the button's action, 1 by clicking the button, 2 by Escape over it."""
    cancel = dialog_button(root, "Cancel")
    geometry = quiregui.wait_until(lambda: dialog_geometry("Untitled"), "the dialog's X window", TIMEOUT) if way else None
    if not geometry:
        cancel.queryAction().doAction(0)
        return
    extents = cancel.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x, y = geometry[0] + extents.x + extents.width // 2, geometry[1] + extents.y + extents.height // 2
    if quiregui.pointer_position() != (x, y):
        quiregui.xdotool("mousemove", "--sync", x, y)
    if way == 1:
        quiregui.xdotool("click", 1)
    else:
        quiregui.key("Escape")


def main(executable, count):
    root_dir = tempfile.mkdtemp(prefix="quire-dialog-stress-", dir=SANDBOX_BASE)
    _, env = sandbox(root_dir)
    env["G_DEBUG"] = "fatal-criticals"
    log_path = os.path.join(root_dir, "gdb.log")
    closes = 0
    with open(log_path, "w") as log:
        gdb = subprocess.Popen(["gdb", "-q", "-batch", "-ex", "set pagination off",
                                "-ex", "handle SIGPIPE nostop noprint", "-ex", "run", "-ex", "bt 40",
                                "--args", executable], stdout=log, stderr=subprocess.STDOUT, env=env)
        asker = subprocess.Popen([sys.executable, os.path.abspath(os.path.join(os.path.dirname(__file__),
                                                                               "chooser_stress.py")),
                                  "--ask-windows", "ChecklistApp"])
        try:
            root = quiregui.wait_until(lambda: quiregui.find_application("ChecklistApp"), "the app", TIMEOUT)
            launch = quiregui.find(root, pyatspi.ROLE_FRAME, "Checklist", TIMEOUT)
            quiregui.click(quiregui.find(launch, pyatspi.ROLE_PUSH_BUTTON, "Start a Checklist", TIMEOUT), "Checklist")
            window = quiregui.find(root, pyatspi.ROLE_FRAME, "Untitled", TIMEOUT)
            field = quiregui.find(window, pyatspi.ROLE_TEXT, "New item", TIMEOUT)
            quiregui.click(field, "Untitled")
            quiregui.type_text("Milk")
            quiregui.key("Return")
            quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Milk", TIMEOUT)
            for index in range(count):
                # Keys go to the window under the pointer (no window manager): point at the document.
                quiregui.click(field, "Untitled")
                quiregui.key("ctrl+w")
                quiregui.wait_until(lambda: QUESTION in labels(root), "the Save Changes? dialog", TIMEOUT)
                answer_cancel(root, index % 3)
                quiregui.wait_until(lambda: QUESTION not in labels(root), "the dialog to close", TIMEOUT)
                quiregui.find(root, pyatspi.ROLE_FRAME, "Untitled", TIMEOUT)
                if gdb.poll() is not None:
                    raise quiregui.GuiTestError("the app exited")
                closes += 1
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


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
