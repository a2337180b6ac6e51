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

import sys

import pyatspi

import quiregui
from chooser_stress import stress
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


def cancelled_prompts(root, _documents):
    """A draft with changes; Ctrl+W's "Save Changes?" answered Cancel again and again, in turn by the
    button's action, a click on it and Escape."""
    launch = quiregui.find(root, pyatspi.ROLE_FRAME, "Checklist", TIMEOUT)
    quiregui.click(quiregui.find(launch, pyatspi.ROLE_PUSH_BUTTON, "Start a Checklist", TIMEOUT), "Checklist")
    window = quiregui.find(root, pyatspi.ROLE_FRAME, "Untitled", TIMEOUT)
    field = quiregui.find(window, pyatspi.ROLE_TEXT, "New item", TIMEOUT)
    quiregui.click(field, "Untitled")
    quiregui.type_text("Milk")
    quiregui.key("Return")
    quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Milk", TIMEOUT)
    index = 0
    while True:
        # Keys go to the window under the pointer (no window manager): point at the document.
        quiregui.click(field, "Untitled")
        quiregui.key("ctrl+w")
        quiregui.wait_until(lambda: QUESTION in labels(root), "the Save Changes? dialog", TIMEOUT)
        answer_cancel(root, index % 3)
        quiregui.wait_until(lambda: QUESTION not in labels(root), "the dialog to close", TIMEOUT)
        quiregui.find(root, pyatspi.ROLE_FRAME, "Untitled", TIMEOUT)
        yield
        index += 1


def main(executable, count):
    return stress(executable, count, "quire-dialog-stress-", cancelled_prompts)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
