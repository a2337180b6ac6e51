#!/usr/bin/python3
"""GUI test of drag and drop and the copy and paste commands on the Gallery's Input & Clipboard page
(Examples/Gallery), driven as a person would, results checked on disk and over AT-SPI.

A file is dragged from another program — files_drag_source.py, a GTK 4 window standing in for GNOME
Files, offering the file's URI as `text/uri-list` — onto the page's `dropDestination(for: URL.self)`:
the pointer is pressed on the file, moved in small steps past the drag threshold and across to the
drop area, and released (XDND between two X clients). The file's name is attached to the document,
which Ctrl+S saves. The document's title is dragged the other way, to text_drop_target.py (a GTK 4
window taking dropped text), which must receive it; on the way, over bare screen, the drag's icon
under the pointer must be the page's preview (an orange card), not the dragged label. The items'
`onCopyCommand` puts their names on the clipboard on Ctrl+C (read back with xclip); text another
program (xclip) copied is pasted into the items by `onPasteCommand` on Ctrl+V, and saved.

usage: run-under-xvfb.sh /usr/bin/python3 gallery_drag_drop_test.py GALLERY_APP
Exit status 0 when the scenario passed.
"""

import os
import shutil
import subprocess
import sys
import tempfile

import pyatspi

import quiregui
from checklist_test import SANDBOX_BASE, sandbox, step
from document_apps_test import expect_label
from gallery_input_test import clipboard_text
from gallery_test import SAMPLE, TIMEOUT, TITLE, write_sample, show_page, saved
from notes_test import focus
from stack_demo_test import labels_named

PAGE = ("Input & Clipboard", "Drop Files Here")
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "files_drag_source.py")
RECEIVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "text_drop_target.py")


def move_in_steps(start, end, steps=16):
    """Moves the pointer from `start` to `end` in `steps` small synchronous steps."""
    for i in range(1, steps + 1):
        point = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        if quiregui.pointer_position() != point:
            quiregui.xdotool("mousemove", "--sync", *point)


def drag(start, end, via=None):
    """Presses at `start`, moves in small synchronous steps to `end` (the first ones past GTK's drag
    threshold), lingers there so the target answers the drag's position, and releases. `via`, a
    point and a check: the drag passes the point on the way and runs the check there."""
    quiregui.xdotool("mousemove", "--sync", *start)
    quiregui.xdotool("mousedown", 1)
    for i in range(1, 4):
        quiregui.xdotool("mousemove", "--sync", start[0] + 6 * i, start[1] + 6 * i)
    point = (start[0] + 18, start[1] + 18)
    if via is not None:
        move_in_steps(point, via[0])
        via[1]()
        point = via[0]
    move_in_steps(point, end)
    for offset in (1, 2, 1):
        quiregui.xdotool("mousemove", "--sync", end[0] + offset, end[1])
    quiregui.xdotool("mouseup", 1)


def is_orange(colour):
    """The Gallery's drag preview's orange (#FF7800), give or take the screen's rounding."""
    red, green, blue = colour
    return red > 230 and 90 < green < 150 and blue < 40


def expect_preview_at_pointer(root_dir):
    """The drag's icon under the pointer is the preview — an orange card around the title, centred
    on the pointer — not the dragged label: the screen is orange a little above and below the
    pointer and to either side of it (on the card's padding, clear of the text)."""
    x, y = quiregui.pointer_position()
    points = [(x, y - 14), (x, y + 14), (x - 55, y - 14), (x + 55, y - 14)]
    colours = []

    def shows_preview():
        shot = quiregui.screenshot(os.path.join(root_dir, "drag-preview.png"))
        colours[:] = [quiregui.pixel(shot, *point) for point in points]
        return all(map(is_orange, colours))
    try:
        quiregui.wait_until(shows_preview, "the orange preview under the pointer")
    except quiregui.GuiTestError as error:
        raise quiregui.GuiTestError(f"{error}; the screen at {points} was {colours}") from None


