#!/usr/bin/python3
"""`make screenshots`: the gallery's pages and the example apps' windows, light and dark, as a person
would see them, for people to look at (issues 16 and 20). Nothing is asserted beyond each window and
page showing up; every image is of one window (`import -window`), not the screen.

- build/screenshots/gallery-<page>-<light|dark>.png: Examples/Gallery with a sample document, each
  sidebar page chosen with the pointer (AT-SPI finds the row), at 1280×800, and gallery-sheet-…: the
  Presentations page's sheet;
- build/screenshots/<app>-<launch|document>-<width>x<height>-<light|dark>.png: Notes, Checklist and
  Board Studio's launch windows and a document window with real content (a note of a few paragraphs, a
  checklist of a dozen items, some done, a board with a photo, strokes and stickers), Jotter's and
  Stockroom's document windows, each at 1280×800 (a laptop) and 360×720 (a phone).

At each size every app's windows must take that size with nothing cut off or piled up (`quiregui.layout_problems`), under GNOME's default window buttons
(`quiregui.use_gnome_window_buttons`).

Dark is libadwaita's own debugging switch, ADW_DEBUG_COLOR_SCHEME=prefer-dark (libadwaita 1.2 reads
it; the `org.gnome.desktop.interface color-scheme` setting needs the settings portal or dconf, which
the test session has neither of).

usage: run-under-xvfb.sh /usr/bin/python3 screenshots.py BIN_DIR SCREENSHOT_DIR
"""

import json
import os
import shutil
import sys
import tempfile
import uuid

import pyatspi

import quiregui
from checklist_test import SANDBOX_BASE, sandbox, step
from gallery_test import PAGES, TITLE as GALLERY_TITLE, show_page, write_sample
from sample_board import write_board_package

TIMEOUT = 20.0
SCHEMES = {"light": "prefer-light", "dark": "prefer-dark"}
SIZES = [(1280, 800), (360, 720)]

NOTE = """Quire on the desktop

Notes keeps each note in a plain text file, so it opens anywhere: in Files, in a terminal, in another editor.

Changes are saved as you go, earlier versions are kept, and an unsaved note comes back after a crash.

This paragraph is here to show how a longer line wraps at the window's width, the way a person's notes do when they write more than a line at a time.
"""

CHECKLIST = [("Milk", True), ("Eggs", True), ("Bread", False), ("Coffee beans", True), ("Apples", False),
             ("Rice", False), ("Tomatoes", True), ("Olive oil", False), ("Cheese", False), ("Pasta", True),
             ("Spinach", False), ("Yoghurt", False)]

MARKDOWN = """# Release plan
Ship Quire 1.0 with the gallery and the example apps.
## Risks
Fonts differ between distributions.
## Next steps
Screenshots for the release notes.
"""

STOCK = [{"id": str(uuid.UUID(int=i + 1)).upper(), "name": name, "category": category, "quantity": quantity,
          "price": price, "discontinued": discontinued}
         for i, (name, category, quantity, price, discontinued) in enumerate([
             ("Hex Key", "tools", 12, 4.5, False), ("Wood Screws", "parts", 400, 0.05, False),
             ("Sandpaper", "supplies", 30, 0.8, False), ("Old Drill", "tools", 1, 35.0, True)])]


def snap(title, out, name, scheme):
    quiregui.screenshot(os.path.join(out, f"{name}-{scheme}.png"), window=quiregui.window_id(title))


def snap_sizes(title, out, name, scheme, window):
    """At each size: the window takes it and nothing in it is cut off or piled up; a screenshot."""
    for width, height in SIZES:
        quiregui.resize_window(title, width, height)
        quiregui.expect_laid_out(window, f"{title} at {width}×{height}", TIMEOUT)
        # A window can take a size and then grow back to its minimum once its content settles.
        if quiregui.window_geometry(title)[2:] != (width, height):
            raise quiregui.GuiTestError(f"{title} grew to {quiregui.window_geometry(title)[2:]} after taking "
                                        f"{width}×{height}")
        snap(title, out, f"{name}-{width}x{height}", scheme)


