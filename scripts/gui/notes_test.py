#!/usr/bin/python3
"""GUI tests of the Notes app (seed 000 on QuireUI's scenes), driven as a person would: through the
accessibility tree (AT-SPI) and real key presses and clicks (xdotool), checked on disk.

Scenarios, each with its own HOME and XDG_DATA_HOME (drafts, versions, recents):
  save      launch window → Blank Note → type → Ctrl+S through the file chooser into a temp folder →
            the file holds the text → Ctrl+W (no question: it is saved) → the launch window lists it
            under recent documents → reopen it from there → type → autosave writes it without a
            prompt → Ctrl+Z / Ctrl+Shift+Z undo and redo the typing (and autosave follows) → a new
            draft with changes asks "Save Changes?" on Ctrl+W → Discard → Ctrl+Q quits with status 0
  recovery  a draft with text, then kill -9 → relaunch restores it in a window; SIGTERM then autosaves
            further typing into the draft and exits 0; relaunch restores the newer text
  menu      a file named on the command line opens → typing autosaves it (its old version is kept) →
            primary menu → Rename… (the dialog's entry) renames the file → Revert To → the kept version
            restores the old text on disk and in the editor
  corrupt   a file that is not UTF-8 named on the command line → an error dialog naming the file
            and the byte, the file unchanged, the app still running (its launch window usable)
  files     primary menu → Export As… (a copy at the chosen path, the document's file unchanged) →
            Duplicate (an untitled copy; Ctrl+S saves it as a new file) → Move To… (a folder chooser;
            the file moves, the window follows, autosave writes at the new place)
  disk      another program replaces the file → the "Changed on disk" banner without any save (the
            file monitor) → Reload shows their text; their in-place edit after ours was autosaved →
            banner → Keep Mine writes ours back
  find      the status bar counts words and characters → Ctrl+F, a word: its matches counted, Enter
            selects the first → Ctrl+H, Replace All replaces them as one edit (one Ctrl+Z undoes it) →
            Escape closes the bar → the header bar's find button opens it again → Ctrl+S saves the
            replaced text; Preferences (Ctrl+,) turns the monospace font off
  quit      three drafts with changes (logout inhibited once, through a fake GNOME session manager) →
            Ctrl+Q asks once per draft in turn; Cancel on the second stops the quit with the rest
            open; Ctrl+Q again → Discard, Discard → exit 0, logout uninhibited, no drafts left

usage: run-under-xvfb.sh /usr/bin/python3 notes_test.py PATH/TO/NotesApp SCREENSHOT_DIR [SCENARIO…]
Screenshots: SCREENSHOT_DIR/notes-launch.png (launch window with a recent document) and
SCREENSHOT_DIR/notes-document.png (a saved document window). Exit status 0 when all passed.
"""

import os
import shutil
import signal
import sys
import tempfile
import time

import pyatspi

import quiregui

# The machine runs other builds and tests beside these: give the app time.
TIMEOUT = 20.0


def wait_until(condition, what, timeout=TIMEOUT):
    return quiregui.wait_until(condition, what, timeout)


def find(root, role=None, name=None, timeout=TIMEOUT):
    return quiregui.find(root, role, name, timeout)

APP_NAME = "NotesApp"          # GTK's program name: what AT-SPI calls the application
LAUNCH_TITLE = "Notes"         # CFBundleName from the app's Info.plist
AUTOSAVE_MS = 300


class Sandbox:
    """A fresh HOME (with Documents) and XDG folders for one scenario."""

    def __init__(self, name):
        # Not in a crowded /tmp: the file chooser completes typed paths by listing each folder on the
        # way, and thousands of entries there made typing a path stall the app under load.
        base = "/var/tmp" if os.path.isdir("/var/tmp") and os.access("/var/tmp", os.W_OK) else None
        self.root = tempfile.mkdtemp(prefix=f"quire-notes-{name}-", dir=base)
        self.home = os.path.join(self.root, "home")
        self.documents = os.path.join(self.home, "Documents")
        os.makedirs(self.documents)
        self.env = dict(os.environ)
        self.env.update({
            "HOME": self.home,
            "XDG_DATA_HOME": os.path.join(self.home, ".local/share"),
            "XDG_CONFIG_HOME": os.path.join(self.home, ".config"),
            "XDG_CACHE_HOME": os.path.join(self.home, ".cache"),
            "QUIRE_AUTOSAVE_DELAY_MS": str(AUTOSAVE_MS),
        })

    def drafts(self):
        folder = os.path.join(self.env["XDG_DATA_HOME"], "org.quire.Notes", "drafts")
        return sorted(os.listdir(folder)) if os.path.isdir(folder) else []

    def draft_text(self):
        """The text of the only draft, or None while there isn't exactly one readable draft."""
        drafts = self.drafts()
        if len(drafts) != 1:
            return None
        path = os.path.join(self.env["XDG_DATA_HOME"], "org.quire.Notes", "drafts", drafts[0], "content")
        try:
            with open(path, encoding="utf-8") as content:
                return content.read()
        except OSError:
            return None

    def cleanup(self):
        shutil.rmtree(self.root, ignore_errors=True)


