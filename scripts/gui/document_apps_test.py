#!/usr/bin/python3
"""GUI tests of Examples/CrossPlatform's two document apps — sources written for macOS (`import SwiftUI`,
`import UniformTypeIdentifiers`), built unchanged against Quire — driven as a person would, results
checked on disk.

jotter: a Markdown file opens with its headings in the sidebar and its word count under the text; typing
a heading adds it to the sidebar; choosing a heading counts its words; Preferences (Ctrl+comma) hides
the word count in the document window at once and a larger font size is kept in the app's defaults;
Ctrl+S writes the typed text to the file; the window, made larger, reopens at that size.

stockroom: a JSON stock list opens empty ("No Items"); the toolbar's + opens the item form in a sheet;
Save stays disabled until the item has a name; the name, a quantity stepped up twice and a price are
typed; Save closes the sheet and the item is listed; a second sheet dropped with Escape adds nothing;
the View menu's Toggle is a check item and its Picker a submenu of radio items, their marks following
the choices; at 360 × 720 View and Edit… fold into the header bar's More menu (nothing overlaps), whose
Edit… opens the selected item's sheet and closes the menu; back at 1280 × 800 they are in the header
bar again; Ctrl+S writes the JSON, checked field by field.

usage: run-under-xvfb.sh /usr/bin/python3 document_apps_test.py BIN_DIR SCREENSHOT_DIR [jotter|stockroom]…
Exit status 0 when every scenario passed and the apps printed no GTK problems.
"""

import json
import os
import plistlib
import shutil
import sys
import tempfile

import pyatspi

import quiregui
from notes_test import labels, focus
# The temporary HOME and XDG folders, and the step lines, are the Checklist test's.
from checklist_test import SANDBOX_BASE, sandbox, step

TIMEOUT = 20.0


def list_rows(window):
    """The labels of the window's GtkListView rows (the sidebar)."""
    return labels(quiregui.find(window, pyatspi.ROLE_LIST, "GtkListView", TIMEOUT))


def expect_sidebar(window, expected, what):
    try:
        quiregui.wait_until(lambda: sorted(list_rows(window)) == sorted(expected), f"{what}: the sidebar {expected}")
    except quiregui.GuiTestError as error:
        raise quiregui.GuiTestError(f"{error}; it lists {list_rows(window)}") from None


def expect_label(window, text, what):
    try:
        quiregui.wait_until(lambda: text in labels(window), f"{what}: the label {text!r}")
    except quiregui.GuiTestError as error:
        raise quiregui.GuiTestError(f"{error}; the labels are {labels(window)}") from None


def activate_key(accessible, title, combo):
    """Presses `combo` in the window titled `title` (X sends keys to the window under the pointer)."""
    focus(accessible, title)
    quiregui.key(combo)


