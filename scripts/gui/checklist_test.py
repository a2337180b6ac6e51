#!/usr/bin/python3
"""GUI test of the Checklist app (seed 001 on QuireUI), driven as a person would: through the
accessibility tree (AT-SPI) and real key presses and clicks (xdotool), checked on disk.

In its own HOME and XDG folders: launch window → "Start a Checklist" → add Milk, Eggs, Bread through
the new-item row at the list's end (Enter) → the rows' Delete buttons drawn only on the row under the pointer (looked at on the screen) → toggle
Eggs (CHECKED, "1 of 3 done") → delete Milk with its row's Delete button → Alt+Down moves Eggs below
Bread → Ctrl+Z twice (the move, then the delete, undone) → Ctrl+Shift+Z (the delete again) → rename
Bread in place (its field, Enter) → drag Rye Bread by its handle onto Eggs → Ctrl+S through the file
chooser into a temporary folder → the JSON on disk decodes to exactly [Rye Bread, Eggs ✓] → Ctrl+Q
exits 0. The list
(check box names and states, in order) is read from the AT-SPI tree after every step. Then: bad input,
`gio open` into the running app; and on their own the Viewer role (a checklist opened read-only, edits
refused) and a checklist on an exFAT stick (the drive's weaker guarantee said once, in words).

usage: run-under-xvfb.sh /usr/bin/python3 checklist_test.py PATH/TO/ChecklistApp SCREENSHOT.png [SCENARIO…]
(the launch window is saved beside it as SCREENSHOT-launch.png). Scenarios: "edit", "keyboard" (keyboard
only: Tab, Enter, Space, Alt+Up/Down, Delete), "bad input", "gio open" (the default: these four), "viewer" and "drive" (root: a checklist on an exFAT stick).
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import uuid

import pyatspi

import quiregui
# The file chooser and dialog helpers are the Notes test's.
from notes_test import save_through_chooser, labels, focus, dialog_button, menu_command

APP_NAME = "ChecklistApp"   # GTK's program name: what AT-SPI calls the application
LAUNCH_TITLE = "Checklist"  # CFBundleName from the app's Info.plist
TIMEOUT = 20.0


# Not in a crowded /tmp: GTK's file chooser completes a typed path by listing each folder on the way,
# and thousands of entries there stalled the app under load (notes_test.py does the same).
SANDBOX_BASE = "/var/tmp" if os.path.isdir("/var/tmp") and os.access("/var/tmp", os.W_OK) else None


def step(text):
    print(f"  · {text}", flush=True)


def rows(window):
    """[(title, checked)] of the list's rows in order, or None while there is no list."""
    box = quiregui.search(window, pyatspi.ROLE_LIST)
    if box is None:
        return None
    found = []
    for index in range(box.childCount):
        check = quiregui.search(box.getChildAtIndex(index), pyatspi.ROLE_CHECK_BOX)
        if check is not None:
            found.append((check.name, quiregui.has_state(check, pyatspi.STATE_CHECKED)))
    return found


def expect_rows(window, expected, what):
    last = [None]

    def matches():
        last[0] = rows(window)
        return last[0] == expected
    try:
        quiregui.wait_until(matches, what, TIMEOUT)
    except quiregui.GuiTestError:
        raise quiregui.GuiTestError(f"{what}: the list shows {last[0]}, expected {expected}") from None


def row_containing(window, title):
    def lookup():
        box = quiregui.search(window, pyatspi.ROLE_LIST)
        for index in range(box.childCount if box else 0):
            row = box.getChildAtIndex(index)
            if quiregui.search(row, pyatspi.ROLE_CHECK_BOX, title) is not None:
                return row
        return None
    return quiregui.wait_until(lookup, f"the row of {title!r}", TIMEOUT)


