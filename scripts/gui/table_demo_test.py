#!/usr/bin/python3
"""GUI test of QuireUIDemo --table, the view layer's Table on a GtkColumnView: a click on the Size
column's header writes the sort order, the app sorts its files by it and the rows show in the new
order (a second click turns it around); a click on a row's cell selects it and the selection
binding reaches the "Selected: …" label; a right click on a row opens its context menu, whose Open
item reaches the app with that row's id. Rows are read from the accessibility tree.

usage: run-under-xvfb.sh /usr/bin/python3 table_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Table Demo"
FILES = {"Alpha.txt", "Beta.txt", "Gamma.txt", "Delta.txt"}


def names_in_order(window):
    """The file names the table's cells show, in the order of the widget tree (the rows' order)."""
    found = []
    stack = [window]
    while stack:
        accessible = stack.pop()
        if accessible is None:
            continue
        if accessible.getRole() == pyatspi.ROLE_LABEL and accessible.name in FILES:
            found.append(accessible.name)
        stack.extend(reversed([accessible.getChildAtIndex(i) for i in range(accessible.childCount)]))
    return found


def expect_order(window, expected, what):
    """Waits until the table shows exactly the files `expected`, in that order."""
    last = [None]

    def matches():
        last[0] = names_in_order(window)
        return last[0] == expected
    try:
        quiregui.wait_until(matches, what)
    except quiregui.GuiTestError:
        raise quiregui.GuiTestError(f"{what}: the table shows {last[0]}, expected {expected}") from None


def click_header(window, title, fraction):
    """Clicks the header of the column titled `title` at `fraction` of its width. Clicks in a row at
    points far apart are two clicks, not a double click, without waiting out the double-click time."""
    header = quiregui.find(window, pyatspi.ROLE_LABEL, title).parent
    extents = header.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x, y, _, _ = quiregui.window_geometry(TITLE)
    quiregui.xdotool("mousemove", "--sync", x + extents.x + int(extents.width * fraction),
                     y + extents.y + extents.height // 2)
    quiregui.xdotool("click", 1)


def main(executable, screenshot_path):
    with quiregui.App([executable, "--table"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        expect_order(window, ["Alpha.txt", "Beta.txt", "Delta.txt", "Gamma.txt"], "sorted by name at first")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Selected: none")

        click_header(window, "Size", 0.2)
        expect_order(window, ["Beta.txt", "Gamma.txt", "Alpha.txt", "Delta.txt"], "after a click on Size")
        click_header(window, "Size", 0.7)
        expect_order(window, ["Delta.txt", "Alpha.txt", "Gamma.txt", "Beta.txt"], "after a second click on Size")

        quiregui.click(quiregui.find(window, pyatspi.ROLE_LABEL, "Gamma.txt"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Selected: Gamma.txt")
        # Sorted another way, the selection stays with the file.
        click_header(window, "Name", 0.5)
        expect_order(window, ["Alpha.txt", "Beta.txt", "Delta.txt", "Gamma.txt"], "after a click on Name")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Selected: Gamma.txt")

        # A right click on a row outside the selection: the menu is for that row alone.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_LABEL, "Beta.txt"), TITLE, button=3)
        # The menu opens on its first item; GTK 4.8 reports a popover's extents relative to the
        # popover, so the keyboard chooses.
        quiregui.find(app.accessible(), pyatspi.ROLE_MENU_ITEM, "Open")
        quiregui.key("Return")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Opened: Beta.txt")

        quiregui.screenshot(screenshot_path)
        print(f"table demo test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"table demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