def scroll_into_view(accessible):
    """Turns the wheel over the page (the window's right half) until `accessible` lies inside the
    window. A loaded machine may drop wheel clicks, so each look that finds it still outside turns it
    again."""
    x, y, width, height = quiregui.window_geometry(TITLE)
    page = (x + width * 3 // 4, y + height // 2)

    def inside():
        extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        if 60 < extents.y and extents.y + extents.height < height - 20:
            return True
        if quiregui.pointer_position() != page:
            quiregui.xdotool("mousemove", "--sync", *page)
        quiregui.xdotool("click", "--repeat", 3, "--delay", 20, 5 if extents.y >= 60 else 4)
        return False

    quiregui.wait_until(inside, f"{accessible.name!r} inside the window")


def main(executable):
    root_dir = tempfile.mkdtemp(prefix="quire-gallery-dnd-", dir=SANDBOX_BASE)
    source = receiver = None
    try:
        documents, env = sandbox(root_dir)
        path = write_sample(documents)
        dropped = os.path.join(root_dir, "Field Notes.txt")
        with open(dropped, "w", encoding="utf-8") as file:
            file.write("notes from the field\n")
        with quiregui.App([executable, path], name="GalleryApp", env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            window = quiregui.find(root, pyatspi.ROLE_FRAME, TITLE, TIMEOUT)
            show_page(window, *PAGE)

            step("a file dragged from another program onto the drop area is attached to the document")
            target = quiregui.find(window, pyatspi.ROLE_LABEL, "Drop Files Here", TIMEOUT)
            scroll_into_view(target)
            end = quiregui.screen_center(target, TITLE)
            source = subprocess.Popen(["/usr/bin/python3", SOURCE, dropped], env=env, stdout=subprocess.PIPE, text=True)
            files = quiregui.window_id("Files")
            # No window manager: the source goes where it covers neither the drop area nor the page.
            quiregui.xdotool("windowmove", "--sync", files, 1020, 640)
            start = quiregui.window_geometry("Files")
            start = (start[0] + start[2] // 2, start[1] + start[3] // 2)
            drag(start, end)
            expect_label(window, "Field Notes.txt", "the Attachments row after the drop")
            focus(target, TITLE)
            quiregui.key("ctrl+s")
            quiregui.wait_until(lambda: saved(path).get("attachments") == ["Field Notes.txt"],
                                f"{path} to list the dropped file")
            source.terminate()
            finished = source.communicate(timeout=TIMEOUT)[0]
            if "drag finished: copy" not in finished:
                raise quiregui.GuiTestError(f"the source did not see its drag taken as a copy: {finished!r}")
            source = None

            step("the title dragged out to another program shows its preview on the way and arrives as text")
            receiver = subprocess.Popen(["/usr/bin/python3", RECEIVER], env=env, stdout=subprocess.PIPE, text=True)
            quiregui.xdotool("windowmove", "--sync", quiregui.window_id("Drop Target"), 1020, 600)
            x, y, width, height = quiregui.window_geometry("Drop Target")
            # The page shows the title twice (its "Title" row higher up): the label to drag is the
            # one beside the drop area.
            drop_area_y = target.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y
            title = min(labels_named(window, SAMPLE["title"]),
                        key=lambda label: abs(label.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y - drop_area_y))
            scroll_into_view(title)
            # On the way: bare screen, where nothing but the drag's icon is drawn.
            drag(quiregui.screen_center(title, TITLE), (x + width // 2, y + height // 2),
                 via=((1150, 150), lambda: expect_preview_at_pointer(root_dir)))
            app_name = os.path.basename(RECEIVER)
            quiregui.wait_until(lambda: quiregui.search(quiregui.find_application(app_name), pyatspi.ROLE_LABEL,
                                                        SAMPLE["title"]),
                                f"{app_name} to show the dropped title")
            receiver.terminate()
            received = receiver.communicate(timeout=TIMEOUT)[0]
            if f"dropped: {SAMPLE['title']}" not in received:
                raise quiregui.GuiTestError(f"the other program did not receive the title: {received!r}")
            receiver = None

            step("Ctrl+C with the focus in the items copies their names (read back with xclip)")
            items = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Items", TIMEOUT)
            scroll_into_view(items)
            quiregui.click(items, TITLE)
            quiregui.wait_until(lambda: quiregui.has_state(items, pyatspi.STATE_FOCUSED), "the items to take the focus")
            quiregui.key("ctrl+c")
            quiregui.wait_until(lambda: clipboard_text() == "Bolts\nHinges\nScrews\nWashers",
                                "the item names on the clipboard")

            step("Ctrl+V pastes text another program copied into the items, and Ctrl+S saves them")
            # Two reads: the check that xclip owns the clipboard, and the paste.
            owner = subprocess.Popen(["xclip", "-selection", "clipboard", "-loops", "2"], stdin=subprocess.PIPE)
            owner.communicate(b"Nuts\nCotter Pins", timeout=TIMEOUT)
            quiregui.wait_until(lambda: clipboard_text() == "Nuts\nCotter Pins", "xclip's text on the clipboard")
            quiregui.key("ctrl+v")
            expect_label(window, "Items: Bolts, Hinges, Screws, Washers, Nuts, Cotter Pins", "the items after the paste")
            quiregui.key("ctrl+s")
            quiregui.wait_until(lambda: [item["name"] for item in saved(path)["items"]][-2:] == ["Nuts", "Cotter Pins"],
                                f"{path} to hold the pasted items")
        print("gallery drag and drop scenario passed")
    finally:
        for process in (source, receiver):
            if process is not None:
                process.kill()
        shutil.rmtree(root_dir, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        main(sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"gallery drag and drop test failed: {error}", file=sys.stderr)
        sys.exit(1)
