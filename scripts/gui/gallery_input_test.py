#!/usr/bin/python3
"""GUI test of the Gallery's Input & Clipboard page (Examples/Gallery), driven as a person would, results
checked on disk.

The `PasteButton` is insensitive until another program (xclip) puts text on the clipboard, then pastes
it; the `ShareLink`'s Copy Link puts the link on the clipboard. The note field (`TextField(axis: .vertical)`, `lineLimit(1...4)`) grows as lines are typed into it
(Shift+Enter starts a line) and its binding takes the text; the count field (`TextField(value:formatter:)`
over a NumberFormatter) commits "1,200" with Enter; the drop-down picker's button shows its
`currentValueLabel`, following a choice made with the keys; a custom `ProgressViewStyle` captions the bar;
Ctrl+S writes the edits to the file; the `RenameButton` renames the document on disk through the
window's Rename dialog.

usage: run-under-xvfb.sh /usr/bin/python3 gallery_input_test.py GALLERY_APP
Exit status 0 when the scenario passed and the app printed no GTK problems.
"""

import os
import subprocess
import sys

import pyatspi

import quiregui
from checklist_test import step
from document_apps_test import expect_label
from gallery_test import TIMEOUT, TITLE, gallery_window, saved, show_page
from notes_test import focus, focused_text_in, labels

PAGE = ("Input & Clipboard", "Passphrase commits")


def share_copy_link(root, window):
    """Opens the Share menu and chooses Copy Link with the keys (its popover's items have extents of
    their own), again if the keys came before the menu took them."""
    for _ in range(3):
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Share", TIMEOUT), TITLE)
        quiregui.find(root, pyatspi.ROLE_MENU_ITEM, "Copy Link", TIMEOUT)
        quiregui.key("Home", "Return")
        try:
            quiregui.wait_until(lambda: "swift.org" in clipboard_text(), "the link on the clipboard", timeout=3)
            return
        except quiregui.GuiTestError:
            quiregui.key("Escape")
    raise quiregui.GuiTestError("Copy Link did not put the link on the clipboard")


def y_of(accessible):
    return accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y


def clipboard_text():
    result = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True, text=True, timeout=TIMEOUT)
    return result.stdout if result.returncode == 0 else ""


def choose_last(root, window, picker, last):
    """Opens the drop-down `picker` and chooses its last item, `last`, with End and Return. Its list is a
    popover whose items' extents are the popover's own, so the keys choose; GTK 4.8 tells no one when
    the popover has taken the keyboard focus, so keys that came too early (the button still had it)
    are tried again once the popover is gone."""
    for _ in range(3):
        quiregui.click(quiregui.find(window, pyatspi.ROLE_COMBO_BOX, picker, TIMEOUT), TITLE)
        quiregui.find(root, pyatspi.ROLE_LABEL, last, TIMEOUT)
        quiregui.key("End", "Return")
        try:
            quiregui.wait_until(lambda: f"One {last} Scoop" in labels(window), f"{last} chosen", timeout=3)
            return
        except quiregui.GuiTestError:
            quiregui.key("Escape")
    raise quiregui.GuiTestError(f"{last} was not chosen in {picker}")


def height(accessible):
    return accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS).height


def main(executable):
    with gallery_window(executable, "gallery-input") as (_, documents, path, root, window):
        show_page(window, *PAGE)

        step("Paste is insensitive until another program puts text on the clipboard, then pastes it")
        paste = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Paste", TIMEOUT)
        if quiregui.has_state(paste, pyatspi.STATE_SENSITIVE):
            raise quiregui.GuiTestError("Paste is sensitive with nothing on the clipboard")
        owner = subprocess.Popen(["xclip", "-selection", "clipboard", "-loops", "1"], stdin=subprocess.PIPE)
        owner.communicate(b"Pasted Title", timeout=TIMEOUT)
        quiregui.wait_until(lambda: quiregui.has_state(paste, pyatspi.STATE_SENSITIVE), "Paste to become sensitive")
        quiregui.click(paste, TITLE)
        expect_label(window, "Pasted Title", "the title after Paste")
        # Where the page's first control sits with the page at its top, laid out (the click on
        # Paste beside it landed).
        rename_home = y_of(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Rename", TIMEOUT))

        step("Share → Copy Link puts the link on the clipboard")
        share_copy_link(root, window)
        link = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True, text=True,
                              timeout=TIMEOUT).stdout
        if link != "https://swift.org":
            raise quiregui.GuiTestError(f"the clipboard holds {link!r}, not the link")

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
        # The picker is at the page's foot: the wheel, over the page, scrolls down to it.
        focus(count, TITLE)
        quiregui.xdotool("click", "--repeat", 10, "--delay", 20, 5)
        choose_last(root, window, "Scoop", "Strawberry")
        expect_label(window, "One Strawberry Scoop", "the picker's button after choosing Strawberry")

        step("a custom ProgressViewStyle captions the bar")
        expect_label(window, "50 percent done", "the style's caption")

        step("Ctrl+S writes the note's lines and the count to the file")
        # The page scrolled down to the picker (the fields may be above the window now).
        caption = quiregui.find(window, pyatspi.ROLE_LABEL, "50 percent done", TIMEOUT)
        focus(caption, TITLE)
        quiregui.key("ctrl+s")
        expected = "Line one\nLine two\nLine three\nLine four\nLine five"
        quiregui.wait_until(lambda: (lambda s: s["count"] == 1200 and s["note"] == expected
                                            and s["flavor"] == "strawberry")(saved(path)),
                            f"{path} to hold count 1200 and the five typed lines")

        step("the RenameButton runs the document's Rename: the file is renamed on disk")
        rename = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Rename", TIMEOUT)
        # The page scrolled down to the fields below: the wheel, over the page, brings the button
        # back. A loaded machine may drop wheel clicks, so each look that finds the page not yet
        # at its top turns the wheel again. The button is the page's first control: back where it
        # was when the page opened, the page is at its top, and no wheel click still queued can
        # move it from under the pointer.
        focus(caption, TITLE)

        def page_at_top():
            if y_of(rename) == rename_home:
                return True
            quiregui.xdotool("click", "--repeat", 5, "--delay", 20, 4)
            return False
        quiregui.wait_until(page_at_top, "the page scrolled back to its top")
        quiregui.click(rename, TITLE)
        focused_text_in(root, "Rename Document", "the Rename dialog's entry")
        quiregui.key("ctrl+a")
        quiregui.type_text("Renamed Sample")
        quiregui.key("Return")
        renamed = os.path.join(documents, "Renamed Sample.gallerysample")
        quiregui.wait_until(lambda: os.path.exists(renamed) and not os.path.exists(path),
                            f"{path} renamed to {renamed}")
        if saved(renamed)["count"] != 1200:
            raise quiregui.GuiTestError(f"the renamed file lost the saved edits: {saved(renamed)}")
    print("gallery input scenario passed")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        main(sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"gallery input test failed: {error}", file=sys.stderr)
        sys.exit(1)