# -- looking at the app ----------------------------------------------------------------------------


def step(text):
    """Says what the test does next, so a failure shows where it happened."""
    print(f"  · {text}", flush=True)


def frame(app_root, title, timeout=TIMEOUT):
    return find(app_root, pyatspi.ROLE_FRAME, title, timeout)


def editor_text(editor):
    text = editor.queryText()
    return text.getText(0, text.characterCount)


def wait_editor_text(editor, expected, what):
    try:
        return wait_until(lambda: editor_text(editor) == expected, f"{what}: editor text {expected!r}")
    except quiregui.GuiTestError as error:
        raise quiregui.GuiTestError(f"{error}; it holds {editor_text(editor)!r}") from None


def labels(root):
    found = []
    stack = [root]
    while stack:
        accessible = stack.pop()
        if accessible is None:
            continue
        if accessible.getRole() == pyatspi.ROLE_LABEL:
            found.append(accessible.name or "")
        stack.extend(accessible.getChildAtIndex(i) for i in range(accessible.childCount))
    return found


def wait_label(root, predicate, what, timeout=TIMEOUT):
    return wait_until(lambda: next((l for l in labels(root) if predicate(l)), None), what, timeout)


def read_file(path):
    try:
        with open(path, "rb") as file:
            return file.read()
    except FileNotFoundError:
        return None


def wait_file(path, content, what):
    data = content.encode()
    wait_until(lambda: read_file(path) == data, f"{what}: {path} holding {content!r}")


def focus(accessible, title):
    """Moves the pointer over an accessible of the window titled `title`: without a window manager,
    X sends key presses to the window under the pointer."""
    x, y = quiregui.screen_center(accessible, title)
    if quiregui.pointer_position() != (x, y):
        quiregui.xdotool("mousemove", "--sync", x, y)


def new_blank_note(app_root):
    launch = frame(app_root, LAUNCH_TITLE)
    quiregui.click(find(launch, pyatspi.ROLE_PUSH_BUTTON, "Blank Note"), LAUNCH_TITLE)
    window = frame(app_root, "Untitled")
    editor = find(window, pyatspi.ROLE_TEXT)
    quiregui.click(editor, "Untitled")
    return window, editor


def focused_text_in(root, window_name, what):
    """Waits until the top-level `window_name` of the app (a dialog) has a focused text field."""
    def lookup():
        for window in _children(root):
            if window is not None and window.name == window_name:
                stack = [window]
                while stack:
                    accessible = stack.pop()
                    if accessible is None:
                        continue
                    if accessible.getRole() == pyatspi.ROLE_TEXT and quiregui.has_state(accessible, pyatspi.STATE_FOCUSED):
                        return accessible
                    stack.extend(_children(accessible))
        return None
    return wait_until(lookup, what)


def dialog_open(root, name):
    return any(window is not None and window.name == name for window in _children(root))


def save_through_chooser(root, path, dialog="Save As"):
    """The GTK file chooser (GtkFileChooserNative without a portal) focuses its name field with the
    proposed name: replace it with a full path and press Enter. The field completes folder names as
    they are typed; under load its completion list can still be showing at Enter (which then only
    closes the list), so the text is checked first and Enter pressed again while the dialog stays."""
    field = focused_text_in(root, dialog, f"the {dialog} dialog's name field")
    for _ in range(3):
        quiregui.key("ctrl+a")
        quiregui.type_text(path)
        try:
            wait_until(lambda: editor_text(field) == path, "the typed path in the name field", timeout=5)
            break
        except quiregui.GuiTestError:
            print(f"  · the name field holds {editor_text(field)!r}; typing again", flush=True)
    for _ in range(3):
        quiregui.key("Return")
        try:
            wait_until(lambda: not dialog_open(root, dialog), f"the {dialog} dialog to close", timeout=5)
            return
        except quiregui.GuiTestError:
            print(f"  · {dialog} still open (name field {editor_text(field)!r}); Enter again", flush=True)
    raise quiregui.GuiTestError(f"the {dialog} dialog stayed open with {editor_text(field)!r}")


