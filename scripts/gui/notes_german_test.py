#!/usr/bin/python3
"""The Notes app under LANG=de_DE.UTF-8, read through AT-SPI as a German user sees it: the launch
window, titled with the app's name from its de.lproj/InfoPlist.strings ("Notizen"), shows the app's
own strings from its Localizable.xcstrings (title, New Document buttons) and Quire's from QuireUI's
Quire.xcstrings (Öffnen …, Mehr); a new note is "Unbenannt", its window has the app's toolbar
toggle, Quire's undo button, save state and primary menu items (Tastenkürzel, Info zu Notizen,
Schließen, Beenden), and its close asks "Änderungen speichern?".
No C library locale is installed or needed: Quire reads LANG itself.

usage: run-under-xvfb.sh /usr/bin/python3 notes_german_test.py PATH/TO/NotesApp SCREENSHOT_DIR
Screenshot: SCREENSHOT_DIR/notes-launch-de.png. Exit status 0 when it passed.
"""

import os
import sys

import pyatspi

import notes_test
import quiregui
from notes_test import find, frame, step, wait_label

LAUNCH_TITLE = "Notizen"  # the app's name, from de.lproj/InfoPlist.strings
UNTITLED = "Unbenannt"


def main(executable, screenshots):
    box = notes_test.Sandbox("german")
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        box.env.pop(variable, None)
    box.env["LANG"] = "de_DE.UTF-8"
    try:
        with quiregui.App([executable], name=notes_test.APP_NAME, env=box.env) as app:
            root = app.accessible(timeout=notes_test.TIMEOUT)
            step("the launch window in German")
            launch = frame(root, LAUNCH_TITLE)
            wait_label(launch, lambda l: l == "Meine Notizen", "the app's title from its catalog")
            for name in ("Leere Notiz", "Besprechungsnotizen", "Öffnen …"):
                find(launch, pyatspi.ROLE_PUSH_BUTTON, name)
            find(launch, None, "Mehr")  # the third action ("Tagebuch") is in Quire's More menu
            if quiregui.search(launch, pyatspi.ROLE_PUSH_BUTTON, "Blank Note"):
                raise quiregui.GuiTestError("an English button is left in the launch window")
            quiregui.screenshot(os.path.join(screenshots, "notes-launch-de.png"))

            step("a new note's window")
            quiregui.click(find(launch, pyatspi.ROLE_PUSH_BUTTON, "Leere Notiz"), LAUNCH_TITLE)
            window = frame(root, UNTITLED)
            find(window, pyatspi.ROLE_PUSH_BUTTON, "Suchen und Ersetzen")
            find(window, pyatspi.ROLE_PUSH_BUTTON, "Rückgängig")
            main_menu = find(window, None, "Hauptmenü")
            quiregui.click(main_menu, UNTITLED)
            for item in ("Tastenkürzel", "Info zu Notizen", "Schließen", "Beenden"):
                quiregui.wait_until(lambda item=item: quiregui.search(window, None, item), f"the primary menu's {item}")
            quiregui.key("Escape")
            editor = find(window, pyatspi.ROLE_TEXT)
            quiregui.click(editor, UNTITLED)
            quiregui.type_text("Hallo")
            wait_label(window, lambda l: l.startswith("Entwurf · "), "the save state in German")

            step("Ctrl+W asks in German")
            quiregui.key("ctrl+w")
            wait_label(root, lambda l: l == "Änderungen speichern?", "the dialog's heading")
            wait_label(root, lambda l: l.startswith("„Unbenannt“ enthält ungespeicherte Änderungen"), "its body")
            notes_test.dialog_button(root, "Verwerfen").queryAction().doAction(0)
            frame(root, LAUNCH_TITLE)
        print("german scenario passed")
    finally:
        box.cleanup()


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"notes german test failed: {error}", file=sys.stderr)
        sys.exit(1)