def scenario_jotter(bin_dir, screenshots):
    root_dir = tempfile.mkdtemp(prefix="quire-jotter-", dir=SANDBOX_BASE)
    try:
        documents, env = sandbox(root_dir)
        path = os.path.join(documents, "plan.md")
        with open(path, "w", encoding="utf-8") as file:
            file.write("# Plan\nShip the release\n## Risks\none two three\n")
        title = "plan.md"

        with quiregui.App([os.path.join(bin_dir, "JotterApp"), path], name="JotterApp", env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = quiregui.find(root, pyatspi.ROLE_FRAME, title, TIMEOUT)
            step("the headings in the sidebar, the word count under the text")
            expect_sidebar(window, ["Plan", "Risks"], "opened")
            expect_label(window, "8 words", "opened")

            step("a heading typed at the end joins the sidebar")
            editor = quiregui.find(window, pyatspi.ROLE_TEXT, None, TIMEOUT)
            quiregui.click(editor, title)
            quiregui.key("ctrl+End")
            for line in ["## Next steps", "four five"]:
                quiregui.type_text(line)
                quiregui.key("Return")
            expect_sidebar(window, ["Plan", "Risks", "Next steps"], "after typing")
            expect_label(window, "12 words", "after typing")

            step("choosing “Risks” counts its words")
            quiregui.click(quiregui.find(window, pyatspi.ROLE_LABEL, "Risks", TIMEOUT), title)
            expect_label(window, "12 words · “Risks”: 3 words", "after choosing Risks")

            step("Ctrl+S writes the text")
            focus(editor, title)
            quiregui.key("ctrl+s")
            expected = "# Plan\nShip the release\n## Risks\none two three\n## Next steps\nfour five\n"
            quiregui.wait_until(lambda: open(path, encoding="utf-8").read() == expected, f"{path} to hold the typed text")
            quiregui.screenshot(os.path.join(screenshots, "jotter.png"))

            step("Preferences: the word count goes from the document window at once; a bigger font")
            quiregui.key("ctrl+comma")
            preferences = quiregui.find(root, pyatspi.ROLE_FRAME, "Preferences", TIMEOUT)
            switch = quiregui.find(preferences, pyatspi.ROLE_CHECK_BOX, "Show Word Count", TIMEOUT)
            quiregui.click(switch, "Preferences")
            quiregui.wait_until(lambda: not any(l.endswith("words") for l in labels(window)),
                                "the word count to leave the document window")
            quiregui.click(quiregui.find(preferences, pyatspi.ROLE_PUSH_BUTTON, "Increment", TIMEOUT), "Preferences")
            expect_label(preferences, "Font Size: 15", "after Increment")
            quiregui.screenshot(os.path.join(screenshots, "jotter-preferences.png"))

            step("the window made larger, then Ctrl+Q")
            _, _, width, height = quiregui.window_geometry(title)
            quiregui.xdotool("search", "--onlyvisible", "--name", f"^{title}$", "windowsize", "--sync", width + 160, height + 90)
            resized = quiregui.wait_until(lambda: (lambda g: g[2:] if g[2:] != (width, height) else None)(quiregui.window_geometry(title)),
                                          "the window to take its new size")
            activate_key(editor, title, "ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")

        step("the next window of the kind opens at the size the last was left at")
        with quiregui.App([os.path.join(bin_dir, "JotterApp"), path], name="JotterApp", env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = quiregui.find(root, pyatspi.ROLE_FRAME, title, TIMEOUT)
            reopened = quiregui.window_geometry(title)[2:]
            if reopened != resized:
                raise quiregui.GuiTestError(f"reopened at {reopened}, left at {resized} (first {width}×{height})")
            activate_key(quiregui.find(window, pyatspi.ROLE_TEXT, None, TIMEOUT), title, "ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")

        step("the preferences were kept in the app's defaults")
        with open(os.path.join(env["XDG_CONFIG_HOME"], "JotterApp.plist"), "rb") as file:
            defaults = plistlib.load(file)
        if defaults.get("showsWordCount") is not False or defaults.get("editorFontSize") != 15:
            raise quiregui.GuiTestError(f"the defaults hold {defaults}")
        print("jotter scenario passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


def scenario_stockroom(bin_dir, screenshots):
    root_dir = tempfile.mkdtemp(prefix="quire-stockroom-", dir=SANDBOX_BASE)
    try:
        documents, env = sandbox(root_dir)
        # GNOME's own window buttons (close only), as on a phone: the narrow step measures the header bar.
        quiregui.use_gnome_window_buttons(env)
        path = os.path.join(documents, "workshop.json")
        with open(path, "w", encoding="utf-8") as file:
            file.write("[]\n")
        title = "workshop.json"

        with quiregui.App([os.path.join(bin_dir, "StockroomApp"), path], name="StockroomApp", env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = quiregui.find(root, pyatspi.ROLE_FRAME, title, TIMEOUT)
            expect_label(window, "No Items", "opened")

            step("+ opens the item's form in a sheet; Save waits for a name")
            quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Add Item", TIMEOUT), title)
            sheet = quiregui.find(root, pyatspi.ROLE_FRAME, "New Item", TIMEOUT)
            save = quiregui.find(sheet, pyatspi.ROLE_PUSH_BUTTON, "Save", TIMEOUT)
            if quiregui.has_state(save, pyatspi.STATE_SENSITIVE):
                raise quiregui.GuiTestError("Save is enabled before the item has a name")

            step("name, quantity 1 → 3, price")
            quiregui.click(quiregui.find(sheet, pyatspi.ROLE_TEXT, "Name", TIMEOUT), "New Item")
            quiregui.type_text("Hex Key")
            sheet = quiregui.find(root, pyatspi.ROLE_FRAME, "Hex Key", TIMEOUT)
            increment = quiregui.find(sheet, pyatspi.ROLE_PUSH_BUTTON, "Increment", TIMEOUT)
            quiregui.click(increment, "Hex Key")
            expect_label(sheet, "Quantity: 2", "after one Increment")
            quiregui.click(increment, "Hex Key")
            expect_label(sheet, "Quantity: 3", "after two")
            price = quiregui.find(sheet, pyatspi.ROLE_TEXT, "Price", TIMEOUT)
            quiregui.click(price, "Hex Key")
            quiregui.key("ctrl+a")
            quiregui.type_text("4.5")
            quiregui.key("Tab")
            quiregui.wait_until(lambda: quiregui.has_state(save, pyatspi.STATE_SENSITIVE), "Save to be enabled")
            quiregui.screenshot(os.path.join(screenshots, "stockroom-sheet.png"))

            step("Save closes the sheet; the item is listed")
            quiregui.click(quiregui.find(sheet, pyatspi.ROLE_PUSH_BUTTON, "Save", TIMEOUT), "Hex Key")
            quiregui.wait_until(lambda: quiregui.search(root, pyatspi.ROLE_FRAME, "Hex Key") is None, "the sheet to close")
            expect_label(window, "Hex Key", "after Save")
            expect_label(window, "3 × 4.50", "after Save")

            step("a second sheet dropped with Escape adds nothing")
            quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Add Item", TIMEOUT), title)
            sheet = quiregui.find(root, pyatspi.ROLE_FRAME, "New Item", TIMEOUT)
            quiregui.click(quiregui.find(sheet, pyatspi.ROLE_TEXT, "Name", TIMEOUT), "New Item")
            quiregui.type_text("Mallet")
            quiregui.key("Escape")
            quiregui.wait_until(lambda: quiregui.search(root, pyatspi.ROLE_FRAME, "Mallet") is None, "the sheet to close")
            quiregui.screenshot(os.path.join(screenshots, "stockroom.png"))
            if "Mallet" in labels(window):
                raise quiregui.GuiTestError("the dropped item was listed")

            step("the View menu: a picker's radio items and a toggle's check item follow their state")
            view_menu = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "View", TIMEOUT)

            def open_view_menu():
                quiregui.click(view_menu, title)
                return quiregui.find(root, pyatspi.ROLE_MENU_ITEM, "Show Discontinued", TIMEOUT)

            def checked(accessible):
                return quiregui.has_state(accessible, pyatspi.STATE_CHECKED)

            discontinued = open_view_menu()
            if not checked(discontinued):
                raise quiregui.GuiTestError("Show Discontinued is not checked at first")
            discontinued.queryAction().doAction(0)
            quiregui.wait_until(lambda: quiregui.search(root, pyatspi.ROLE_MENU_ITEM, "Show Discontinued") is None
                                or not quiregui.has_state(discontinued, pyatspi.STATE_SHOWING), "the menu to close")
            discontinued = open_view_menu()
            quiregui.wait_until(lambda: not checked(discontinued), "Show Discontinued unchecked")
            quiregui.find(root, pyatspi.ROLE_MENU_ITEM, "Sort By", TIMEOUT).queryAction().doAction(0)
            by_name = quiregui.find(root, pyatspi.ROLE_MENU_ITEM, "Name", TIMEOUT)
            by_quantity = quiregui.find(root, pyatspi.ROLE_MENU_ITEM, "Quantity", TIMEOUT)
            if not checked(by_name) or checked(by_quantity):
                raise quiregui.GuiTestError("Sort By does not mark Name at first")
            by_quantity.queryAction().doAction(0)
            discontinued = open_view_menu()
            quiregui.find(root, pyatspi.ROLE_MENU_ITEM, "Sort By", TIMEOUT).queryAction().doAction(0)
            by_quantity = quiregui.find(root, pyatspi.ROLE_MENU_ITEM, "Quantity", TIMEOUT)
            quiregui.wait_until(lambda: checked(by_quantity), "Quantity marked after choosing it")
            quiregui.screenshot(os.path.join(screenshots, "stockroom-view-menu.png"))
            # Keys go to the X window under the pointer: the popover's, over its item.
            focus(by_quantity, title)
            quiregui.key("Escape")
            quiregui.key("Escape")
            quiregui.wait_until(lambda: not quiregui.has_state(by_quantity, pyatspi.STATE_VISIBLE)
                                or not quiregui.has_state(by_quantity, pyatspi.STATE_SHOWING), "the View menu to close")
            expect_label(window, "Hex Key", "the item still listed (not discontinued)")
            # Back in the list, as a person would click there.
            quiregui.click(quiregui.find(window, pyatspi.ROLE_LABEL, "Hex Key", TIMEOUT), title)

            step("at a phone's 360 × 720: View and Edit… fold into the header bar's More menu; nothing overlaps")
            quiregui.resize_window(title, 360, 720)
            more = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "More", TIMEOUT)
            quiregui.expect_laid_out(window, f"{title} at 360 × 720", TIMEOUT)
            quiregui.click(more, title)
            quiregui.wait_until(lambda: quiregui.has_state(more, pyatspi.STATE_EXPANDED), "the More menu to open")
            more_bottom = more.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            more_bottom = more_bottom.y + more_bottom.height
            for name in ("View", "Edit…"):
                item = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, name, TIMEOUT)
                if item.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y < more_bottom:
                    raise quiregui.GuiTestError(f"{name} is not in the menu under More")
            step("More → Edit… opens the selected item's sheet, and the menu closes")
            # Activated as assistive technologies do: GTK 4.8 reports a popover's children at
            # coordinates off its surface, so a pointer click there would miss.
            quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Edit…", TIMEOUT).queryAction().doAction(0)
            sheet = quiregui.find(root, pyatspi.ROLE_FRAME, "Hex Key", TIMEOUT)
            quiregui.wait_until(lambda: not quiregui.has_state(more, pyatspi.STATE_EXPANDED), "the More menu to close")
            focus(quiregui.find(sheet, pyatspi.ROLE_TEXT, "Name", TIMEOUT), "Hex Key")
            quiregui.key("Escape")
            quiregui.wait_until(lambda: quiregui.search(root, pyatspi.ROLE_FRAME, "Hex Key") is None, "the sheet to close")
            step("back at 1280 × 800: View and Edit… in the header bar again, no More")
            quiregui.resize_window(title, 1280, 800)
            quiregui.wait_until(lambda: quiregui.search(window, pyatspi.ROLE_PUSH_BUTTON, "More") is None,
                                "the More menu gone")
            quiregui.expect_laid_out(window, f"{title} at 1280 × 800", TIMEOUT)

            step("Ctrl+S writes the JSON")
            focus(quiregui.find(window, pyatspi.ROLE_LABEL, "Hex Key", TIMEOUT), title)
            quiregui.key("ctrl+s")

            def saved():
                try:
                    with open(path, encoding="utf-8") as file:
                        return json.load(file)
                except (OSError, ValueError):
                    return None
            quiregui.wait_until(lambda: saved() not in (None, []), f"{path} to hold the item")
            items = saved()
            if len(items) != 1:
                raise quiregui.GuiTestError(f"the saved list holds {items}")
            item = items[0]
            wanted = {"name": "Hex Key", "quantity": 3, "price": 4.5, "category": "parts", "discontinued": False}
            if {key: item.get(key) for key in wanted} != wanted or "id" not in item:
                raise quiregui.GuiTestError(f"the saved item is {item}")

            step("Ctrl+Q")
            quiregui.key("ctrl+q")
            status = app.wait_for_exit()
            if status != 0:
                raise quiregui.GuiTestError(f"Ctrl+Q: exit status {status}")
        print("stockroom scenario passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


SCENARIOS = {"jotter": scenario_jotter, "stockroom": scenario_stockroom}


def main(bin_dir, screenshots, names):
    os.makedirs(screenshots, exist_ok=True)
    for name in names or list(SCENARIOS):
        print(f"{name} scenario", flush=True)
        SCENARIOS[name](bin_dir, screenshots)


if __name__ == "__main__":
    if len(sys.argv) < 3 or any(name not in SCENARIOS for name in sys.argv[3:]):
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2], sys.argv[3:])
    except quiregui.GuiTestError as error:
        print(f"document apps test failed: {error}", file=sys.stderr)
        sys.exit(1)