def labelled_button(root, window_name, label):
    """A push button of the top-level `window_name` that is named `label` or shows a label with that
    text (the file chooser's header-bar buttons)."""
    def lookup():
        for window in _children(root):
            if window is None or window.name != window_name:
                continue
            stack = [window]
            while stack:
                accessible = stack.pop()
                if accessible is None:
                    continue
                if accessible.getRole() == pyatspi.ROLE_PUSH_BUTTON:
                    names = [accessible.name or ""] + [c.name or "" for c in _children(accessible) if c is not None]
                    if any(n == label or n.endswith(f" {label}") for n in names):
                        return accessible
                stack.extend(_children(accessible))
        return None
    return wait_until(lookup, f"the {label!r} button of {window_name}")


def choose_folder(root, dialog, folder):
    """A select-folder chooser: Ctrl+L, the folder's path, Enter (which goes into it), then the
    accept button chooses the folder shown."""
    wait_until(lambda: dialog_open(root, dialog), f"the {dialog} dialog")
    field = None
    for _ in range(3):
        quiregui.key("ctrl+l")
        try:
            field = focused_text_in(root, dialog, f"the {dialog} dialog's location field")
        except quiregui.GuiTestError:
            continue
        quiregui.key("ctrl+a")
        quiregui.type_text(folder + "/")
        try:
            wait_until(lambda: editor_text(field) == folder + "/", "the typed folder in the location field", timeout=5)
            break
        except quiregui.GuiTestError:
            print(f"  · the location field holds {editor_text(field)!r}; typing again", flush=True)
    quiregui.key("Return")
    accept = dialog.split()[0]  # "Move To" → its "_Move" button
    for _ in range(3):
        if not dialog_open(root, dialog):
            return
        button = labelled_button(root, dialog, accept)
        button.queryAction().doAction(0)
        try:
            wait_until(lambda: not dialog_open(root, dialog), f"the {dialog} dialog to close", timeout=5)
            return
        except quiregui.GuiTestError:
            print(f"  · {dialog} still open; pressing {accept} again", flush=True)
    raise quiregui.GuiTestError(f"the {dialog} dialog stayed open")


def dialog_button(root, label):
    """A dialog's response button: GTK 4.8 names a mnemonic button "_Label Label"."""
    def lookup():
        stack = [root]
        while stack:
            accessible = stack.pop()
            if accessible is None:
                continue
            if accessible.getRole() == pyatspi.ROLE_PUSH_BUTTON and (
                    accessible.name == label or (accessible.name or "").endswith(f" {label}")):
                return accessible
            stack.extend(reversed(_children(accessible)))
        return None
    return wait_until(lookup, f"a {label!r} button")


def _children(accessible):
    return [accessible.getChildAtIndex(i) for i in range(accessible.childCount)]


# -- scenarios -------------------------------------------------------------------------------------


