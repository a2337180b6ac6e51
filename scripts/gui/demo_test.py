#!/usr/bin/python3
"""GUI test of QuireUIDemo, the view layer on GTK: click the button and see the @State label change;
type into the TextEditor and see the binding update the length label; Ctrl+I (the button's
.keyboardShortcut) while the editor has the focus; the header bar's Reset (a .toolbar item) by Ctrl+R
and by click; toggle the check box; move the Slider by click and by keys and see the binding and
onEditingChanged; and
check through the window subtitle (the view graph's counters) that typing created no widgets.

usage: run-under-xvfb.sh /usr/bin/python3 demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import re
import sys

import pyatspi

import quiregui

TITLE = "Quire Demo"
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


def main(executable, screenshot_path):
    with quiregui.App([executable], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Count: 0")
        button = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Increment")
        quiregui.click(button, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Count: 1")
        quiregui.click(button, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Count: 2")
        created_before, updated_before = counters(window)

        editor = quiregui.find(window, pyatspi.ROLE_TEXT)
        quiregui.click(editor, TITLE)
        typed = "hello quire"
        quiregui.type_text(typed)
        quiregui.find(window, pyatspi.ROLE_LABEL, f"Length: {len(typed)}")
        text = editor.queryText()
        if text.getText(0, -1) != typed:
            raise quiregui.GuiTestError(f"the editor holds {text.getText(0, -1)!r}, not {typed!r}")

        created, updated = quiregui.wait_until(
            lambda: (lambda c: c if c[1] > updated_before else None)(counters(window)),
            "the counters after typing")
        if created != created_before:
            raise quiregui.GuiTestError(f"typing created widgets: {created_before} → {created}")
        # Each keystroke updates the length label (and nothing else); the editor is never rewritten.
        if updated - updated_before > len(typed):
            raise quiregui.GuiTestError(f"{updated - updated_before} widget updates for {len(typed)} keys")

        # Ctrl+I is the Increment button's .keyboardShortcut: taken before the focused editor sees it.
        quiregui.key("ctrl+i")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Count: 3")
        if editor.queryText().getText(0, -1) != typed:
            raise quiregui.GuiTestError("Ctrl+I reached the editor as well as the button")

        # The toolbar item sits in the header bar, above the content, and answers Ctrl+R.
        reset = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Reset")
        reset_y = reset.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
        increment_y = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
        editor_y = editor.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
        if not reset_y < increment_y < editor_y:
            raise quiregui.GuiTestError(f"Reset (y {reset_y}) is not in the header bar above Increment (y {increment_y})")
        quiregui.key("ctrl+r")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Count: 0")
        quiregui.click(button, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Count: 1")
        quiregui.click(reset, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Count: 0")

        toggle = quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Enabled")
        quiregui.click(toggle, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Toggle: on")
        if not quiregui.has_state(toggle, pyatspi.STATE_CHECKED):
            raise quiregui.GuiTestError("the toggle is not checked after the click")

        # The slider starts at the bound value, 3, and moves in whole steps: a click on the track takes
        # the thumb near the pointer (snapped), the arrow keys one step, End to the upper bound. Each move
        # is one edit (onEditingChanged true, then false).
        slider = quiregui.find(window, pyatspi.ROLE_SLIDER, "Volume")
        if slider.queryValue().currentValue != 3:
            raise quiregui.GuiTestError(f"the slider shows {slider.queryValue().currentValue}, not the bound 3")
        quiregui.click(slider, TITLE)
        clicked = quiregui.find(window, pyatspi.ROLE_LABEL, re.compile(r"Volume: \d+ · edits: 1"))
        value = int(re.search(r"Volume: (\d+)", clicked.name).group(1))
        if not 3 < value < 8 or slider.queryValue().currentValue != value:
            raise quiregui.GuiTestError(f"a click at the middle chose {value}, the slider shows "
                                        f"{slider.queryValue().currentValue}")
        quiregui.key("Right")
        quiregui.find(window, pyatspi.ROLE_LABEL, f"Volume: {value + 1} · edits: 2")
        quiregui.key("End")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Volume: 10 · edits: 3")
        quiregui.key("Right")  # at the upper bound: an edit that leaves the value where it is
        quiregui.find(window, pyatspi.ROLE_LABEL, "Volume: 10 · edits: 4")
        quiregui.key("Left")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Volume: 9 · edits: 5")

        # The link: a link named by its title (not clicked: no browser here).
        quiregui.find(window, pyatspi.ROLE_LINK, "Quire on the web")

        # The adaptive grid: its tags side by side, as many per line as fit, lines below each other.
        tags = [quiregui.find(window, pyatspi.ROLE_LABEL, name) for name in ("Sketch", "Photo", "Note", "Plan")]
        boxes = [tag.queryComponent().getExtents(pyatspi.WINDOW_COORDS) for tag in tags]
        if not (boxes[1].x > boxes[0].x and abs(boxes[1].y - boxes[0].y) <= 2):
            raise quiregui.GuiTestError(f"the grid's first two tags are not side by side: {boxes[0]} {boxes[1]}")

        quiregui.screenshot(screenshot_path)
        print(f"demo test passed: created {created}, updated {updated_before} → {updated}; "
              f"screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
