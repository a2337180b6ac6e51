#!/usr/bin/python3
"""GUI test of the Gallery's Input & Clipboard page (Examples/Gallery), driven as a person would, results
checked on disk.

The note field (`TextField(axis: .vertical)`, `lineLimit(1...4)`) grows as lines are typed into it
(Shift+Enter starts a line) and its binding takes the text; the count field (`TextField(value:formatter:)`
over a NumberFormatter) commits "1,200" with Enter; the drop-down picker's button shows its
`currentValueLabel`, following a choice made with the keys; a custom `ProgressViewStyle` captions the bar;
Ctrl+S writes the edits to the file.

usage: run-under-xvfb.sh /usr/bin/python3 gallery_input_test.py GALLERY_APP
Exit status 0 when the scenario passed and the app printed no GTK problems.
"""

import os
import shutil
import sys
import tempfile

import pyatspi

import quiregui
from checklist_test import SANDBOX_BASE, sandbox, step
from document_apps_test import expect_label
from gallery_test import TIMEOUT, TITLE, write_sample, show_page, saved
from notes_test import focus

PAGE = ("Input & Clipboard", "Passphrase commits")


def height(accessible):
    return accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS).height


def main(executable):
    root_dir = tempfile.mkdtemp(prefix="quire-gallery-input-", dir=SANDBOX_BASE)
    try:
        documents, env = sandbox(root_dir)
        path = write_sample(documents)
        with quiregui.App([executable, path], name="GalleryApp", env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = quiregui.find(root, pyatspi.ROLE_FRAME, TITLE, TIMEOUT)
            show_page(window, *PAGE)

            step("the vertical note field grows with each typed line, up to four")
            note = quiregui.find(window, pyatspi.ROLE_TEXT, "Note", TIMEOUT)
            quiregui.click(note, TITLE)
            quiregui.key("ctrl+a")
            quiregui.type_text("Line one")
            one_line = height(note)
            heights = [one_line]
            for line in ("two", "three", "four", "five"):
                quiregui.key("shift+Return")
                quiregui.type_text(f"Line {line}")
                quiregui.wait_until(lambda: note.queryText().getText(0, -1).endswith(f"Line {line}"),
                                    f"line {line} in the field")
                quiregui.wait_until(lambda: height(note) != heights[-1] or len(heights) >= 4,
                                    f"the field to change height after line {line}")
                heights.append(height(note))
            if not heights[0] < heights[1] < heights[2] < heights[3]:
                raise quiregui.GuiTestError(f"the field did not grow line by line: {heights}")
            if heights[4] != heights[3]:
                raise quiregui.GuiTestError(f"the field grew past four lines: {heights}")

            step("the count field commits “1,200” through its NumberFormatter on Enter")
            count = quiregui.find(window, pyatspi.ROLE_TEXT, "Count", TIMEOUT)
            quiregui.click(count, TITLE)
            quiregui.key("ctrl+a")
            quiregui.type_text("1,200")
            quiregui.key("Return")
            expect_label(window, "1200", "the count after Enter")

            step("the drop-down's button shows its current value label, which follows the choice")
            expect_label(window, "One Chocolate Scoop", "the picker's button")
            quiregui.click(quiregui.find(window, pyatspi.ROLE_COMBO_BOX, "Scoop", TIMEOUT), TITLE)
            # The list is a popover (items' extents are the popover's own): chosen with the keys.
            quiregui.find(root, pyatspi.ROLE_LABEL, "Strawberry", TIMEOUT)
            quiregui.key("End")
            quiregui.key("Return")
            expect_label(window, "One Strawberry Scoop", "the picker's button after choosing Strawberry")

            step("a custom ProgressViewStyle captions the bar")
            expect_label(window, "50 percent done", "the style's caption")

            step("Ctrl+S writes the note's lines and the count to the file")
            focus(count, TITLE)
            quiregui.key("ctrl+s")
            expected = "Line one\nLine two\nLine three\nLine four\nLine five"
            quiregui.wait_until(lambda: (lambda s: s["count"] == 1200 and s["note"] == expected
                                                and s["flavor"] == "strawberry")(saved(path)),
                                f"{path} to hold count 1200 and the five typed lines")
        print("gallery input scenario passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        main(sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"gallery input test failed: {error}", file=sys.stderr)
        sys.exit(1)
