#!/usr/bin/python3
"""GUI test of a document app's shell on GTK (QuireUIDemo --shell), driven as a person would:

  search    Ctrl+F reveals the search bar (searchable); typing in it filters the list, and the
            action bar's status item follows; Escape hides the bar
  popover   the Details button opens a popover pointing at it; Escape closes it and its binding
            follows; its own Close button closes it too
  mover     Move File… (fileMover) opens a folder chooser; the folder chosen receives the file,
            which leaves its old place

usage: run-under-xvfb.sh /usr/bin/python3 shell_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import os
import shutil
import sys
import tempfile

import pyatspi

import quiregui
from notes_test import choose_folder

TITLE = "Quire Shell Demo"


def step(text):
    print(f"  · {text}", flush=True)


def gone(root, role, name, what):
    quiregui.wait_until(lambda: quiregui.search(root, role, name) is None, what)


def main(executable, screenshot_path):
    # Not in a crowded /tmp: the file chooser lists each folder of a typed path.
    base = "/var/tmp" if os.access("/var/tmp", os.W_OK) else None
    sandbox = tempfile.mkdtemp(prefix="quire-shell-", dir=base)
    try:
        source = os.path.join(sandbox, "notes.txt")
        archive = os.path.join(sandbox, "Archive")
        os.makedirs(archive)
        with open(source, "w", encoding="utf-8") as note:
            note.write("moved by fileMover")
        env = dict(os.environ, QUIRE_DEMO_MOVE_FILE=source)
        with quiregui.App([executable, "--shell"], name="QuireUIDemo", env=env) as app:
            root = app.accessible()
            window = quiregui.find(root, pyatspi.ROLE_FRAME, TITLE)
            quiregui.window_geometry(TITLE)
            quiregui.find(window, pyatspi.ROLE_LABEL, "Shown: 5")
            quiregui.find(window, pyatspi.ROLE_LABEL, "All fruits")

            step("Ctrl+F reveals the search bar; typing filters the list")
            quiregui.click(quiregui.find(window, pyatspi.ROLE_LABEL, "Shown: 5"), TITLE)
            quiregui.key("ctrl+f")
            quiregui.type_text("an")
            quiregui.find(window, pyatspi.ROLE_LABEL, "Shown: 3")
            quiregui.find(window, pyatspi.ROLE_LABEL, "Filtered")
            for fruit in ("Banana", "Mango", "Orange"):
                quiregui.find(window, pyatspi.ROLE_LABEL, fruit)
            gone(window, pyatspi.ROLE_LABEL, "Apple", "Apple to be filtered out")
            quiregui.screenshot(screenshot_path)
            quiregui.key("Escape")

            step("the Details popover opens at its button; Escape closes it")
            details = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Details")
            quiregui.click(details, TITLE)
            quiregui.find(root, pyatspi.ROLE_LABEL, "Popover details")
            quiregui.find(window, pyatspi.ROLE_LABEL, "Popover: open")
            quiregui.key("Escape")
            gone(root, pyatspi.ROLE_LABEL, "Popover details", "the popover to close")
            quiregui.find(window, pyatspi.ROLE_LABEL, "Popover: closed")

            step("and its own button closes it too")
            quiregui.click(details, TITLE)
            close = quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, "Close Details")
            close.queryAction().doAction(0)
            gone(root, pyatspi.ROLE_LABEL, "Popover details", "the popover to close by its button")
            quiregui.find(window, pyatspi.ROLE_LABEL, "Popover: closed")

            step("Move File… moves the file into the chosen folder")
            quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Move File…"), TITLE)
            choose_folder(root, "Move “notes.txt”", archive)
            quiregui.find(window, pyatspi.ROLE_LABEL, "Moved to Archive")
            moved = os.path.join(archive, "notes.txt")
            quiregui.wait_until(lambda: os.path.exists(moved) and not os.path.exists(source), "the file to move")
            with open(moved, encoding="utf-8") as note:
                if note.read() != "moved by fileMover":
                    raise quiregui.GuiTestError("the moved file's content changed")
        print(f"shell demo test passed; screenshot: {screenshot_path}")
    finally:
        shutil.rmtree(sandbox, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        sys.exit(f"shell demo test failed: {error}")