def gallery(bin_dir, out, scheme, env, documents):
    """Each page at 1280×800, then the Presentations page's sheet on its own."""
    path = write_sample(documents)
    with quiregui.App([os.path.join(bin_dir, "GalleryApp"), path], name="GalleryApp", env=env) as app:
        root = app.accessible(timeout=TIMEOUT)
        window = quiregui.find(root, pyatspi.ROLE_FRAME, GALLERY_TITLE, TIMEOUT)
        quiregui.resize_window(GALLERY_TITLE, *SIZES[0])
        for page, title, marker in PAGES:
            show_page(window, title, marker)
            snap(GALLERY_TITLE, out, f"gallery-{page}", scheme)
        show_page(window, "Presentations", "Outcome")
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Edit Note…", TIMEOUT), GALLERY_TITLE)
        quiregui.find(root, pyatspi.ROLE_FRAME, "Edit Note", TIMEOUT)
        snap("Edit Note", out, "gallery-sheet", scheme)


def document_app(bin_dir, out, scheme, env, executable, name, path, title, launch=None):
    """The launch window (when the app has one), then the document at `path` in its window."""
    if launch:
        with quiregui.App([os.path.join(bin_dir, executable)], name=executable, env=env) as app:
            window = quiregui.find(app.accessible(timeout=TIMEOUT), pyatspi.ROLE_FRAME, launch, TIMEOUT)
            snap_sizes(launch, out, f"{name}-launch", scheme, window)
    with quiregui.App([os.path.join(bin_dir, executable), path], name=executable, env=env) as app:
        window = quiregui.find(app.accessible(timeout=TIMEOUT), pyatspi.ROLE_FRAME, title, TIMEOUT)
        snap_sizes(title, out, f"{name}-document", scheme, window)


def main(bin_dir, out):
    os.makedirs(out, exist_ok=True)
    for scheme, value in SCHEMES.items():
        root_dir = tempfile.mkdtemp(prefix="quire-screenshots-", dir=SANDBOX_BASE)
        try:
            documents, env = sandbox(root_dir)
            quiregui.use_gnome_window_buttons(env)
            env["ADW_DEBUG_COLOR_SCHEME"] = value
            # No autosave while the windows are shown: the documents stay as written.
            env["QUIRE_AUTOSAVE_DELAY_MS"] = "600000"
            step(f"{scheme}: the gallery's pages")
            gallery(bin_dir, out, scheme, env, documents)

            step(f"{scheme}: Notes, Checklist, Board Studio, Jotter, Stockroom")
            note = os.path.join(documents, "Quire.txt")
            with open(note, "w", encoding="utf-8") as file:
                file.write(NOTE)
            document_app(bin_dir, out, scheme, env, "NotesApp", "notes", note, "Quire.txt", launch="Notes")

            checklist = os.path.join(documents, "Groceries.checklist")
            with open(checklist, "w", encoding="utf-8") as file:
                json.dump({"id": str(uuid.uuid4()).upper(),
                           "items": [{"id": str(uuid.uuid4()).upper(), "title": title, "isChecked": done}
                                     for title, done in CHECKLIST]}, file)
            document_app(bin_dir, out, scheme, env, "ChecklistApp", "checklist", checklist, "Groceries.checklist",
                         launch="Checklist")

            board = os.path.join(documents, "Meadow.boardpkg")
            write_board_package(board)
            document_app(bin_dir, out, scheme, env, "BoardStudioApp", "board", board, "Meadow.boardpkg",
                         launch="Board Studio")

            markdown = os.path.join(documents, "Plan.md")
            with open(markdown, "w", encoding="utf-8") as file:
                file.write(MARKDOWN)
            document_app(bin_dir, out, scheme, env, "JotterApp", "jotter", markdown, "Plan.md")

            stock = os.path.join(documents, "Workshop.json")
            with open(stock, "w", encoding="utf-8") as file:
                json.dump(STOCK, file)
            document_app(bin_dir, out, scheme, env, "StockroomApp", "stockroom", stock, "Workshop.json")
        finally:
            shutil.rmtree(root_dir, ignore_errors=True)
    print(f"screenshots written to {out}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(*sys.argv[1:])
    except quiregui.GuiTestError as error:
        print(f"screenshots failed: {error}", file=sys.stderr)
        sys.exit(1)
