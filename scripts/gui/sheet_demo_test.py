#!/usr/bin/python3
"""GUI test of sheets and alerts on GTK (QuireUIDemo --sheet): open the settings sheet by its button,
change the draft volume with its form's stepper (its Increment button, beside the label, under the
section's header), type a speed into the formatted stepper's field and see it formatted, choose with a segmented and a
drop-down picker, see the progress bar and the gauge follow the draft and the speed, type a
password into the secure field, press Done in its header bar and see the new volume in the main window;
open it again, change the draft, press Escape and see it dismissed with the volume unchanged; open the
alert, choose its destructive Delete button and see the board deleted. Screenshots are taken while the
sheet is open (SCREENSHOT.png) and while the alert is (alert.png beside it).

usage: run-under-xvfb.sh /usr/bin/python3 sheet_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import os
import re
import sys

import pyatspi

import quiregui

TITLE = "Quire Sheet Demo"
SHEET = "Settings"
ALERT = "Delete “Sketches”?"


def gone(root, role, name):
    """Waits until no accessible with the role and name is left under root."""
    quiregui.wait_until(lambda: quiregui.search(root, role, name) is None, f"{name!r} to go away")


def above(upper, lower):
    """Whether `upper` is drawn above `lower` in their window."""
    return (upper.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
            < lower.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y)


def expect_value(accessible, expected, what):
    """Waits until the accessible's AT-SPI value (a progress or level bar's) is `expected`."""
    quiregui.wait_until(lambda: abs(accessible.queryValue().currentValue - expected) < 1e-6,
                        f"{what} to read {expected}")


def main(executable, screenshot_path):
    with quiregui.App([executable, "--sheet"], name="QuireUIDemo") as app:
        root = app.accessible()
        window = quiregui.find(root, pyatspi.ROLE_FRAME, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Volume: 3 · sheets closed: 0")

        # Done applies the draft.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Settings…"), TITLE)
        quiregui.window_geometry(SHEET)
        draft = quiregui.find(root, pyatspi.ROLE_LABEL, "Draft volume: 3")
        louder = quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, "Increment")
        header = quiregui.find(root, pyatspi.ROLE_LABEL, "Sound")
        if not above(header, draft):
            raise quiregui.GuiTestError("the section's header is not above its row")
        louder_box = louder.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        draft_box = draft.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        draft_middle = draft_box.y + draft_box.height // 2
        if not (louder_box.x >= draft_box.x + draft_box.width
                and louder_box.y <= draft_middle <= louder_box.y + louder_box.height):
            raise quiregui.GuiTestError(f"the stepper's button {louder_box} is not after its label {draft_box} in its row")
        done = quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, "Done")
        cancel = quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, "Cancel")
        if not (above(done, draft) and above(cancel, draft)):
            raise quiregui.GuiTestError("Cancel and Done are not in the sheet's header bar")
        done_x = done.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x
        cancel_x = cancel.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x
        if not cancel_x < done_x:
            raise quiregui.GuiTestError(f"Cancel (x {cancel_x}) is not at the start and Done (x {done_x}) at the end")
        loudness = quiregui.find(root, pyatspi.ROLE_PROGRESS_BAR, "Loudness")
        expect_value(loudness, 0.3, "the loudness bar before the step")
        quiregui.click(louder, SHEET)
        quiregui.find(root, pyatspi.ROLE_LABEL, "Draft volume: 4")
        expect_value(loudness, 0.4, "the loudness bar after the step")
        # The formatted stepper's field: a typed value is parsed by its format and written (GTK 4.8's
        # entries expose no text to AT-SPI: the value is read from the LabeledContent beside it).
        quiregui.find(root, pyatspi.ROLE_LABEL, "Exact speed")
        quiregui.find(root, pyatspi.ROLE_LABEL, "1.00")
        quiregui.click(quiregui.find(root, pyatspi.ROLE_TEXT, "Playback speed"), SHEET)
        quiregui.key("ctrl+a")
        quiregui.type_text("2.25")
        quiregui.key("Return")
        quiregui.find(root, pyatspi.ROLE_LABEL, "2.25")
        # The pickers: a segmented one (toggle buttons) and a drop-down (its popover's list).
        quiregui.find(root, pyatspi.ROLE_LABEL, "Stereo, Standard")
        # GTK 4.8 gives toggle buttons the push-button role.
        quiregui.click(quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, "Mono"), SHEET)
        quiregui.find(root, pyatspi.ROLE_LABEL, "Mono, Standard")
        quality = quiregui.find(root, pyatspi.ROLE_COMBO_BOX, "Quality", timeout=10)
        quiregui.click(quality, SHEET)
        # The open list is a popover: GTK 4.8 reports its items' extents relative to the popover's own
        # surface, so the choice is made with the keys, as a person may (End: the last item).
        quiregui.find(root, pyatspi.ROLE_LABEL, "Studio")
        quiregui.key("End")
        quiregui.key("Return")
        quiregui.find(root, pyatspi.ROLE_LABEL, "Mono, Studio")
        # Leaving the speed field (for the pickers) did not write its rounded text back.
        quiregui.find(root, pyatspi.ROLE_LABEL, "2.25")
        # The colour picker: its button opens GTK's colour chooser, titled by the picker; a swatch
        # and Select change the colour.
        quiregui.find(root, pyatspi.ROLE_LABEL, "blue")
        quiregui.click(quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, "Waveform colour"), SHEET)
        quiregui.window_geometry("Waveform colour")
        dialog = quiregui.find(root, pyatspi.ROLE_DIALOG, "Waveform colour")
        quiregui.click(quiregui.find(dialog, pyatspi.ROLE_RADIO_BUTTON, "Red"), "Waveform colour")
        # libadwaita 1.2 names a dialog button by its mnemonic label and its label ("_Select Select").
        quiregui.click(quiregui.find(dialog, pyatspi.ROLE_PUSH_BUTTON, re.compile(r"(_Select )?Select")),
                       "Waveform colour")
        quiregui.find(root, pyatspi.ROLE_LABEL, "another colour")
        # The date picker: its button opens the time fields, the hour's taking the keys.
        quiregui.find(root, pyatspi.ROLE_LABEL, "at 9")
        quiregui.click(quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, "Session"), SHEET)
        quiregui.find(root, None, "Hour")
        quiregui.key("ctrl+a")
        quiregui.type_text("14")
        quiregui.key("Tab")
        quiregui.find(root, pyatspi.ROLE_LABEL, "at 14")
        quiregui.key("Escape")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Volume: 3 · sheets closed: 0")
        # The second section, below the first: the wheel scrolls the form to it, as a person would.
        x, y, width, height = quiregui.window_geometry(SHEET)
        quiregui.xdotool("mousemove", "--sync", x + width // 2, y + height // 2)
        quiregui.xdotool("click", "--repeat", 15, "--delay", 20, 5)
        # The gauge: a level bar at the speed's place in 0.5...4, its current value labeled.
        quiregui.find(root, pyatspi.ROLE_LABEL, "2.25×")
        expect_value(quiregui.find(root, pyatspi.ROLE_LEVEL_BAR, "Speed"), 0.5, "the speed gauge")
        # The secure field: a password entry; what is typed reaches the binding.
        password = quiregui.find(root, pyatspi.ROLE_PASSWORD_TEXT, "Sharing password")
        quiregui.wait_until(lambda: password.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
                            + 40 < height, "the password field to scroll into view")
        quiregui.click(password, SHEET)
        quiregui.type_text("hunter2")
        quiregui.find(root, pyatspi.ROLE_LABEL, "7 characters")
        quiregui.screenshot(screenshot_path)
        quiregui.click(done, SHEET)
        gone(root, pyatspi.ROLE_PUSH_BUTTON, "Increment")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Volume: 4 · sheets closed: 1")

        # Escape dismisses without applying.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Settings…"), TITLE)
        quiregui.window_geometry(SHEET)
        quiregui.find(root, pyatspi.ROLE_LABEL, "Draft volume: 4")
        quiregui.click(quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, "Increment"), SHEET)
        quiregui.find(root, pyatspi.ROLE_LABEL, "Draft volume: 5")
        quiregui.key("Escape")
        gone(root, pyatspi.ROLE_PUSH_BUTTON, "Increment")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Volume: 4 · sheets closed: 2")

        # The alert's destructive button.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Delete Board…"), TITLE)
        quiregui.find(root, pyatspi.ROLE_LABEL, "This cannot be undone.")
        # libadwaita 1.2 names a response button by its label twice ("Delete Delete").
        delete = quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, re.compile(r"Delete(?: Delete)?"))
        cancel = quiregui.find(root, pyatspi.ROLE_PUSH_BUTTON, re.compile(r"Cancel(?: Cancel)?"))
        if not (cancel.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x
                < delete.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x):
            raise quiregui.GuiTestError("the alert's Cancel is not before its Delete")
        quiregui.screenshot(os.path.join(os.path.dirname(os.path.abspath(screenshot_path)), "alert.png"))
        quiregui.click(delete, ALERT)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Board: deleted")
        gone(root, pyatspi.ROLE_LABEL, "This cannot be undone.")
        print(f"sheet demo test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"sheet demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
