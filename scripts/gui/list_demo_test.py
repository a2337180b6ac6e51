#!/usr/bin/python3
"""GUI test of QuireUIDemo --list, the view layer's List on GTK: add three items through the
TextField (Enter submits), toggle one (CHECKED through AT-SPI), delete one with its row's Delete
button, move one down with Alt+Down; the AT-SPI tree is checked after each step, and the window
subtitle (the view graph's counters) shows that toggling made no widgets.

usage: run-under-xvfb.sh /usr/bin/python3 list_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import re
import sys

import pyatspi

import quiregui

TITLE = "Quire List Demo"
COUNTERS = re.compile(r"created (\d+) · updated (\d+)")


def counters(window):
    """(created, updated) from the subtitle label the demo keeps current."""
    def read():
        stack = [window]
        while stack:
            accessible = stack.pop()
            if accessible is None:
                continue
            match = COUNTERS.fullmatch(accessible.name or "")
            if match:
                return int(match.group(1)), int(match.group(2))
            stack.extend(accessible.getChildAtIndex(i) for i in range(accessible.childCount))
        return None
    return quiregui.wait_until(read, "the counters in the subtitle")


def rows(window):
    """[(title, checked)] of the list's rows in order, or None while there is no list."""
    box = quiregui.search(window, pyatspi.ROLE_LIST)
    if box is None:
        return None
    found = []
    for index in range(box.childCount):
        row = box.getChildAtIndex(index)
        check = quiregui.search(row, pyatspi.ROLE_CHECK_BOX)
        if check is not None:
            found.append((check.name, quiregui.has_state(check, pyatspi.STATE_CHECKED)))
    return found


def expect_rows(window, expected, what):
    """Waits until the list shows exactly `expected`."""
    last = [None]

    def matches():
        last[0] = rows(window)
        return last[0] == expected
    try:
        quiregui.wait_until(matches, what)
    except quiregui.GuiTestError:
        raise quiregui.GuiTestError(f"{what}: the list shows {last[0]}, expected {expected}") from None


def row_containing(window, title):
    """The list row whose check box is named `title`."""
    def lookup():
        box = quiregui.search(window, pyatspi.ROLE_LIST)
        for index in range(box.childCount if box else 0):
            row = box.getChildAtIndex(index)
            if quiregui.search(row, pyatspi.ROLE_CHECK_BOX, title) is not None:
                return row
        return None
    return quiregui.wait_until(lookup, f"the row of {title!r}")


def main(executable, screenshot_path):
    with quiregui.App([executable, "--list"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "No Items")
        field = quiregui.find(window, pyatspi.ROLE_TEXT, "New item")
        quiregui.click(field, TITLE)
        for title in ["Milk", "Eggs", "Bread"]:
            quiregui.type_text(title)
            quiregui.key("Return")
            quiregui.find(window, pyatspi.ROLE_CHECK_BOX, title)
        expect_rows(window, [("Milk", False), ("Eggs", False), ("Bread", False)], "after adding three items")
        quiregui.find(window, pyatspi.ROLE_LABEL, "0 of 3 done")

        created_before, _ = counters(window)
        eggs = quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Eggs")
        quiregui.click(eggs, TITLE)
        expect_rows(window, [("Milk", False), ("Eggs", True), ("Bread", False)], "after toggling Eggs")
        quiregui.find(window, pyatspi.ROLE_LABEL, "1 of 3 done")
        created, _ = counters(window)
        if created != created_before:
            raise quiregui.GuiTestError(f"toggling created widgets: {created_before} → {created}")

        delete = quiregui.find(row_containing(window, "Milk"), pyatspi.ROLE_PUSH_BUTTON, "Delete")
        quiregui.click(delete, TITLE)
        expect_rows(window, [("Eggs", True), ("Bread", False)], "after deleting Milk")
        quiregui.find(window, pyatspi.ROLE_LABEL, "1 of 2 done")

        # The Delete button leaves the focus where it was: on Eggs' check box.
        if not quiregui.has_state(quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Eggs"), pyatspi.STATE_FOCUSED):
            raise quiregui.GuiTestError("Eggs' check box lost the focus")
        quiregui.key("alt+Down")
        expect_rows(window, [("Bread", False), ("Eggs", True)], "after Alt+Down on Eggs")
        quiregui.key("alt+Up")
        expect_rows(window, [("Eggs", True), ("Bread", False)], "after Alt+Up on Eggs")
        # The moved row keeps the focus (the list view made it a new row widget).
        quiregui.wait_until(
            lambda: quiregui.has_state(quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Eggs"), pyatspi.STATE_FOCUSED),
            "the focus back on Eggs' check box after the moves")

        quiregui.screenshot(screenshot_path)
        print(f"list demo test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"list demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
