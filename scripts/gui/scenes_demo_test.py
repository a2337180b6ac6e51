#!/usr/bin/python3
"""GUI test of scenes and commands (QuireScenesDemo), driven as a person would:

  commands  two note windows; Ctrl+Shift+Y — the "Text" menu's Uppercase, a command reading the
            focused window's note — uppercases the note of the window that has the focus, and only
            that one, then the other once it has the focus; the Text menu's check item and radio items
            (a Toggle and a Picker) change what the note windows show
  windows   the primary menu's "Show Item Window" (openWindow(value:) with the note's length) opens an
            "Item" window showing the value; asking again for the same value brings that window
            forward rather than opening another; another value opens a second window; the Activity
            window (a Window scene) opens from its item, once, and Ctrl+W closes it
  settings  Ctrl+comma opens the Preferences window, once however often it is pressed; its switch
            hides the character count in the note windows; About opens libadwaita's About window
  document  the header bar's subtitle is the editor's navigationSubtitle; the title opens the
            document's title menu (Rename…, Move To…, Duplicate, Export As…, Revert To); a destructive
            dismiss (withTransaction(\.dismissBehavior, .destructive)) closes an edited untitled note
            without asking "Save Changes?"

usage: run-under-xvfb.sh /usr/bin/python3 scenes_demo_test.py PATH/TO/QuireScenesDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import os
import shutil
import sys
import tempfile

import pyatspi

import quiregui

APP_NAME = "QuireScenesDemo"
LAUNCH_TITLE = "ScenesDemo"
TIMEOUT = 20.0


def step(text):
    print(f"  · {text}", flush=True)


def find(root, role=None, name=None):
    return quiregui.find(root, role, name, TIMEOUT)


def frames(root, title):
    return [root.getChildAtIndex(i) for i in range(root.childCount)
            if root.getChildAtIndex(i) is not None and root.getChildAtIndex(i).getRole() == pyatspi.ROLE_FRAME
            and root.getChildAtIndex(i).name == title]


def editor_text(editor):
    text = editor.queryText()
    return text.getText(0, text.characterCount)


def wait_editor_text(editor, expected, what):
    try:
        quiregui.wait_until(lambda: editor_text(editor) == expected, f"{what}: {expected!r}", TIMEOUT)
    except quiregui.GuiTestError as error:
        raise quiregui.GuiTestError(f"{error}; it holds {editor_text(editor)!r}") from None


def activate(title, accessible):
    """Raises the window titled `title` and gives it the keyboard focus, as clicking it does under a
    window manager (Xvfb has none: windows stay stacked and X focus stays where GTK last put it), with
    the pointer over `accessible`."""
    quiregui.xdotool("search", "--onlyvisible", "--name", f"^{title}$", "windowraise", "windowfocus", "--sync")
    quiregui.click(accessible, title)


def new_note(root, title):
    """Ctrl+N from whatever window has the pointer: a new note window titled `title`, its editor
    focused with the pointer over it (without a window manager keys go to the window under it)."""
    quiregui.key("ctrl+n")
    window = find(root, pyatspi.ROLE_FRAME, title)
    editor = find(window, pyatspi.ROLE_TEXT)
    quiregui.click(editor, title)
    return window, editor


def menu_command(window, title, item, also_listed=()):
    """Opens the window's primary menu, checks that it lists `also_listed`, and activates `item`
    through its AT-SPI action (a popover's extents are its own, so it cannot be clicked by position)."""
    quiregui.click(find(window, pyatspi.ROLE_PUSH_BUTTON, "Main Menu"), title)
    entry = find(window, pyatspi.ROLE_MENU_ITEM, item)
    for name in also_listed:
        find(window, pyatspi.ROLE_MENU_ITEM, name)
    entry.queryAction().doAction(0)


def main(executable, screenshot_path):
    home = tempfile.mkdtemp(prefix="quire-scenes-")
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_CACHE_HOME=os.path.join(home, "cache"))
    try:
        with quiregui.App([executable], name=APP_NAME, env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            launch = find(root, pyatspi.ROLE_FRAME, LAUNCH_TITLE)
            quiregui.click(find(launch, pyatspi.ROLE_PUSH_BUTTON, "New Document"), LAUNCH_TITLE)

            step("two note windows")
            first = find(root, pyatspi.ROLE_FRAME, "Untitled")
            first_editor = find(first, pyatspi.ROLE_TEXT)
            quiregui.click(first_editor, "Untitled")
            quiregui.type_text("alpha")
            wait_editor_text(first_editor, "alpha", "the first note")
            second, second_editor = new_note(root, "Untitled 2")
            quiregui.type_text("beta")
            wait_editor_text(second_editor, "beta", "the second note")

            step("Ctrl+Shift+Y acts on the focused window's note")
            quiregui.key("ctrl+shift+y")
            wait_editor_text(second_editor, "BETA", "the focused note, uppercased")
            wait_editor_text(first_editor, "alpha", "the other note, unchanged")
            activate("Untitled", first_editor)
            quiregui.key("ctrl+shift+y")
            wait_editor_text(first_editor, "ALPHA", "the first note once it has the focus")
            wait_editor_text(second_editor, "BETA", "the second note, unchanged")

            step("the primary menu: the Text menu and Show Item Window")
            menu_command(first, "Untitled", "Show Item Window", also_listed=("Text", "Preferences"))
            item = find(root, pyatspi.ROLE_FRAME, "Item")
            find(item, pyatspi.ROLE_LABEL, "Item 5")

            step("the same value again brings its window forward; another value opens another")
            activate("Untitled", first_editor)
            menu_command(first, "Untitled", "Show Item Window")
            activate("Untitled", first_editor)
            quiregui.key("End")
            quiregui.type_text("!")
            wait_editor_text(first_editor, "ALPHA!", "the first note, one character longer")
            menu_command(first, "Untitled", "Show Item Window")
            quiregui.wait_until(lambda: any(quiregui.search(frame, pyatspi.ROLE_LABEL, "Item 6")
                                            for frame in frames(root, "Item")), "a window for Item 6", TIMEOUT)
            item_windows = frames(root, "Item")
            shown = sorted(label for frame in item_windows
                           for label in ("Item 5", "Item 6") if quiregui.search(frame, pyatspi.ROLE_LABEL, label))
            if shown != ["Item 5", "Item 6"]:
                raise quiregui.GuiTestError(f"expected one window each for Item 5 and Item 6, saw {shown}")

            step("the Activity window (a Window scene) opens once from its menu item")
            activate("Untitled", first_editor)
            menu_command(first, "Untitled", "Activity")
            activity = find(root, pyatspi.ROLE_FRAME, "Activity")
            find(activity, pyatspi.ROLE_LABEL, "Recent activity")
            activate("Untitled", first_editor)
            menu_command(first, "Untitled", "Activity")
            activate("Activity", find(activity, pyatspi.ROLE_LABEL, "Recent activity"))
            quiregui.key("ctrl+w")
            quiregui.wait_until(lambda: not frames(root, "Activity"), "Ctrl+W to close the Activity window", TIMEOUT)

            step("Ctrl+comma opens Preferences, once")
            activate("Untitled", first_editor)
            find(first, pyatspi.ROLE_LABEL, "Characters: 6")
            quiregui.key("ctrl+comma")
            preferences = find(root, pyatspi.ROLE_FRAME, "Preferences")
            check = find(preferences, pyatspi.ROLE_CHECK_BOX, "Show Character Count")
            quiregui.screenshot(screenshot_path)
            activate("Untitled", first_editor)
            quiregui.key("ctrl+comma")
            activate("Preferences", check)
            quiregui.wait_until(lambda: quiregui.search(first, pyatspi.ROLE_LABEL, "Characters: 6") is None,
                                "the character count to hide", TIMEOUT)
            if len(frames(root, "Preferences")) != 1:
                raise quiregui.GuiTestError(f"{len(frames(root, 'Preferences'))} Preferences windows")

            step("the Text menu's Show Character Count (a check item) shows it again")
            activate("Untitled", first_editor)
            menu_command(first, "Untitled", "Text")
            toggle = find(first, pyatspi.ROLE_MENU_ITEM, "Show Character Count")
            toggle.queryAction().doAction(0)
            find(first, pyatspi.ROLE_LABEL, "Characters: 6")
            quiregui.wait_until(lambda: quiregui.has_state(check, pyatspi.STATE_CHECKED),
                                "the Preferences switch to follow", TIMEOUT)

            step("the Text menu's Case picker (radio items) shows the note in lowercase")
            find(first, pyatspi.ROLE_LABEL, "ALPHA!")
            menu_command(first, "Untitled", "Text")
            find(first, pyatspi.ROLE_MENU_ITEM, "Case").queryAction().doAction(0)
            find(first, pyatspi.ROLE_MENU_ITEM, "Lowercase").queryAction().doAction(0)
            find(first, pyatspi.ROLE_LABEL, "alpha!")

            step("About, from the primary menu")
            activate("Untitled", first_editor)
            menu_command(first, "Untitled", "About ScenesDemo")
            about = find(root, pyatspi.ROLE_FRAME, "About")
            find(about, pyatspi.ROLE_LABEL, "ScenesDemo")
            quiregui.key("Escape")
            quiregui.wait_until(lambda: not frames(root, "About"), "Escape to close About", TIMEOUT)

            step("Ctrl+? lists Quire's shortcuts and the app's (Uppercase, from its Text menu)")
            activate("Untitled", first_editor)
            quiregui.key("ctrl+question")
            shortcuts = find(root, pyatspi.ROLE_FRAME, "Shortcuts")
            for label in ("Save", "Undo", "Preferences", "Text", "Uppercase"):
                find(shortcuts, pyatspi.ROLE_LABEL, label)
            quiregui.screenshot(os.path.splitext(screenshot_path)[0] + "-shortcuts.png")
            quiregui.key("Escape")
            quiregui.wait_until(lambda: not frames(root, "Shortcuts"), "Escape to close the shortcuts window", TIMEOUT)

            step("the editor's navigationSubtitle and the document's title menu")
            find(second, pyatspi.ROLE_LABEL, "Words: 1")
            activate("Untitled 2", second_editor)
            quiregui.click(find(second, pyatspi.ROLE_PUSH_BUTTON, "Document Menu"), "Untitled 2")
            for item in ("Rename…", "Move To…", "Duplicate", "Export As…", "Revert To"):
                find(second, pyatspi.ROLE_MENU_ITEM, item)
            quiregui.key("Escape")

            step("a destructive dismiss closes the edited note without asking")
            activate("Untitled 2", second_editor)
            quiregui.click(find(second, pyatspi.ROLE_PUSH_BUTTON, "Discard and Close"), "Untitled 2")
            quiregui.wait_until(lambda: not frames(root, "Untitled 2"), "the note window to close", TIMEOUT)
            if quiregui.search(root, pyatspi.ROLE_LABEL, "Save Changes?") is not None:
                raise quiregui.GuiTestError("a destructive dismiss asked to save")
        print(f"scenes demo test passed; screenshot: {screenshot_path}")
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        sys.exit(f"scenes demo test failed: {error}")