def scenario_save(executable, screenshots):
    box = Sandbox("save")
    try:
        path = os.path.join(box.documents, "note.txt")
        with quiregui.App([executable], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window, editor = new_blank_note(root)
            quiregui.type_text("Hello from Quire")
            wait_editor_text(editor, "Hello from Quire", "typed")
            wait_label(window, lambda l: l == "Untitled •", "the modified marker")

            step("Ctrl+S into the file chooser")
            quiregui.key("ctrl+s")
            save_through_chooser(root, path)
            wait_file(path, "Hello from Quire", "Ctrl+S")
            window = frame(root, "note.txt")
            wait_label(window, lambda l: l.startswith("~/Documents · Saved "), "the saved subtitle")

            step("Ctrl+W on the saved note")
            focus(editor, "note.txt")
            quiregui.key("ctrl+w")
            launch = frame(root, LAUNCH_TITLE)
            recent = find(launch, pyatspi.ROLE_PUSH_BUTTON, "note.txt")
            quiregui.screenshot(os.path.join(screenshots, "notes-launch.png"))

            step("reopen from recent documents")
            quiregui.click(recent, LAUNCH_TITLE)
            window = frame(root, "note.txt")
            editor = find(window, pyatspi.ROLE_TEXT)
            wait_editor_text(editor, "Hello from Quire", "reopened from recents")
            quiregui.click(editor, "note.txt")
            quiregui.key("ctrl+End")
            quiregui.type_text(", autosaved")
            wait_editor_text(editor, "Hello from Quire, autosaved", "typed again")
            # No dialog, no Ctrl+S: the idle autosave writes it in place.
            wait_file(path, "Hello from Quire, autosaved", "autosave")
            wait_label(window, lambda l: l.startswith("~/Documents · Saved "), "saved after autosave")
            quiregui.screenshot(os.path.join(screenshots, "notes-document.png"))

            step("Ctrl+Z, Ctrl+Shift+Z")
            quiregui.key("ctrl+z")
            wait_editor_text(editor, "Hello from Quire", "Ctrl+Z")
            wait_file(path, "Hello from Quire", "autosave after undo")
            quiregui.key("ctrl+shift+z")
            wait_editor_text(editor, "Hello from Quire, autosaved", "Ctrl+Shift+Z")
            wait_file(path, "Hello from Quire, autosaved", "autosave after redo")

            # A draft with changes asks before closing (the process's second untitled document).
            step("Ctrl+N, type, Ctrl+W → Save Changes? → Discard")
            quiregui.key("ctrl+n")
            draft = frame(root, "Untitled 2")
            draft_editor = find(draft, pyatspi.ROLE_TEXT)
            quiregui.click(draft_editor, "Untitled 2")
            quiregui.type_text("throwaway")
            wait_editor_text(draft_editor, "throwaway", "typed in the draft")
            quiregui.key("ctrl+w")
            wait_until(lambda: "Save Changes?" in labels(root), "the Save Changes? dialog")
            dialog_labels = labels(root)
            if not any("“Untitled 2” contains unsaved changes" in l for l in dialog_labels):
                raise quiregui.GuiTestError(f"the dialog does not name the document: {dialog_labels}")
            discard = dialog_button(root, "Discard")
            dialog_button(root, "Cancel")
            dialog_button(root, "Save")
            discard.queryAction().doAction(0)
            wait_until(lambda: quiregui.search(root, pyatspi.ROLE_FRAME, "Untitled 2") is None,
                                "the draft's window to close")
            wait_until(lambda: box.drafts() == [], "the discarded draft to be gone")

            step("Ctrl+Q")
            focus(editor, "note.txt")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        if read_file(path) != b"Hello from Quire, autosaved":
            raise quiregui.GuiTestError(f"after quitting the file holds {read_file(path)!r}")
        print("save scenario passed")
    finally:
        box.cleanup()


def scenario_recovery(executable, screenshots):
    box = Sandbox("recovery")
    try:
        with quiregui.App([executable], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window, editor = new_blank_note(root)
            quiregui.type_text("kept through a crash")
            wait_label(window, lambda l: l == "Draft · kept safe", "the draft to be kept safe")
            # The subtitle can already say so after an autosave of the first few keystrokes: wait for
            # the draft on disk to hold everything typed before pulling the plug.
            wait_until(lambda: box.draft_text() == "kept through a crash", "the draft to hold the whole text")
            step("kill -9")
            os.kill(app.process.pid, signal.SIGKILL)
            app.process.wait()
        if len(box.drafts()) != 1:
            raise quiregui.GuiTestError(f"drafts after kill -9: {box.drafts()}")

        with quiregui.App([executable], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = frame(root, "Untitled")
            editor = find(window, pyatspi.ROLE_TEXT)
            wait_editor_text(editor, "kept through a crash", "the restored draft")
            if quiregui.search(root, pyatspi.ROLE_FRAME, LAUNCH_TITLE) is not None:
                raise quiregui.GuiTestError("the launch window showed although a draft was restored")
            quiregui.click(editor, "Untitled")
            quiregui.key("ctrl+End")
            quiregui.type_text(" and a SIGTERM")
            wait_editor_text(editor, "kept through a crash and a SIGTERM", "typed into the restored draft")
            step("SIGTERM")
            status = app.stop()
            if status != 0:
                raise quiregui.GuiTestError(f"SIGTERM: exit status {status}")

        with quiregui.App([executable], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            editor = find(frame(root, "Untitled"), pyatspi.ROLE_TEXT)
            wait_editor_text(editor, "kept through a crash and a SIGTERM", "the draft SIGTERM saved")
        print("recovery scenario passed")
    finally:
        box.cleanup()


def open_main_menu(window, title):
    button = find(window, pyatspi.ROLE_PUSH_BUTTON, "Main Menu")
    quiregui.click(button, title)
    # A popover is a surface of its own, whose AT-SPI extents GTK 4.8 gives relative to itself:
    # its items are reached with the keyboard, as a person can.
    wait_until(lambda: quiregui.search(window, pyatspi.ROLE_MENU_ITEM, "Rename…"), "the primary menu")


def scenario_menu(executable, screenshots):
    box = Sandbox("menu")
    try:
        path = os.path.join(box.documents, "plan.txt")
        with open(path, "w", encoding="utf-8") as file:
            file.write("first draft")
        with quiregui.App([executable, path], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = frame(root, "plan.txt")
            editor = find(window, pyatspi.ROLE_TEXT)
            wait_editor_text(editor, "first draft", "the file named on the command line")
            quiregui.click(editor, "plan.txt")
            quiregui.key("ctrl+End")
            quiregui.type_text(", revised")
            wait_file(path, "first draft, revised", "autosave")

            step("Main Menu → Rename…")
            open_main_menu(window, "plan.txt")
            quiregui.key("Down", "Down", "Down", "Down", "Return")  # New, Open…, Save, Save As…, Rename…
            focused_text_in(root, "Rename Document", "the Rename dialog's entry")
            quiregui.key("ctrl+a")
            quiregui.type_text("final plan")
            quiregui.key("Return")
            renamed = os.path.join(box.documents, "final plan.txt")
            wait_file(renamed, "first draft, revised", "Rename")
            if os.path.exists(path):
                raise quiregui.GuiTestError("the old name is still there after Rename")
            window = frame(root, "final plan.txt")

            step("Main Menu → Revert To → the kept version")
            open_main_menu(window, "final plan.txt")
            # Quit, Close, About Notes, Keyboard Shortcuts, Preferences, Export As…, Revert To (wrapping)
            quiregui.key("Up", "Up", "Up", "Up", "Up", "Up", "Up", "Return")
            wait_until(lambda: quiregui.search(window, pyatspi.ROLE_MENU_ITEM, "Last Saved Version"),
                                "the Revert To submenu")
            quiregui.key("Down", "Down", "Return")  # Last Saved Version, then the newest kept version
            wait_file(renamed, "first draft", "restoring the kept version")
            wait_editor_text(editor, "first draft", "the editor after restoring")
        print("menu scenario passed")
    finally:
        box.cleanup()


def scenario_corrupt(executable, screenshots):
    box = Sandbox("corrupt")
    try:
        path = os.path.join(box.documents, "bad.txt")
        content = b"fine so far \xff\xfe not UTF-8"
        with open(path, "wb") as file:
            file.write(content)
        with quiregui.App([executable, path], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            heading = wait_label(root, lambda l: l == "Couldn’t Open “bad.txt”", "the error dialog")
            body = wait_label(root, lambda l: "bad.txt" in l and "UTF-8" in l, "the error's message")
            print(f"error dialog: {heading} / {body}")
            dialog_button(root, "OK").queryAction().doAction(0)
            wait_until(lambda: heading not in labels(root), "the error dialog to close")
            launch = frame(root, LAUNCH_TITLE)
            # The app carries on: a new note still opens.
            quiregui.click(find(launch, pyatspi.ROLE_PUSH_BUTTON, "Blank Note"), LAUNCH_TITLE)
            frame(root, "Untitled")
            if app.process.poll() is not None:
                raise quiregui.GuiTestError("the app exited after the corrupt file")
        if read_file(path) != content:
            raise quiregui.GuiTestError("the corrupt file was modified")
        print("corrupt scenario passed")
    finally:
        box.cleanup()


def menu_command(window, title, item):
    """Opens the primary menu and activates `item` through its AT-SPI action (its extents are the
    popover's own, so it can't be clicked by position)."""
    step(f"Main Menu → {item}")
    open_main_menu(window, title)
    entry = find(window, pyatspi.ROLE_MENU_ITEM, item)
    entry.queryAction().doAction(0)


def scenario_files(executable, screenshots):
    box = Sandbox("files")
    try:
        path = os.path.join(box.documents, "report.txt")
        with open(path, "w", encoding="utf-8") as file:
            file.write("quarterly numbers")
        with quiregui.App([executable, path], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = frame(root, "report.txt")
            editor = find(window, pyatspi.ROLE_TEXT)
            wait_editor_text(editor, "quarterly numbers", "the file named on the command line")
            focus(editor, "report.txt")

            # Export As…: a copy in the chosen place; the document stays where it is.
            menu_command(window, "report.txt", "Export As…")
            exported = os.path.join(box.documents, "exported.txt")
            save_through_chooser(root, exported, "Export As TXT")
            wait_file(exported, "quarterly numbers", "Export As…")
            if read_file(path) != b"quarterly numbers":
                raise quiregui.GuiTestError(f"Export As changed the document's file: {read_file(path)!r}")
            frame(root, "report.txt")

            # Duplicate: an untitled copy in a window of its own, saved where the person says.
            focus(editor, "report.txt")
            menu_command(window, "report.txt", "Duplicate")
            copy = frame(root, "report copy")
            copy_editor = find(copy, pyatspi.ROLE_TEXT)
            wait_editor_text(copy_editor, "quarterly numbers", "the duplicate")
            wait_label(copy, lambda l: l == "report copy •", "the duplicate's unsaved marker")
            focus(copy_editor, "report copy")
            quiregui.key("ctrl+s")
            copy_path = os.path.join(box.documents, "report copy.txt")
            save_through_chooser(root, copy_path)
            wait_file(copy_path, "quarterly numbers", "saving the duplicate")
            copy = frame(root, "report copy.txt")
            step("Ctrl+W on the saved copy")
            focus(copy_editor, "report copy.txt")
            quiregui.key("ctrl+w")
            wait_until(lambda: quiregui.search(root, pyatspi.ROLE_FRAME, "report copy.txt") is None,
                       "the copy's window to close")

            # Move To…: the file goes to the chosen folder; the window follows it.
            archive = os.path.join(box.root, "Archive")
            os.makedirs(archive)
            focus(editor, "report.txt")
            menu_command(window, "report.txt", "Move To…")
            choose_folder(root, "Move To", archive)
            moved = os.path.join(archive, "report.txt")
            wait_file(moved, "quarterly numbers", "Move To…")
            wait_until(lambda: not os.path.exists(path), "the file to leave Documents")
            wait_label(window, lambda l: "Archive" in l, "the subtitle naming the new folder")

            # And the moved document still saves where it now is.
            quiregui.click(editor, "report.txt")
            quiregui.key("ctrl+End")
            quiregui.type_text(", moved")
            wait_file(moved, "quarterly numbers, moved", "autosave after the move")
            if sorted(os.listdir(box.documents)) != ["exported.txt", "report copy.txt"]:
                raise quiregui.GuiTestError(f"Documents holds {sorted(os.listdir(box.documents))}")
            step("Ctrl+Q")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        print("files scenario passed")
    finally:
        box.cleanup()


def scenario_disk(executable, screenshots):
    box = Sandbox("disk")
    try:
        path = os.path.join(box.documents, "shared.txt")
        with open(path, "w", encoding="utf-8") as file:
            file.write("version one")
        with quiregui.App([executable, path], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = frame(root, "shared.txt")
            editor = find(window, pyatspi.ROLE_TEXT)
            wait_editor_text(editor, "version one", "the file named on the command line")

            # A clean document never saves, and without a window manager its focus never changes:
            # only the file monitor can bring the banner up.
            step("another program replaces the file (write beside, rename over)")
            temporary = os.path.join(box.documents, ".shared.txt.new")
            with open(temporary, "w", encoding="utf-8") as file:
                file.write("their version")
            os.rename(temporary, path)
            wait_label(window, lambda l: l.endswith("Changed on disk"), "the Changed on disk subtitle")
            banner = wait_label(window, lambda l: "was changed by another program" in l, "the banner")
            if "draft" in banner:
                raise quiregui.GuiTestError(f"the banner of a document without edits mentions a draft: {banner!r}")
            dialog_button(window, "Reload").queryAction().doAction(0)
            wait_editor_text(editor, "their version", "Reload")
            wait_label(window, lambda l: l.startswith("~/Documents · Saved "), "saved after Reload")

            step("our edit autosaved, then their in-place edit → Keep Mine")
            quiregui.click(editor, "shared.txt")
            quiregui.key("ctrl+End")
            quiregui.type_text(" plus ours")
            wait_file(path, "their version plus ours", "autosave")
            wait_label(window, lambda l: l.startswith("~/Documents · Saved "), "saved after autosave")
            # One write over the old bytes (longer than them, so nothing to truncate): opening with
            # "w" would truncate first, and a Keep Mine between the truncation and the write is
            # rightly refused as a newer change on disk.
            fd = os.open(path, os.O_WRONLY)
            try:
                os.write(fd, "their second edit, in place".encode())
            finally:
                os.close(fd)
            wait_label(window, lambda l: l.endswith("Changed on disk"), "the Changed on disk subtitle again")
            if editor_text(editor) != "their version plus ours":
                raise quiregui.GuiTestError(f"the editor changed without Reload: {editor_text(editor)!r}")
            dialog_button(window, "Keep Mine").queryAction().doAction(0)
            wait_file(path, "their version plus ours", "Keep Mine")
            wait_label(window, lambda l: l.startswith("~/Documents · Saved "), "saved after Keep Mine")
            if any("was changed by another program" in l for l in labels(window)):
                raise quiregui.GuiTestError("the banner stayed after Keep Mine")
            focus(editor, "shared.txt")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        print("disk scenario passed")
    finally:
        box.cleanup()


def type_new_draft(root, title, text):
    quiregui.key("ctrl+n")
    window = frame(root, title)
    editor = find(window, pyatspi.ROLE_TEXT)
    quiregui.click(editor, title)
    quiregui.type_text(text)
    wait_editor_text(editor, text, f"typed into {title}")
    return window, editor


def answer_save_changes(root, name, answer, last=False):
    """Waits for the "Save Changes?" dialog about `name` (and no other) and answers it. After the
    `last` one the app quits, so there is nothing left to watch."""
    wait_label(root, lambda l: f"“{name}” contains unsaved changes" in l, f"Save Changes? about {name}")
    asking = [l for l in labels(root) if "contains unsaved changes" in l]
    if len(asking) != 1:
        raise quiregui.GuiTestError(f"{len(asking)} Save Changes? dialogs at once: {asking}")
    dialog_button(root, answer).queryAction().doAction(0)
    if not last:
        wait_until(lambda: not any(f"“{name}” contains unsaved changes" in l for l in labels(root)),
                   f"the dialog about {name} to close")


def scenario_quit(executable, screenshots):
    from fake_session_manager import FakeSessionManager
    box = Sandbox("quit")
    try:
        with FakeSessionManager() as session_manager, \
                quiregui.App([executable], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window, editor = new_blank_note(root)
            if session_manager.logout_inhibited():
                raise quiregui.GuiTestError("logout inhibited before any change")
            quiregui.type_text("first")
            wait_editor_text(editor, "first", "typed into Untitled")
            wait_until(session_manager.logout_inhibited, "logout to be inhibited while a draft has changes")
            type_new_draft(root, "Untitled 2", "second")
            type_new_draft(root, "Untitled 3", "third")
            wait_until(lambda: len(box.drafts()) == 3, "three drafts kept safe")
            inhibits = [c for c in session_manager.snapshot() if c[0] == "inhibit"]
            if len(inhibits) != 1 or inhibits[0][2] != "Unsaved changes" or not inhibits[0][3] & 1:
                raise quiregui.GuiTestError(f"inhibit calls: {session_manager.snapshot()}")

            step("Ctrl+Q → one question per draft; Cancel on the second stops the quit")
            quiregui.key("ctrl+q")
            answer_save_changes(root, "Untitled", "Discard")
            answer_save_changes(root, "Untitled 2", "Cancel")
            wait_until(lambda: quiregui.search(root, pyatspi.ROLE_FRAME, "Untitled") is None,
                       "the discarded draft's window to close")
            frame(root, "Untitled 2")
            frame(root, "Untitled 3")
            if app.process.poll() is not None:
                raise quiregui.GuiTestError("the app quit although a question was cancelled")
            if any("contains unsaved changes" in l for l in labels(root)):
                raise quiregui.GuiTestError("Untitled 3 was asked about after the quit was cancelled")
            if not session_manager.logout_inhibited():
                raise quiregui.GuiTestError("logout no longer inhibited with two drafts still changed")

            step("Ctrl+Q again → Discard, Discard → exit 0")
            focus(find(frame(root, "Untitled 3"), pyatspi.ROLE_TEXT), "Untitled 3")
            quiregui.key("ctrl+q")
            answer_save_changes(root, "Untitled 2", "Discard")
            answer_save_changes(root, "Untitled 3", "Discard", last=True)
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
            calls = session_manager.snapshot()
            if session_manager.logout_inhibited() or calls[-1][0] != "uninhibit":
                raise quiregui.GuiTestError(f"logout still inhibited after the drafts were discarded: {calls}")
        if box.drafts():
            raise quiregui.GuiTestError(f"drafts left after discarding: {box.drafts()}")
        print("quit scenario passed")
    finally:
        box.cleanup()


def scenario_find(executable, screenshots):
    box = Sandbox("find")
    try:
        path = os.path.join(box.documents, "find.txt")
        with quiregui.App([executable], name=APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window, editor = new_blank_note(root)
            quiregui.type_text("one two One")
            quiregui.key("Return")
            quiregui.type_text("three one")
            wait_editor_text(editor, "one two One\nthree one", "typed")
            wait_label(window, lambda l: l == "5 words, 21 characters", "the word and character count")

            step("Ctrl+F and a word: its matches, Enter selects the first")
            quiregui.key("ctrl+f")
            search = find(window, None, "Find")
            wait_until(lambda: quiregui.has_state(search, pyatspi.STATE_FOCUSED), "the focused Find entry")
            quiregui.type_text("one")
            wait_label(window, lambda l: l == "3 matches", "the match count")
            quiregui.key("Return")
            wait_label(window, lambda l: l == "1 of 3", "the first match selected")
            quiregui.key("Return")
            wait_label(window, lambda l: l == "2 of 3", "the next match selected")
            quiregui.key("shift+Return")
            wait_label(window, lambda l: l == "1 of 3", "the previous match selected")
            quiregui.screenshot(os.path.join(screenshots, "notes-find.png"))

            step("Ctrl+H, a replacement, Replace All")
            quiregui.key("ctrl+h")
            replace = find(window, pyatspi.ROLE_TEXT, "Replace")
            wait_until(lambda: quiregui.has_state(replace, pyatspi.STATE_FOCUSED), "the focused Replace entry")
            quiregui.type_text("1")
            find(window, pyatspi.ROLE_PUSH_BUTTON, "Replace All").queryAction().doAction(0)
            wait_editor_text(editor, "1 two 1\nthree 1", "Replace All")
            wait_label(window, lambda l: l == "No matches", "no matches left")

            step("Escape closes the bar; one Ctrl+Z undoes Replace All")
            quiregui.key("Escape")
            wait_until(lambda: quiregui.has_state(editor, pyatspi.STATE_FOCUSED), "the focus back in the text")
            quiregui.key("ctrl+z")
            wait_editor_text(editor, "one two One\nthree one", "undo")
            quiregui.key("ctrl+shift+z")
            wait_editor_text(editor, "1 two 1\nthree 1", "redo")

            step("the header bar's find button opens the bar (findNavigator's binding)")
            toggle = find(window, pyatspi.ROLE_PUSH_BUTTON, "Find and Replace")
            pressed = lambda: quiregui.has_state(toggle, pyatspi.STATE_PRESSED) or quiregui.has_state(toggle, pyatspi.STATE_CHECKED)
            quiregui.click(toggle, "Untitled")
            wait_until(lambda: quiregui.has_state(search, pyatspi.STATE_FOCUSED), "the find bar shown by the button")
            wait_until(pressed, "the find button on")
            quiregui.key("Escape")
            wait_until(lambda: not pressed(), "the find button off after Escape")

            step("Ctrl+S saves the replaced text")
            focus(editor, "Untitled")
            quiregui.key("ctrl+s")
            save_through_chooser(root, path)
            wait_file(path, "1 two 1\nthree 1", "Ctrl+S")
        print("find scenario passed")
    finally:
        box.cleanup()


SCENARIOS = {"save": scenario_save, "recovery": scenario_recovery, "menu": scenario_menu,
             "corrupt": scenario_corrupt, "files": scenario_files, "disk": scenario_disk,
             "quit": scenario_quit, "find": scenario_find}


def main(executable, screenshots, names):
    for name in names or SCENARIOS:
        print(f"{name} scenario", flush=True)
        SCENARIOS[name](executable, screenshots)
    print("notes test passed")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2], sys.argv[3:])
    except quiregui.GuiTestError as error:
        print(f"notes test failed: {error}", file=sys.stderr)
        sys.exit(1)
