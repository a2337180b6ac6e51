#!/usr/bin/python3
"""GUI test of Examples/Gallery, Quire's widget factory — a document app written for macOS — driven as a
person would, results checked on disk.

A sample document opens on the Controls page; each sidebar page, chosen with the pointer, shows its
content; the Shapes page draws in the document's colour; the slider's label is one line; the Controls
page's stepper (a click on +, undone and redone with the header bar's buttons, then another) and the
Forms page's title field (typed) edit the document; Ctrl+S writes both to the file; the Presentations
page's Edit Note… opens a sheet whose field takes typing and Escape closes it, dropping the edit.

usage: run-under-xvfb.sh /usr/bin/python3 gallery_test.py GALLERY_APP
Exit status 0 when the scenario passed and the app printed no GTK problems.
"""

import contextlib
import json
import os
import shutil
import sys
import tempfile
from collections import namedtuple

import pyatspi

import quiregui
from notes_test import labels, focus
from checklist_test import SANDBOX_BASE, sandbox, step
from document_apps_test import expect_label
from board_test import color_box

TIMEOUT = 20.0
TITLE = "Sample.gallerysample"

# Each sidebar page's title and a label only that page shows: the page is there when the label is.
PAGES = [
    ("controls", "Controls", "Presses"),
    ("forms", "Forms & Containers", "A card holding related content."),
    ("lists", "Lists & Tables", "Documents"),
    ("text", "Text & Fonts", "Large Title"),
    ("shapes", "Shapes & Drawing", "Gradients"),
    ("layout", "Layout", "Frames and Padding"),
    ("animation", "Animation", "Moving label"),
    ("navigation", "Navigation", "About Navigation"),
    ("presentations", "Presentations", "Outcome"),
    ("scenes", "Scenes & Commands", "The Sample Menu"),
]

# The document the pages open on: what GallerySample's Codable form writes.
SAMPLE = {
    "title": "Widget Factory",
    "note": "Every page of this window edits this document.",
    "volume": 0.5,
    "count": 3,
    "date": "2026-12-07T09:30:00Z",
    "color": {"red": 0.18, "green": 0.62, "blue": 0.45},
    "isEnabled": True,
    "flavor": "chocolate",
    "items": [
        {"id": "6F1C2A52-3E0B-4B7A-9C55-0D1E2F3A4B01", "name": "Bolts", "quantity": 40, "isDone": False},
        {"id": "6F1C2A52-3E0B-4B7A-9C55-0D1E2F3A4B02", "name": "Hinges", "quantity": 6, "isDone": True},
        {"id": "6F1C2A52-3E0B-4B7A-9C55-0D1E2F3A4B03", "name": "Screws", "quantity": 120, "isDone": False},
        {"id": "6F1C2A52-3E0B-4B7A-9C55-0D1E2F3A4B04", "name": "Washers", "quantity": 75, "isDone": False},
    ],
}


# The sample's colour as the screen shows it (sRGB, 8 bits).
SAMPLE_RGB = tuple(round(SAMPLE["color"][part] * 255) for part in ("red", "green", "blue"))


def write_sample(documents):
    path = os.path.join(documents, TITLE)
    with open(path, "w", encoding="utf-8") as file:
        json.dump(SAMPLE, file, indent=2)
    return path


def sidebar(window):
    return quiregui.find(window, pyatspi.ROLE_LIST, "GtkListView", TIMEOUT)


def show_page(window, title, marker):
    """Chooses the page `title` in the sidebar with the pointer; returns once its `marker` label shows."""
    quiregui.click(quiregui.find(sidebar(window), pyatspi.ROLE_LABEL, title, TIMEOUT), TITLE)
    try:
        quiregui.wait_until(lambda: marker in labels(window), f"the {title} page's {marker!r}")
    except quiregui.GuiTestError as error:
        raise quiregui.GuiTestError(f"{error}; the labels are {labels(window)}") from None


Gallery = namedtuple("Gallery", "root_dir documents path root window")


