#!/usr/bin/python3
"""GUI test of an app installed from its .deb (`quire bundle`, then `dpkg -i`): the desktop opens a
document with it the way Files would, and its window shows the document.

  checklist  `gio mime application/x-checklist` names org.quire.Checklist.desktop; `gio open` of a
             .checklist starts the installed app (/usr/lib/checklist/ChecklistApp, through
             /usr/bin/checklist), whose window — titled after the file — lists its items.
  notes      `gio launch /usr/share/applications/org.quire.Notes.desktop note.txt`: the installed
             Notes (/usr/lib/notes/NotesApp) shows the note's text.

Each in its own HOME and XDG folders (so only the system's MIME and desktop databases answer), the
app ended with Ctrl+Q. gio starts the app detached: it is found on the accessibility bus by its
program name and checked by its process's executable. Exit status 0 when it all happened and the app
printed no GTK problems.

usage: run-under-xvfb.sh /usr/bin/python3 installed_app_test.py SCREENSHOT-FOLDER SCENARIO…
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid

import pyatspi

import quiregui
from checklist_test import expect_rows, sandbox, step
from notes_test import editor_text, focus, labels

TIMEOUT = 20.0


def gio(env, log, *arguments):
    """Runs `gio ARGUMENTS…`; the app it starts inherits `log` as its stdout and stderr (a pipe would
    stay open for as long as the app runs)."""
    completed = subprocess.run(["gio", *arguments], env=env, stdout=log, stderr=log, timeout=30)
    if completed.returncode != 0:
        log.seek(0)
        raise quiregui.GuiTestError(f"gio {' '.join(arguments)} failed: {log.read()}")


def installed_app(name, executable):
    """The root accessible of the running app called `name`, once it is on the bus, and its pid, which
    must be a process of `executable`."""
    root = quiregui.wait_until(lambda: quiregui.find_application(name),
                               f"application {name!r} on the accessibility bus", TIMEOUT)
    pid = root.get_process_id()
    actual = os.path.realpath(f"/proc/{pid}/exe")
    if actual != executable:
        raise quiregui.GuiTestError(f"the window belongs to {actual}, not the installed {executable}")
    return root, pid


def running(pid):
    """Whether `pid` is a live process (not gone, not a zombie waiting to be reaped)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def quit_app(window, title, pid, focus_target):
    """Ctrl+Q in `window`; the process must be gone within the timeout (else it is ended and the test
    fails). gio started it detached, so it is not ours to wait for: it is watched in /proc."""
    focus(focus_target, title)
    quiregui.key("ctrl+q")
    deadline = time.monotonic() + TIMEOUT
    while running(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if running(pid):
        os.kill(pid, signal.SIGTERM)
        raise quiregui.GuiTestError(f"the app (pid {pid}) was still running {TIMEOUT:g}s after Ctrl+Q")


def check_log(log):
    log.seek(0)
    text = log.read()
    if text:
        print(f"--- app output ---\n{text}--- end ---", file=sys.stderr)
    problems = [line for line in text.splitlines() if quiregui.STDERR_PROBLEMS.search(line)]
    if problems:
        raise quiregui.GuiTestError("the installed app printed GTK problems:\n" + "\n".join(problems))


def run_scenario(name, screenshots):
    """Runs the scenario `name` in a sandbox of its own, removed afterwards."""
    root_dir = tempfile.mkdtemp(prefix=f"quire-installed-{name}-")
    try:
        SCENARIOS[name](sandbox(root_dir), screenshots)
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)
    print(f"{name} scenario passed")


def checklist_in(folders, screenshots):
    documents, env = folders
    step("gio mime application/x-checklist")
    mime = subprocess.run(["gio", "mime", "application/x-checklist"], env=env, capture_output=True, text=True, timeout=30)
    print(mime.stdout, end="")
    if "Default application for “application/x-checklist”: org.quire.Checklist.desktop" not in mime.stdout:
        raise quiregui.GuiTestError(f"gio mime does not name the installed app: {mime.stdout}{mime.stderr}")

    path = os.path.join(documents, "groceries.checklist")
    with open(path, "w", encoding="utf-8") as file:
        json.dump({"id": str(uuid.uuid4()).upper(), "items": [
            {"id": str(uuid.uuid4()).upper(), "isChecked": False, "title": "Milk"},
            {"id": str(uuid.uuid4()).upper(), "isChecked": True, "title": "Eggs"}]}, file)
    with tempfile.TemporaryFile(mode="w+", prefix="installed-checklist-") as log:
        step("gio open groceries.checklist")
        gio(env, log, "open", path)
        root, pid = installed_app("checklist", "/usr/lib/checklist/ChecklistApp")
        window = quiregui.find(root, pyatspi.ROLE_FRAME, "groceries.checklist", TIMEOUT)
        expect_rows(window, [("Milk", False), ("Eggs", True)], "the opened checklist")
        quiregui.wait_until(lambda: "1 of 2 done" in labels(window), "“1 of 2 done”", TIMEOUT)
        quiregui.screenshot(os.path.join(screenshots, "installed-checklist.png"))
        step("Ctrl+Q")
        quit_app(window, "groceries.checklist", pid, quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Milk", TIMEOUT))
        check_log(log)


def notes_in(folders, screenshots):
    documents, env = folders
    path = os.path.join(documents, "note.txt")
    text = "Hello from the installed package.\n"
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    with tempfile.TemporaryFile(mode="w+", prefix="installed-notes-") as log:
        step("gio launch org.quire.Notes.desktop note.txt")
        gio(env, log, "launch", "/usr/share/applications/org.quire.Notes.desktop", path)
        root, pid = installed_app("notes", "/usr/lib/notes/NotesApp")
        window = quiregui.find(root, pyatspi.ROLE_FRAME, "note.txt", TIMEOUT)
        editor = quiregui.find(window, pyatspi.ROLE_TEXT, None, TIMEOUT)
        quiregui.wait_until(lambda: editor_text(editor) == text, f"the note's text {text!r}", TIMEOUT)
        quiregui.screenshot(os.path.join(screenshots, "installed-notes.png"))
        step("Ctrl+Q")
        quit_app(window, "note.txt", pid, editor)
        check_log(log)


SCENARIOS = {"checklist": checklist_in, "notes": notes_in}


if __name__ == "__main__":
    if len(sys.argv) < 3 or any(name not in SCENARIOS for name in sys.argv[2:]):
        sys.exit(__doc__)
    os.makedirs(sys.argv[1], exist_ok=True)
    try:
        for name in sys.argv[2:]:
            print(f"{name} scenario", flush=True)
            run_scenario(name, sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"installed app test failed: {error}", file=sys.stderr)
        sys.exit(1)
    print("installed app test passed")