def delete_button_drawn(window, title, item):
    """Whether the Delete button of `item`'s row is drawn: the row keeps the button (transparent)
    while it is hidden, so this looks at the screen — the button's area holds the trash icon's ink, or
    only the row's background."""
    button = quiregui.find(row_containing(window, item), pyatspi.ROLE_PUSH_BUTTON, "Delete", TIMEOUT)
    extents = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x, y, _, _ = quiregui.window_geometry(title)
    shot = quiregui.screenshot(os.path.join(tempfile.gettempdir(), f"checklist-row-{os.getpid()}.png"))
    try:
        ppm = subprocess.run(["convert", shot, "-crop", f"{extents.width}x{extents.height}+{x + extents.x}+{y + extents.y}",
                              "+repage", "-depth", "8", "ppm:-"], check=True, capture_output=True).stdout
    finally:
        os.remove(shot)
    header = re.match(rb"P6\s+\d+\s+\d+\s+255\s", ppm)
    pixels = ppm[header.end():]
    background = pixels[:3]
    ink = sum(1 for i in range(0, len(pixels), 3)
              if max(abs(pixels[i + c] - background[c]) for c in range(3)) > 64)
    return ink >= 10


def expect_delete_buttons(window, title, shown, hidden, what):
    """Waits until the rows of `shown` draw their Delete buttons and those of `hidden` don't."""
    def matches():
        return (all(delete_button_drawn(window, title, item) for item in shown)
                and not any(delete_button_drawn(window, title, item) for item in hidden))
    quiregui.wait_until(matches, f"{what}: Delete drawn on {shown} only, not on {hidden}", TIMEOUT)


def drag_by_handle(window, title, item, onto):
    """Presses `item`'s drag handle and moves the pointer, still pressed, to the middle of `onto`'s
    row, then releases, as a person reorders a GNOME list."""
    handle = quiregui.find(row_containing(window, item), pyatspi.ROLE_IMAGE, "Drag to reorder", TIMEOUT)
    start = quiregui.screen_center(handle, title)
    end = quiregui.screen_center(row_containing(window, onto), title)
    quiregui.xdotool("mousemove", "--sync", *start)
    quiregui.xdotool("mousedown", 1)
    steps = 12
    for i in range(1, steps + 1):
        point = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        if quiregui.pointer_position() != point:
            quiregui.xdotool("mousemove", "--sync", *point)
    quiregui.xdotool("mouseup", 1)


def expect_label(window, text):
    quiregui.wait_until(lambda: text in labels(window), f"the label {text!r}", TIMEOUT)