@contextlib.contextmanager
def gallery_window(executable, name):
    """A sandbox (removed afterwards) holding the sample document, and the Gallery's window on it."""
    root_dir = tempfile.mkdtemp(prefix=f"quire-{name}-", dir=SANDBOX_BASE)
    try:
        documents, env = sandbox(root_dir)
        path = write_sample(documents)
        with quiregui.App([executable, path], name="GalleryApp", env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            yield Gallery(root_dir, documents, path, root, quiregui.find(root, pyatspi.ROLE_FRAME, TITLE, TIMEOUT))
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


def saved(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def main(executable):
    with gallery_window(executable, "gallery") as (root_dir, _, path, root, window):

        step("every sidebar page shows its content")
        for _, title, marker in PAGES:
            show_page(window, title, marker)

        step("Shapes: the shapes and the canvas draw in the document's colour")
        show_page(window, "Shapes & Drawing", "Gradients")
        shot = quiregui.screenshot(os.path.join(root_dir, "shapes.png"), window=quiregui.window_id(TITLE))
        if color_box(shot, SAMPLE_RGB, tolerance=8) is None:
            raise quiregui.GuiTestError(f"nothing on the Shapes page is drawn in {SAMPLE_RGB}")

        step("Controls: the slider's label keeps its word whole (one line, as “Presses”)")
        show_page(window, "Controls", "Presses")
        heights = [quiregui.find(window, pyatspi.ROLE_LABEL, name, TIMEOUT).queryComponent()
                   .getExtents(pyatspi.WINDOW_COORDS).height for name in ("Volume", "Presses")]
        if heights[0] != heights[1]:
            raise quiregui.GuiTestError(f"“Volume” is {heights[0]} pixels tall, “Presses” {heights[1]}")

        step("Controls: the stepper's + → Count: 4; the header bar's Undo and Redo; + again → Count: 5")
        show_page(window, "Controls", "Presses")
        increment = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Increment", TIMEOUT)
        quiregui.click(increment, TITLE)
        expect_label(window, "Count: 4", "after one Increment")
        # One edit only: edits in quick succession may be undone together.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Undo", TIMEOUT), TITLE)
        expect_label(window, "Count: 3", "after Undo")
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Redo", TIMEOUT), TITLE)
        expect_label(window, "Count: 4", "after Redo")
        quiregui.click(increment, TITLE)
        expect_label(window, "Count: 5", "after the second Increment")

        step("Forms: the title typed → “Gallery Tour”")
        show_page(window, "Forms & Containers", "A card holding related content.")
        field = quiregui.find(window, pyatspi.ROLE_TEXT, "Title", TIMEOUT)
        quiregui.click(field, TITLE)
        quiregui.key("ctrl+a")
        quiregui.type_text("Gallery Tour")
        quiregui.key("Tab")

        step("Ctrl+S writes both to the file")
        focus(field, TITLE)
        quiregui.key("ctrl+s")
        quiregui.wait_until(lambda: (lambda s: s["count"] == 5 and s["title"] == "Gallery Tour")(saved(path)),
                            f"{path} to hold count 5 and the typed title")
        kept = saved(path)
        if kept["items"] != SAMPLE["items"] or kept["note"] != SAMPLE["note"]:
            raise quiregui.GuiTestError(f"the save changed what was not edited: {kept}")
        step("Presentations: Edit Note… opens a sheet that takes typing; Escape closes it")
        show_page(window, "Presentations", "Outcome")
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Edit Note…", TIMEOUT), TITLE)
        sheet = quiregui.find(root, pyatspi.ROLE_FRAME, "Edit Note", TIMEOUT)
        note = quiregui.find(sheet, pyatspi.ROLE_TEXT, "Note", TIMEOUT)
        quiregui.click(note, "Edit Note")
        quiregui.key("ctrl+a")
        quiregui.type_text("Dropped")
        expect_label(sheet, "7 characters", "typed into the sheet")
        quiregui.key("Escape")
        quiregui.wait_until(lambda: quiregui.search(root, pyatspi.ROLE_FRAME, "Edit Note") is None, "the sheet to close")
        if "Dropped" in labels(window):
            raise quiregui.GuiTestError("Escape kept the sheet's edit")
        expect_label(window, SAMPLE["note"], "after Escape")
    print("gallery scenario passed")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        main(sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"gallery test failed: {error}", file=sys.stderr)
        sys.exit(1)
