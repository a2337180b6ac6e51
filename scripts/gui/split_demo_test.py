#!/usr/bin/python3
"""GUI test of NavigationSplitView on GTK (QuireUIDemo --split): the notes list in the sidebar at the
start of the window, a status page while nothing is chosen; clicking a note in the sidebar shows it in
the detail; typing in its editor changes that note, which it keeps when another note is chosen and it
is chosen again; the note's menu duplicates it; F9 hides the sidebar (the columnVisibility binding reads "hidden") and shows it
again. Narrowed below 600 pixels the split view folds into one column at a time (an AdwLeaflet): a
note chosen in the sidebar moves on to its detail, whose Back button returns; widened, the columns
are side by side again. A screenshot is taken with a note open (SCREENSHOT.png).

usage: run-under-xvfb.sh /usr/bin/python3 split_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Split Demo"


def x_of(accessible):
    return accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x


def main(executable, screenshot_path):
    with quiregui.App([executable, "--split"], name="QuireUIDemo") as app:
        root = app.accessible()
        window = quiregui.find(root, pyatspi.ROLE_FRAME, TITLE)
        quiregui.window_geometry(TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "No Note Selected")
        shown = quiregui.find(window, pyatspi.ROLE_LABEL, "Sidebar: shown")
        ideas = quiregui.find(window, pyatspi.ROLE_LABEL, "Ideas")
        if not x_of(ideas) < x_of(shown):
            raise quiregui.GuiTestError("the sidebar is not at the start of the window")

        # The sidebar's section: its header above its rows and its footer below them; a click on the
        # header selects nothing.
        header = quiregui.find(window, pyatspi.ROLE_LABEL, "Notes")
        footer = quiregui.find(window, pyatspi.ROLE_LABEL, "3 notes")
        y_of = lambda accessible: accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
        if not y_of(header) < y_of(ideas) < y_of(footer):
            raise quiregui.GuiTestError("the section's header and footer are not around its rows")
        quiregui.click(header, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "No Note Selected")

        # A note chosen in the sidebar shows in the detail.
        quiregui.click(ideas, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Characters: 19")
        quiregui.wait_until(lambda: quiregui.search(window, pyatspi.ROLE_LABEL, "No Note Selected") is None,
                            "the status page to go")
        editor = quiregui.find(window, pyatspi.ROLE_TEXT)
        quiregui.click(editor, TITLE)
        quiregui.key("ctrl+End")
        quiregui.type_text(" now")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Characters: 23")
        quiregui.screenshot(screenshot_path)

        # Another note, then back: the edit stayed in its note.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_LABEL, "Groceries"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Characters: 10")
        # The detail now shows Groceries: the only "Ideas" left is the sidebar's.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_LABEL, "Ideas"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Characters: 23")

        # The note's menu: its popover's items are reached with the keys (GTK 4.8 reports a
        # popover's extents relative to the popover); the menu opens on its first item.
        quiregui.click(quiregui.find(window, None, "Note Actions"), TITLE)
        quiregui.find(root, None, "Duplicate Note")
        quiregui.key("Return")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Ideas copy")
        quiregui.find(window, pyatspi.ROLE_LABEL, "4 notes")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Characters: 23")

        # F9 hides the sidebar and shows it again.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_TEXT), TITLE)
        quiregui.key("F9")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Sidebar: hidden")
        quiregui.wait_until(lambda: quiregui.search(window, pyatspi.ROLE_LABEL, "Groceries") is None,
                            "the sidebar to hide")
        quiregui.key("F9")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Sidebar: shown")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Groceries")

        # A narrow window folds the columns into one at a time: the chosen note's (the status item
        # reports the preferredCompactColumn binding), with a Back button to the sidebar, where
        # choosing another note moves on to it. Widened, the columns are side by side again.
        quiregui.xdotool("search", "--onlyvisible", "--name", f"^{TITLE}$", "windowsize", "420", "480")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Folded on: detail")
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Back"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Folded on: sidebar")
        quiregui.click(quiregui.find(window, pyatspi.ROLE_LABEL, "Groceries"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Folded on: detail")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Characters: 10")
        quiregui.xdotool("search", "--onlyvisible", "--name", f"^{TITLE}$", "windowsize", "720", "480")
        quiregui.wait_until(lambda: x_of(quiregui.find(window, pyatspi.ROLE_LABEL, "Characters: 10"))
                            > x_of(quiregui.find(window, pyatspi.ROLE_LABEL, "Groceries")) + 100,
                            "the detail beside the sidebar again")
        print(f"split demo test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"split demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