def expect_undo_names(window, undo, redo, what):
    """The header bar's Undo/Redo buttons carry the undo manager's menu titles as tooltips, which GTK
    also gives them as accessible descriptions."""
    def names():
        return (quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Undo", TIMEOUT).description,
                quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Redo", TIMEOUT).description)
    last = [None]

    def matches():
        last[0] = names()
        return last[0] == (undo, redo)
    try:
        quiregui.wait_until(matches, what, TIMEOUT)
    except quiregui.GuiTestError:
        raise quiregui.GuiTestError(f"{what}: the Undo/Redo tooltips are {last[0]}, expected {(undo, redo)}") from None


def saved_items(path):
    """The items of the checklist at `path`, checked the way the app's decoder would read them."""
    with open(path, encoding="utf-8") as file:
        checklist = json.load(file)
    if set(checklist) != {"id", "items"}:
        raise quiregui.GuiTestError(f"the saved checklist has keys {sorted(checklist)}")
    uuid.UUID(checklist["id"])
    items = []
    for item in checklist["items"]:
        if set(item) != {"id", "isChecked", "title"}:
            raise quiregui.GuiTestError(f"a saved item has keys {sorted(item)}")
        uuid.UUID(item["id"])
        if not isinstance(item["isChecked"], bool) or not isinstance(item["title"], str):
            raise quiregui.GuiTestError(f"a saved item has the wrong types: {item}")
        items.append((item["title"], item["isChecked"]))
    if len({item["id"] for item in checklist["items"]}) != len(items):
        raise quiregui.GuiTestError("the saved items share ids")
    return items


def sandbox(root_dir):
    """HOME (with Documents) and XDG folders inside `root_dir`: (documents folder, environment)."""
    home = os.path.join(root_dir, "home")
    documents = os.path.join(home, "Documents")
    os.makedirs(documents)
    env = dict(os.environ)
    env.update({
        "HOME": home,
        "XDG_DATA_HOME": os.path.join(home, ".local/share"),
        "XDG_CONFIG_HOME": os.path.join(home, ".config"),
        "XDG_CACHE_HOME": os.path.join(home, ".cache"),
    })
    return documents, env


def scenario_edit(executable, screenshot_path):
    root_dir = tempfile.mkdtemp(prefix="quire-checklist-", dir=SANDBOX_BASE)
    try:
        documents, env = sandbox(root_dir)
        path = os.path.join(documents, "groceries.checklist")

        with quiregui.App([executable], name=APP_NAME, env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            step("launch window → Start a Checklist")
            launch = quiregui.find(root, pyatspi.ROLE_FRAME, LAUNCH_TITLE, TIMEOUT)
            quiregui.screenshot(os.path.splitext(screenshot_path)[0] + "-launch.png")
            quiregui.click(quiregui.find(launch, pyatspi.ROLE_PUSH_BUTTON, "Start a Checklist", TIMEOUT), LAUNCH_TITLE)
            title = "Untitled"
            window = quiregui.find(root, pyatspi.ROLE_FRAME, title, TIMEOUT)
            expect_label(window, "No Items")
            expect_label(window, "0 of 0 done")

            step("add three items")
            field = quiregui.find(window, pyatspi.ROLE_TEXT, "New item", TIMEOUT)
            quiregui.click(field, title)
            for item in ["Milk", "Eggs", "Bread"]:
                quiregui.type_text(item)
                quiregui.key("Return")
                quiregui.find(window, pyatspi.ROLE_CHECK_BOX, item, TIMEOUT)
            expect_rows(window, [("Milk", False), ("Eggs", False), ("Bread", False)], "after adding three items")
            expect_label(window, "0 of 3 done")

            step("the rows' Delete buttons: only under the pointer")
            focus(quiregui.find(window, pyatspi.ROLE_LABEL, "0 of 3 done", TIMEOUT), title)
            expect_delete_buttons(window, title, [], ["Milk", "Eggs", "Bread"], "the pointer off the rows")
            focus(quiregui.find(row_containing(window, "Eggs"), pyatspi.ROLE_TEXT, "Title", TIMEOUT), title)
            expect_delete_buttons(window, title, ["Eggs"], ["Milk", "Bread"], "the pointer over Eggs")

            step("toggle Eggs")
            quiregui.click(quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Eggs", TIMEOUT), title)
            expect_rows(window, [("Milk", False), ("Eggs", True), ("Bread", False)], "after toggling Eggs")
            expect_label(window, "1 of 3 done")
            expect_undo_names(window, "Undo Toggle “Eggs”", "Redo", "after toggling Eggs")

            step("delete Milk")
            delete = quiregui.find(row_containing(window, "Milk"), pyatspi.ROLE_PUSH_BUTTON, "Delete", TIMEOUT)
            quiregui.click(delete, title)
            expect_rows(window, [("Eggs", True), ("Bread", False)], "after deleting Milk")
            expect_label(window, "1 of 2 done")

            step("Alt+Down on Eggs")
            eggs = quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Eggs", TIMEOUT)
            if not quiregui.has_state(eggs, pyatspi.STATE_FOCUSED):
                raise quiregui.GuiTestError("Eggs' check box lost the focus to the Delete button")
            quiregui.key("alt+Down")
            expect_rows(window, [("Bread", False), ("Eggs", True)], "after Alt+Down on Eggs")

            step("Ctrl+Z twice, Ctrl+Shift+Z")
            focus(eggs, title)
            quiregui.key("ctrl+z")
            expect_rows(window, [("Eggs", True), ("Bread", False)], "after undoing the move")
            quiregui.key("ctrl+z")
            expect_rows(window, [("Milk", False), ("Eggs", True), ("Bread", False)], "after undoing the delete")
            quiregui.key("ctrl+shift+z")
            expect_rows(window, [("Eggs", True), ("Bread", False)], "after redoing the delete")
            expect_label(window, "1 of 2 done")
            expect_undo_names(window, "Undo Delete “Milk”", "Redo Move “Eggs”", "after the redo")

            step("rename Bread in place")
            bread_field = quiregui.find(row_containing(window, "Bread"), pyatspi.ROLE_TEXT, "Title", TIMEOUT)
            quiregui.click(bread_field, title)
            quiregui.key("ctrl+a")
            quiregui.type_text("Rye Bread")
            quiregui.key("Return")
            expect_rows(window, [("Eggs", True), ("Rye Bread", False)], "after renaming Bread")

            step("drag Rye Bread by its handle onto Eggs")
            drag_by_handle(window, title, "Rye Bread", onto="Eggs")
            expect_rows(window, [("Rye Bread", False), ("Eggs", True)], "after dragging Rye Bread onto Eggs")

            step("Edit in the header bar (a .toolbar item) → Done → Edit")
            edit = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Edit", TIMEOUT)
            edit_y = edit.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
            field_y = field.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
            if edit_y >= field_y:
                raise quiregui.GuiTestError(f"Edit (y {edit_y}) is not in the header bar above the field (y {field_y})")
            quiregui.click(edit, title)
            quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Done", TIMEOUT), title)
            quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Edit", TIMEOUT)

            step("Ctrl+S into the file chooser")
            quiregui.key("ctrl+s")
            save_through_chooser(root, path)
            quiregui.wait_until(lambda: os.path.exists(path), f"{path} to be written", TIMEOUT)
            items = saved_items(path)
            if items != [("Rye Bread", False), ("Eggs", True)]:
                raise quiregui.GuiTestError(f"the saved checklist holds {items}")
            window = quiregui.find(root, pyatspi.ROLE_FRAME, "groceries.checklist", TIMEOUT)
            quiregui.screenshot(screenshot_path)

            step("About: what the Info.plist says — name, developer, version")
            menu_command(window, "groceries.checklist", "About Checklist")
            about = quiregui.find(root, pyatspi.ROLE_FRAME, "About", TIMEOUT)
            for label in ("Checklist", "The Quire Authors", "1.0.0"):
                quiregui.find(about, pyatspi.ROLE_LABEL, label, TIMEOUT)
            quiregui.key("Escape")
            quiregui.wait_until(lambda: quiregui.search(root, pyatspi.ROLE_FRAME, "About") is None, "About to close", TIMEOUT)

            step("Ctrl+Q")
            focus(quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Eggs", TIMEOUT), "groceries.checklist")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        print("edit scenario passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


def press_until_focused(keys, accessible_of, what, limit=16):
    """Presses `keys` (Tab, Shift+Tab) until the accessible `accessible_of()` finds has the focus."""
    for _ in range(limit):
        found = accessible_of()
        if found is not None and quiregui.has_state(found, pyatspi.STATE_FOCUSED):
            return found
        quiregui.key(keys)
    raise quiregui.GuiTestError(f"{limit} × {keys} never focused {what}")


def scenario_keyboard(executable, screenshot_path):
    """Keyboard only, after the launch window's button: Tab to the new-item row, three items with
    Enter (the focus stays there), Shift+Tab back to an item's check box, Space checks it, Alt+Up and
    Alt+Down move it, Delete deletes it, Ctrl+Z brings it back, Tab from it to its title, a new title and
    Enter rename it. Then at a phone's 360 × 720 nothing is cut off or piled up."""
    root_dir = tempfile.mkdtemp(prefix="quire-checklist-", dir=SANDBOX_BASE)
    try:
        _, env = sandbox(root_dir)
        quiregui.use_gnome_window_buttons(env)
        with quiregui.App([executable], name=APP_NAME, env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            launch = quiregui.find(root, pyatspi.ROLE_FRAME, LAUNCH_TITLE, TIMEOUT)
            quiregui.click(quiregui.find(launch, pyatspi.ROLE_PUSH_BUTTON, "Start a Checklist", TIMEOUT), LAUNCH_TITLE)
            title = "Untitled"
            window = quiregui.find(root, pyatspi.ROLE_FRAME, title, TIMEOUT)
            expect_label(window, "No Items")
            focus(window, title)

            step("Tab to the new-item row; One, Two, Three with Enter, the focus staying there")
            field = press_until_focused("Tab", lambda: quiregui.search(window, pyatspi.ROLE_TEXT, "New item"), "New item")
            for item in ["One", "Two", "Three"]:
                quiregui.type_text(item)
                quiregui.key("Return")
                quiregui.find(window, pyatspi.ROLE_CHECK_BOX, item, TIMEOUT)
            expect_rows(window, [("One", False), ("Two", False), ("Three", False)], "after adding three items")
            if not quiregui.has_state(field, pyatspi.STATE_FOCUSED):
                raise quiregui.GuiTestError("the new-item row lost the focus after Enter")
            expect_label(window, "0 of 3 done")

            step("Shift+Tab back to Two's check box, the pointer off the rows: only Two's Delete shows; Space checks it")
            focus(quiregui.find(window, pyatspi.ROLE_LABEL, "0 of 3 done", TIMEOUT), title)
            expect_delete_buttons(window, title, [], ["One", "Two", "Three"], "the focus in the new-item row")
            press_until_focused("shift+Tab", lambda: quiregui.search(window, pyatspi.ROLE_CHECK_BOX, "Two"), "Two's check box")
            expect_delete_buttons(window, title, ["Two"], ["One", "Three"], "the focus on Two's check box")
            quiregui.key("space")
            expect_rows(window, [("One", False), ("Two", True), ("Three", False)], "after Space on Two")
            expect_label(window, "1 of 3 done")

            step("Alt+Up, then Alt+Down twice")
            quiregui.key("alt+Up")
            expect_rows(window, [("Two", True), ("One", False), ("Three", False)], "after Alt+Up on Two")
            press_until_focused("shift+Tab", lambda: quiregui.search(window, pyatspi.ROLE_CHECK_BOX, "Two"), "Two's check box")
            quiregui.key("alt+Down")
            expect_rows(window, [("One", False), ("Two", True), ("Three", False)], "after Alt+Down on Two")

            step("Delete deletes Two; Ctrl+Z brings it back")
            press_until_focused("shift+Tab", lambda: quiregui.search(window, pyatspi.ROLE_CHECK_BOX, "Two"), "Two's check box")
            quiregui.key("Delete")
            expect_rows(window, [("One", False), ("Three", False)], "after Delete on Two")
            expect_label(window, "0 of 2 done")
            quiregui.key("ctrl+z")
            expect_rows(window, [("One", False), ("Two", True), ("Three", False)], "after Ctrl+Z")

            step("Shift+Tab to Two's check box, Tab to its title; a new title, Enter")
            press_until_focused("shift+Tab", lambda: quiregui.search(window, pyatspi.ROLE_CHECK_BOX, "Two"), "Two's check box")
            press_until_focused("Tab", lambda: quiregui.search(row_containing(window, "Two"), pyatspi.ROLE_TEXT, "Title"),
                                "Two's title", limit=3)
            quiregui.key("ctrl+a")
            quiregui.type_text("Second")
            quiregui.key("Return")
            expect_rows(window, [("One", False), ("Second", True), ("Three", False)], "after renaming Two")

            step("at a phone's 360 × 720 nothing is cut off or piled up")
            quiregui.resize_window(title, 360, 720)
            quiregui.expect_laid_out(window, f"{title} at 360 × 720", TIMEOUT)
        print("keyboard scenario passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


def scenario_bad_input(executable):
    """Two files on the command line: one not JSON → an error dialog naming it; one whose items share an
    id → opens with both items and the repair notice. Neither file is written."""
    root_dir = tempfile.mkdtemp(prefix="quire-checklist-bad-", dir=SANDBOX_BASE)
    try:
        documents, env = sandbox(root_dir)
        broken = os.path.join(documents, "broken.checklist")
        shared = os.path.join(documents, "shared.checklist")
        same = str(uuid.uuid4()).upper()
        contents = {
            broken: b'{"id": "not even',
            shared: json.dumps({"id": str(uuid.uuid4()).upper(), "items": [
                {"id": same, "isChecked": False, "title": "Tea"},
                {"id": same, "isChecked": True, "title": "Cake"}]}).encode(),
        }
        for path, data in contents.items():
            with open(path, "wb") as file:
                file.write(data)

        with quiregui.App([executable, broken, shared], name=APP_NAME, env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            step("the file that is not JSON: an error dialog")
            heading = quiregui.wait_until(
                lambda: "Couldn’t Open “broken.checklist”" in labels(root), "the error dialog", TIMEOUT)
            body = quiregui.wait_until(
                lambda: next((l for l in labels(root) if "broken.checklist" in l and "Couldn’t Open" not in l), None),
                "the error's message", TIMEOUT)
            print(f"  · error dialog: {body}")
            dialog_button(root, "OK").queryAction().doAction(0)
            quiregui.wait_until(lambda: "Couldn’t Open “broken.checklist”" not in labels(root),
                                "the error dialog to close", TIMEOUT)

            step("the file with a shared id: both items and the notice")
            window = quiregui.find(root, pyatspi.ROLE_FRAME, "shared.checklist", TIMEOUT)
            expect_rows(window, [("Tea", False), ("Cake", True)], "the repaired checklist")
            expect_label(window, "One item shared its id with another and was given a new one. Nothing was removed.")

            step("Ctrl+Q")
            focus(quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Tea", TIMEOUT), "shared.checklist")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        for path, data in contents.items():
            with open(path, "rb") as file:
                if file.read() != data:
                    raise quiregui.GuiTestError(f"{os.path.basename(path)} was modified")
        print("bad input scenario passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


def scenario_gio_open(executable):
    """`ChecklistApp --install` into the sandbox's XDG_DATA_HOME, the app running with one checklist,
    then `gio open` of another: GIO picks the app from the installed MIME type and desktop entry, and
    the second launch hands the file to the running instance, which opens a second window."""
    root_dir = tempfile.mkdtemp(prefix="quire-checklist-gio-", dir=SANDBOX_BASE)
    try:
        documents, env = sandbox(root_dir)
        installed = subprocess.run([executable, "--install"], env=env, capture_output=True, text=True, timeout=30)
        if installed.returncode != 0:
            raise quiregui.GuiTestError(f"--install failed: {installed.stdout}{installed.stderr}")
        first, second = (os.path.join(documents, name) for name in ("first.checklist", "second.checklist"))
        for path, title in ((first, "One"), (second, "Two")):
            with open(path, "w", encoding="utf-8") as file:
                json.dump({"id": str(uuid.uuid4()).upper(),
                           "items": [{"id": str(uuid.uuid4()).upper(), "isChecked": False, "title": title}]}, file)

        with quiregui.App([executable, first], name=APP_NAME, env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = quiregui.find(root, pyatspi.ROLE_FRAME, "first.checklist", TIMEOUT)
            expect_rows(window, [("One", False)], "the first checklist")
            step("gio open the second checklist")
            opened = subprocess.run(["gio", "open", second], env=env, capture_output=True, text=True, timeout=30)
            if opened.returncode != 0:
                raise quiregui.GuiTestError(f"gio open failed: {opened.stdout}{opened.stderr}")
            window = quiregui.find(root, pyatspi.ROLE_FRAME, "second.checklist", TIMEOUT)
            expect_rows(window, [("Two", False)], "the second checklist, in the running app")
            if root.get_process_id() != app.process.pid:
                raise quiregui.GuiTestError("the second window belongs to another process")

            step("Ctrl+Q")
            focus(quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Two", TIMEOUT), "second.checklist")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        print("gio open scenario passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


APP_INFO_PLIST = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                              "../../Examples/Checklist/ChecklistApp/Resources/Info.plist")


def scenario_viewer(executable):
    """The app's own Info.plist with its document type's role changed from Editor to Viewer (given to
    the built app through QUIRE_INFO_PLIST): a checklist opens read-only — "Read-only" in the title, the
    read-only banner, every control insensitive —, a click on a check box and typing change nothing,
    Ctrl+Q exits without asking, and the file is byte for byte what it was."""
    root_dir = tempfile.mkdtemp(prefix="quire-checklist-viewer-")
    try:
        documents, env = sandbox(root_dir)
        with open(APP_INFO_PLIST, encoding="utf-8") as file:
            plist = file.read()
        editor_role = "<key>CFBundleTypeRole</key>\n        <string>Editor</string>"
        if plist.count(editor_role) != 1:
            raise quiregui.GuiTestError("the app's Info.plist no longer declares one Editor role")
        viewer_plist = os.path.join(root_dir, "Info.plist")
        with open(viewer_plist, "w", encoding="utf-8") as file:
            file.write(plist.replace(editor_role, editor_role.replace("Editor", "Viewer")))
        env["QUIRE_INFO_PLIST"] = viewer_plist

        path = os.path.join(documents, "viewed.checklist")
        data = json.dumps({"id": str(uuid.uuid4()).upper(), "items": [
            {"id": str(uuid.uuid4()).upper(), "isChecked": False, "title": "Tea"},
            {"id": str(uuid.uuid4()).upper(), "isChecked": True, "title": "Cake"}]}).encode()
        with open(path, "wb") as file:
            file.write(data)

        with quiregui.App([executable, path], name=APP_NAME, env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = quiregui.find(root, pyatspi.ROLE_FRAME, "viewed.checklist", TIMEOUT)
            expect_rows(window, [("Tea", False), ("Cake", True)], "the viewed checklist")
            step("read-only: the title, the banner")
            quiregui.wait_until(lambda: any("· Read-only ·" in l for l in labels(window)),
                                "“Read-only” in the window's subtitle", TIMEOUT)
            banner = quiregui.wait_until(
                lambda: next((l for l in labels(window) if "is read-only" in l), None), "the read-only banner", TIMEOUT)
            print(f"  · banner: {banner}")

            step("every control refuses edits")
            tea = quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Tea", TIMEOUT)
            field = quiregui.find(window, pyatspi.ROLE_TEXT, "New item", TIMEOUT)
            delete = quiregui.find(row_containing(window, "Tea"), pyatspi.ROLE_PUSH_BUTTON, "Delete", TIMEOUT)
            for name, accessible in (("Tea's check box", tea), ("the New item field", field), ("Tea's Delete button", delete)):
                if quiregui.has_state(accessible, pyatspi.STATE_SENSITIVE):
                    raise quiregui.GuiTestError(f"{name} accepts input in a viewed document")
            quiregui.click(tea, "viewed.checklist")
            quiregui.click(field, "viewed.checklist")
            quiregui.type_text("Scones")
            quiregui.key("Return")
            # Nothing in the document takes keys, so the keyboard focus may be the title's menu
            # button, where Return opens the Document Menu; an open menu keeps the keys (GTK), as a
            # person would close it first.
            quiregui.key("Escape")

            step("Ctrl+Q (after the click and the keys, in the same event queue): no question, exit 0")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        with open(path, "rb") as file:
            if file.read() != data:
                raise quiregui.GuiTestError("the viewed checklist was modified")
        print("viewer scenario passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


def scenario_drive(executable):
    """A checklist on a USB stick's file system (exFAT through exfat-fuse, made by scripts/testfs.sh;
    root only): the window says, in words, that the drive can't replace files in one step; OK
    dismisses it for good; an item added and saved with Ctrl+S is on the stick."""
    root_dir = tempfile.mkdtemp(prefix="quire-checklist-drive-", dir=SANDBOX_BASE)
    testfs = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "testfs.sh")
    stick = os.path.join(root_dir, "stick")
    notice = "This drive can’t replace files in one step. Quire keeps a copy until each save finishes."
    try:
        _, env = sandbox(root_dir)
        subprocess.run([testfs, "mount", "exfat", stick], check=True, stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, close_fds=True)
        path = os.path.join(stick, "stick.checklist")
        with open(path, "wb") as file:
            file.write(json.dumps({"id": str(uuid.uuid4()).upper(), "items": [
                {"id": str(uuid.uuid4()).upper(), "isChecked": False, "title": "Tea"}]}).encode())

        with quiregui.App([executable, path], name=APP_NAME, env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = quiregui.find(root, pyatspi.ROLE_FRAME, "stick.checklist", TIMEOUT)
            expect_rows(window, [("Tea", False)], "the checklist on the stick")
            step("the drive's guarantee, in words")
            quiregui.wait_until(lambda: notice in labels(window), "the drive notice", TIMEOUT)
            dialog_button(window, "OK").queryAction().doAction(0)
            quiregui.wait_until(lambda: notice not in labels(window), "the notice gone after OK", TIMEOUT)

            step("an item added and saved on the stick, the notice not back")
            quiregui.click(quiregui.find(window, pyatspi.ROLE_TEXT, "New item", TIMEOUT), "stick.checklist")
            quiregui.type_text("Scones")
            quiregui.key("Return")
            expect_rows(window, [("Tea", False), ("Scones", False)], "after adding Scones")
            quiregui.key("ctrl+s")

            def saved():
                with open(path, "rb") as file:
                    return [item["title"] for item in json.loads(file.read())["items"]] == ["Tea", "Scones"]
            quiregui.wait_until(saved, "Tea and Scones on the stick", TIMEOUT)
            if notice in labels(window):
                raise quiregui.GuiTestError("the drive notice came back after the save")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        print("drive scenario passed")
    finally:
        subprocess.run([testfs, "unmount", stick], stdin=subprocess.DEVNULL, close_fds=True)
        shutil.rmtree(root_dir, ignore_errors=True)


SCENARIOS = {
    "edit": lambda executable, screenshot_path: scenario_edit(executable, screenshot_path),
    "keyboard": lambda executable, screenshot_path: scenario_keyboard(executable, screenshot_path),
    "bad input": lambda executable, _: scenario_bad_input(executable),
    "gio open": lambda executable, _: scenario_gio_open(executable),
    "viewer": lambda executable, _: scenario_viewer(executable),
    "drive": lambda executable, _: scenario_drive(executable),
}


def main(executable, screenshot_path, names):
    for name in names:
        print(f"{name} scenario", flush=True)
        SCENARIOS[name](executable, screenshot_path)
    print(f"checklist test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) < 3 or any(name not in SCENARIOS for name in sys.argv[3:]):
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2], sys.argv[3:] or ["edit", "keyboard", "bad input", "gio open"])
    except quiregui.GuiTestError as error:
        print(f"checklist test failed: {error}", file=sys.stderr)
        sys.exit(1)
