#!/usr/bin/python3
"""GUI test of Board Studio (seed 002 on QuireUI), driven as a person would: through the accessibility
tree (AT-SPI) and real pointer drags, clicks and key presses (xdotool), checked on disk.

In its own HOME and XDG folders, with a generated photo (pale yellow) and sticker (magenta) PNG:
launch window → "Board from Photo" → the Open chooser appears by itself → pick the photo → the board
shows it (found on screen by its colour: that gives where the board is) → the Red swatch → a pen drag
across the board → the Blue swatch, a second drag (the colour reaches the next stroke) → the tool
toggles' shortcuts E, V and P, and the header bar's Pen toggle → the header bar's "Add Sticker…" → pick
the sticker → the selection bar's Larger and Rotate Right → drag it (held mid-drag: the canvas already
draws it moved) → Ctrl+S into a temporary folder as Weekend.boardpkg → drag it again → Ctrl+S →
inodes: only manifest.json was replaced, background.png and the sticker's PNG are the same files →
the primary menu holds Set Background Photo…, Clear Background and Export As… → Export As…
(Ctrl+Shift+E) → the Export Board sheet: PNG at 1× → the file is byte for byte what `quire-samples
export Weekend.boardpkg --to png` makes of the saved package, and its pixels are red and blue on the
strokes (from the manifest's points), magenta at the sticker, yellow elsewhere → PNG at 2× → `quire-samples
export --scale 2`, 3200 × 2400 pixels → PDF → a 1600 × 1200 pt PDF page → PNG at 3× with a transparent
background → 4800 × 3600 pixels, `quire-samples export --scale 3 --transparent` → Ctrl+plus zooms in
(the photo grows on screen), Ctrl+0 fits the board again → the selection bar's Delete Sticker →
Ctrl+scroll down zooms out to 91% about the pointer (the photo's edges close in on it by 1.1×, within
4 pixels), Ctrl+scroll up back to 100% → Ctrl+Z brings the sticker back → at 360 × 720 (a phone) the tools are in the bottom bar and nothing is cut off or piled
up → Ctrl+O (Open…) → a copy of the package picked as one folder in the chooser → its
window's status line counts the strokes, the sticker and the photo.

usage: run-under-xvfb.sh /usr/bin/python3 board_test.py PATH/TO/BoardStudioApp PATH/TO/quire-samples SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

import pyatspi

import quiregui
from sample_board import write_rgba_png
from notes_test import labels, focused_text_in, dialog_open, editor_text, _children

APP_NAME = "BoardStudioApp"   # GTK's program name: what AT-SPI calls the application
LAUNCH_TITLE = "Board Studio"  # CFBundleName from the app's Info.plist
TIMEOUT = 60.0                 # the machine is shared with other builds: poll, with long deadlines

PHOTO_RGB = (250, 236, 170)
STICKER_RGB = (200, 0, 200)


def step(text):
    print(f"  · {text}", flush=True)


def wait_until(condition, what, timeout=TIMEOUT):
    return quiregui.wait_until(condition, what, timeout)


# -- files -------------------------------------------------------------------------------------------


def near(rgb, expected, tolerance=24):
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, expected))


def color_box(screenshot, rgb, tolerance=6):
    """(left, top, right, bottom) of the screen pixels of colour `rgb`, or None."""
    ppm = subprocess.run(["convert", screenshot, "-depth", "8", "ppm:-"], check=True, capture_output=True).stdout
    header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", ppm)
    width, height = int(header.group(1)), int(header.group(2))
    pixels = memoryview(ppm)[header.end():]
    left = top = right = bottom = None
    for y in range(0, height, 2):
        line = pixels[y * width * 3:(y + 1) * width * 3]
        for x in range(0, width, 2):
            r, g, b = line[x * 3], line[x * 3 + 1], line[x * 3 + 2]
            if abs(r - rgb[0]) <= tolerance and abs(g - rgb[1]) <= tolerance and abs(b - rgb[2]) <= tolerance:
                left = x if left is None else min(left, x)
                right = x if right is None else max(right, x)
                top = y if top is None else top
                bottom = y
    return None if left is None else (left, top, right, bottom)


def inode(path):
    try:
        return os.stat(path).st_ino
    except FileNotFoundError:
        return None


def package_inodes(package):
    stickers = os.path.join(package, "stickers")
    names = sorted(os.listdir(stickers)) if os.path.isdir(stickers) else []
    found = {"manifest.json": inode(os.path.join(package, "manifest.json")),
             "background.png": inode(os.path.join(package, "background.png"))}
    for name in names:
        found[f"stickers/{name}"] = inode(os.path.join(stickers, name))
    return found


def png_size(path):
    """(width, height) from a PNG's IHDR."""
    with open(path, "rb") as file:
        header = file.read(24)
    return struct.unpack(">II", header[16:24])


def read_manifest(package):
    try:
        with open(os.path.join(package, "manifest.json"), encoding="utf-8") as file:
            return json.load(file)
    except (OSError, ValueError):
        return None


# -- the app -------------------------------------------------------------------------------------------


def status(window):
    """The editor's status line ("Pen · Black · 10 pt · 0 strokes · …"), or None."""
    return next((label for label in labels(window) if " pt · " in label), None)


def wait_status(window, fragment, what):
    last = [None]

    def matches():
        last[0] = status(window)
        return last[0] is not None and fragment in last[0]
    try:
        wait_until(matches, what)
    except quiregui.GuiTestError:
        raise quiregui.GuiTestError(f"{what}: the status line reads {last[0]!r}, expected {fragment!r}") from None


def dialog_window(root, name):
    return wait_until(lambda: next((w for w in _children(root) if w is not None and w.name == name), None),
                      f"the {name!r} dialog")


def type_into_focused_field(root, dialog, path):
    field = focused_text_in(root, dialog, f"the {dialog} dialog's text field")
    for _ in range(3):
        quiregui.key("ctrl+a")
        quiregui.type_text(path)
        try:
            wait_until(lambda: editor_text(field) == path, "the typed path", timeout=10)
            break
        except quiregui.GuiTestError:
            step(f"the field holds {editor_text(field)!r}; typing again")
    # The field completes names as they are typed; an Enter may only close the completion list.
    for _ in range(4):
        quiregui.key("Return")
        try:
            wait_until(lambda: not dialog_open(root, dialog), f"the {dialog} dialog to close", timeout=10)
            return
        except quiregui.GuiTestError:
            step(f"{dialog} still open (field {editor_text(field)!r}); Enter again")
    raise quiregui.GuiTestError(f"the {dialog} dialog stayed open with {editor_text(field)!r}")


def open_through_chooser(root, path):
    """The Open chooser (GtkFileChooserNative without a portal): Ctrl+L shows its location field."""
    dialog = dialog_window(root, "Open")
    x, y, w, h = quiregui.window_geometry("Open")
    if quiregui.pointer_position() != (x + w // 2, y + h // 2):
        quiregui.xdotool("mousemove", "--sync", x + w // 2, y + h // 2)
    quiregui.key("ctrl+l")
    type_into_focused_field(root, "Open", path)


def press_and_move(points):
    """A real pointer press at the first screen point, then moves through the others (still pressed)."""
    def move(point):
        # --sync waits for the pointer to arrive; it would wait forever for a move to where it is.
        if quiregui.pointer_position() != tuple(point):
            quiregui.xdotool("mousemove", "--sync", *point)
    move(points[0])
    quiregui.xdotool("mousedown", 1)
    for point in points[1:]:
        move(point)


def drag(points):
    """A real pointer drag through screen points: press, moves, release."""
    press_and_move(points)
    quiregui.xdotool("mouseup", 1)


def line(start, end, steps=12):
    return [(round(start[0] + (end[0] - start[0]) * i / steps), round(start[1] + (end[1] - start[1]) * i / steps))
            for i in range(steps + 1)]


def click_button(window, title, name):
    quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, name, timeout=TIMEOUT), title)


def choose_export(root, format_name, scale, transparent=False):
    """Export As… by its shortcut (Ctrl+Shift+E, the primary menu's item), then in the Export Board
    sheet the format, the scale and the transparent background; Export."""
    quiregui.key("ctrl+shift+e")
    sheet = dialog_window(root, "Export Board")
    quiregui.window_geometry("Export Board")
    click_button(sheet, "Export Board", format_name)
    if scale is not None:
        click_button(sheet, "Export Board", scale)
    if transparent:
        # The switch is named by its row's title; its role name is "switch" or "toggle button" as the
        # AT-SPI version has it.
        switch = wait_until(lambda: next(filter(None, (quiregui.search(sheet, role, "Transparent Background")
                                                         for role in ("switch", "toggle button", "check box"))), None),
                            "the Transparent Background switch")
        quiregui.click(switch, "Export Board")

        def switched_on():
            state = switch.getState()
            return state.contains(pyatspi.STATE_CHECKED) or state.contains(pyatspi.STATE_PRESSED)
        wait_until(switched_on, "the transparent background switched on")
    click_button(sheet, "Export Board", "Export")


def ctrl_scroll(button):
    """One step of the wheel (button 4 up, 5 down) with Ctrl held, where the pointer is."""
    quiregui.xdotool("keydown", "ctrl")
    try:
        quiregui.xdotool("click", button)
    finally:
        quiregui.xdotool("keyup", "ctrl")


def expect_photo_box(shot, expected, what, tolerance=4):
    """Waits until the photo's box on the screen is `expected` within `tolerance` pixels a side (the
    box is found on every other pixel)."""
    last = [None]

    def matches():
        quiregui.screenshot(shot, timeout=TIMEOUT)
        last[0] = color_box(shot, PHOTO_RGB)
        return last[0] is not None and all(abs(a - b) <= tolerance for a, b in zip(last[0], expected))
    try:
        wait_until(matches, what)
    except quiregui.GuiTestError:
        raise quiregui.GuiTestError(f"{what}: the photo is at {last[0]}, expected {expected}") from None


class Board:
    """Where the board is on the screen: found by the photo's colour in a screenshot."""

    def __init__(self, box, canvas=(1600, 1200)):
        left, top, right, bottom = box
        self.left, self.top = left, top
        self.scale = (right - left + 2) / canvas[0]
        self.canvas = canvas

    def screen(self, x, y):
        return round(self.left + x * self.scale), round(self.top + y * self.scale)


def main(executable, quire, screenshot):
    # Not in /tmp: every path typed into a chooser's location field is completed folder by folder, and
    # on a shared machine /tmp holds thousands of entries — listing them kept the app too busy to answer
    # AT-SPI in time. Beside the screenshot's folder (build/, ignored by git) the folders are small.
    scratch = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(screenshot))), "gui-tmp")
    os.makedirs(scratch, exist_ok=True)
    root_dir = tempfile.mkdtemp(prefix="board-", dir=scratch)
    try:
        home = os.path.join(root_dir, "home")
        documents = os.path.join(root_dir, "out")
        os.makedirs(os.path.join(home, "Documents"))
        os.makedirs(documents)
        env = dict(os.environ)
        env.update({"HOME": home, "XDG_DATA_HOME": os.path.join(home, ".local/share"),
                    "XDG_CONFIG_HOME": os.path.join(home, ".config"), "XDG_CACHE_HOME": os.path.join(home, ".cache"),
                    # No autosave in the middle of the test: the saves are the ones it makes.
                    "QUIRE_AUTOSAVE_DELAY_MS": "600000"})
        quiregui.use_gnome_window_buttons(env)
        photo = os.path.join(root_dir, "photo.png")
        sticker = os.path.join(root_dir, "sticker.png")
        write_rgba_png(photo, 160, 120, lambda x, y: (*PHOTO_RGB, 255))
        write_rgba_png(sticker, 120, 120, lambda x, y: (*STICKER_RGB, 255))
        package = os.path.join(documents, "Weekend.boardpkg")
        exported = os.path.join(documents, "Weekend-app.png")
        reference = os.path.join(documents, "Weekend-cli.png")
        exported2x = os.path.join(documents, "Weekend-app@2x.png")
        exported_pdf = os.path.join(documents, "Weekend-app.pdf")
        reference2x = os.path.join(documents, "Weekend-cli@2x.png")
        exported3x = os.path.join(documents, "Weekend-app@3x.png")
        reference3x = os.path.join(documents, "Weekend-cli@3x.png")
        copy = os.path.join(documents, "Copy.boardpkg")
        shot = os.path.join(root_dir, "screen.png")

        with quiregui.App([executable], name=APP_NAME, env=env) as app:
            root = app.accessible(timeout=TIMEOUT)
            launch = quiregui.find(root, pyatspi.ROLE_FRAME, LAUNCH_TITLE, timeout=TIMEOUT)
            step("Board from Photo → the photo chooser opens by itself")
            click_button(launch, LAUNCH_TITLE, "Board from Photo")
            window = quiregui.find(root, pyatspi.ROLE_FRAME, "Untitled", timeout=TIMEOUT)
            open_through_chooser(root, photo)
            wait_status(window, "· photo ·", "the background photo")

            quiregui.screenshot(shot, timeout=TIMEOUT)
            box = color_box(shot, PHOTO_RGB)
            if box is None:
                raise quiregui.GuiTestError("the photo's colour is nowhere on the screen")
            board = Board(box)
            step(f"the board is at {box} on the screen ({board.scale:.3f} px per point)")

            hint = "Draw with the pen, or add a sticker"
            if hint not in labels(window):
                raise quiregui.GuiTestError(f"the empty board does not say {hint!r}")

            step("Red, then a pen drag across the board")
            click_button(window, "Untitled", "Red")
            drag(line(board.screen(250, 250), board.screen(650, 450)))
            wait_status(window, "1 stroke ·", "the stroke")
            wait_until(lambda: hint not in labels(window), "the hint gone once the board has a stroke")

            step("Blue, then a second drag: the new colour reaches the next stroke")
            click_button(window, "Untitled", "Blue")
            wait_status(window, "Pen · Blue ·", "the blue pen")
            drag(line(board.screen(300, 900), board.screen(700, 1000)))
            wait_status(window, "2 strokes ·", "the second stroke")

            step("the tools' shortcuts: E → the eraser, V → select, P → the pen; the header bar's Pen toggle")
            quiregui.key("e")
            wait_status(window, "Eraser · Blue ·", "the eraser chosen by its key")
            quiregui.key("v")
            wait_status(window, "Select · Blue ·", "the select tool chosen by its key")
            quiregui.key("p")
            wait_status(window, "Pen · Blue ·", "the pen chosen by its key")
            quiregui.key("e")
            wait_status(window, "Eraser · Blue ·", "the eraser again")
            click_button(window, "Untitled", "Pen")
            wait_status(window, "Pen · Blue ·", "the pen chosen in the header bar")

            step("Add Sticker… → pick the sticker (added in the middle, selected)")
            click_button(window, "Untitled", "Add Sticker…")
            open_through_chooser(root, sticker)
            wait_status(window, "1 sticker · photo · sticker selected (100%, 0°)", "the sticker")

            step("the selection bar: Larger (+) → 125%, Rotate Right (]) → 15°")
            click_button(window, "Untitled", "Larger (+)")
            wait_status(window, "sticker selected (125%, 0°)", "the larger sticker")
            click_button(window, "Untitled", "Rotate Right (])")
            wait_status(window, "sticker selected (125%, 15°)", "the turned sticker")

            step("drag the sticker: the canvas previews the move (@GestureState) while the button is held")
            centre = board.screen(800, 600)
            quiregui.screenshot(shot, timeout=TIMEOUT)
            still = color_box(shot, STICKER_RGB)
            if still is None:
                raise quiregui.GuiTestError("the sticker's colour is nowhere on the screen")
            press_and_move(line(centre, (centre[0] + 60, centre[1] + 30), steps=8))

            def previewed():
                quiregui.screenshot(shot, timeout=TIMEOUT)
                box = color_box(shot, STICKER_RGB)
                return box is not None and abs(box[0] - still[0] - 60) <= 4 and abs(box[1] - still[1] - 30) <= 4
            wait_until(previewed, "the sticker drawn 60, 30 px further while the button is held")
            quiregui.xdotool("mouseup", 1)
            wait_until(lambda: quiregui.search(window, pyatspi.ROLE_LABEL, "Untitled •"), "the modified marker")

            step("Ctrl+S → Save As → Weekend.boardpkg")
            quiregui.key("ctrl+s")
            type_into_focused_field(root, "Save As", package)
            wait_until(lambda: read_manifest(package), "the saved package's manifest")
            first = read_manifest(package)
            if len(first["stickers"]) != 1 or len(first["strokes"]) != 2:
                raise quiregui.GuiTestError(f"the first save holds {first}")
            colors = [stroke["color"] for stroke in first["strokes"]]
            if (colors[0]["red"], colors[0]["blue"]) != (1, 0) or (colors[1]["red"], colors[1]["blue"]) != (0, 1):
                raise quiregui.GuiTestError(f"the strokes were saved in {colors}, expected red then blue")
            moved = first["stickers"][0]["position"]
            if abs(moved["x"] - (800 + 60 / board.scale)) > 8 or abs(moved["y"] - (600 + 30 / board.scale)) > 8:
                raise quiregui.GuiTestError(f"the sticker was saved at {moved}, expected the drag to move it "
                                            f"by {60 / board.scale:.0f}, {30 / board.scale:.0f}")
            before = package_inodes(package)
            if None in before.values() or len(before) != 3:
                raise quiregui.GuiTestError(f"the package holds {before}")
            step(f"saved: {sorted(before)}")

            step("drag the sticker again, Ctrl+S")
            title = quiregui.wait_until(lambda: next((w.name for w in _children(root)
                                                      if w is not None and w.name and "Weekend" in w.name), None),
                                        "the window titled after the package", TIMEOUT)
            start = board.screen(moved["x"], moved["y"])
            drag(line(start, (start[0] - 40, start[1] + 40), steps=8))
            window = quiregui.find(root, pyatspi.ROLE_FRAME, title, timeout=TIMEOUT)
            wait_until(lambda: quiregui.search(window, pyatspi.ROLE_LABEL, f"{title} •"), "the modified marker again")
            quiregui.key("ctrl+s")
            wait_until(lambda: inode(os.path.join(package, "manifest.json")) != before["manifest.json"],
                       "the second save's manifest")
            after = package_inodes(package)
            second = read_manifest(package)
            if second["stickers"][0]["position"] == moved:
                raise quiregui.GuiTestError("the second save did not move the sticker")
            for name, number in before.items():
                if name == "manifest.json":
                    continue
                if after.get(name) != number:
                    raise quiregui.GuiTestError(f"{name} was rewritten by a save that only moved a sticker "
                                                f"(inode {number} → {after.get(name)})")
            if set(after) != set(before):
                raise quiregui.GuiTestError(f"the package's files changed: {sorted(before)} → {sorted(after)}")
            step("second save replaced only manifest.json")

            step("the primary menu holds the board's items")
            window = quiregui.find(root, pyatspi.ROLE_FRAME, title, timeout=TIMEOUT)
            quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Main Menu", timeout=TIMEOUT), title)
            for item in ("Set Background Photo…", "Clear Background", "Export As…", "Zoom In", "Fit Board"):
                wait_until(lambda: quiregui.search(window, pyatspi.ROLE_MENU_ITEM, item), f"“{item}” in the primary menu")
            quiregui.key("Escape")
            wait_until(lambda: not quiregui.search(window, pyatspi.ROLE_MENU_ITEM, "Export As…"), "the menu closed")

            step("Export As… (Ctrl+Shift+E) → PNG at 1× → the Export dialog")
            choose_export(root, "PNG", "1×")
            type_into_focused_field(root, "Export", exported)
            wait_until(lambda: os.path.exists(exported), "the exported PNG")

            step("Export As… → PNG at 2×")
            choose_export(root, "PNG", "2×")
            type_into_focused_field(root, "Export", exported2x)
            wait_until(lambda: os.path.exists(exported2x), "the 2× PNG")

            step("Export As… → PNG at 3×, transparent background")
            choose_export(root, "PNG", "3×", transparent=True)
            type_into_focused_field(root, "Export", exported3x)
            wait_until(lambda: os.path.exists(exported3x), "the 3× PNG")

            step("Export As… → PDF → a one-page PDF the board's size in points")
            choose_export(root, "PDF", None)
            type_into_focused_field(root, "Export", exported_pdf)
            wait_until(lambda: os.path.exists(exported_pdf), "the PDF")
            with open(exported_pdf, "rb") as pdf:
                data = pdf.read()
            if not data.startswith(b"%PDF-") or b"/MediaBox [ 0 0 1600 1200 ]" not in data:
                raise quiregui.GuiTestError(f"the PDF export is not a 1600 × 1200 pt page: {data[:200]!r}")

            step("Ctrl+plus zooms in about the middle: the photo grows on screen; Ctrl+0 fits the board again")
            quiregui.screenshot(shot, timeout=TIMEOUT)
            fitted = color_box(shot, PHOTO_RGB)
            quiregui.key("ctrl+plus")
            wait_status(window, " · 125% · ", "the zoom in the status line")

            def grown():
                quiregui.screenshot(shot, timeout=TIMEOUT)
                box = color_box(shot, PHOTO_RGB)
                return box is not None and box[2] - box[0] > fitted[2] - fitted[0] + 20
            wait_until(grown, "the photo drawn larger")
            quiregui.key("ctrl+minus")
            wait_status(window, " · 100% · ", "zoomed out again")
            quiregui.key("ctrl+plus", "ctrl+plus")
            wait_status(window, " · 156% · ", "zoomed in twice")
            quiregui.key("ctrl+0")
            wait_status(window, " · 100% · ", "the board fitted again")

            step("the selection bar's Delete Sticker")
            click_button(window, title, "Delete Sticker")
            wait_status(window, "0 stickers · photo · no selection", "the sticker deleted")

            step("Ctrl+scroll down zooms out about the pointer (the board point under it stays put); up zooms back")
            quiregui.screenshot(shot, timeout=TIMEOUT)
            fitted = color_box(shot, PHOTO_RGB)
            pointer = (fitted[0] + (fitted[2] - fitted[0]) // 4, fitted[1] + (fitted[3] - fitted[1]) // 4)
            quiregui.xdotool("mousemove", "--sync", *pointer)
            ctrl_scroll(5)
            wait_status(window, " · 91% · ", "the zoom after Ctrl+scroll down")
            # The board's edges move towards the pointer by the zoom's factor (100% → 1/1.1).
            expected = tuple(round(pointer[i % 2] + (edge - pointer[i % 2]) / 1.1) for i, edge in enumerate(fitted))
            expect_photo_box(shot, expected, "zoomed out about the pointer")
            ctrl_scroll(4)
            wait_status(window, " · 100% · ", "the zoom after Ctrl+scroll up")
            expect_photo_box(shot, fitted, "zoomed back in about the pointer")

            step("Ctrl+Z brings the sticker back")
            quiregui.key("ctrl+z")
            wait_status(window, "1 sticker ·", "the sticker back after undo")

            step("at a phone's 360 × 720 the tools move to the bottom bar; nothing is cut off or piled up")
            quiregui.resize_window(title, 360, 720)
            canvas_top = quiregui.find(window, None, "GtkDrawingArea").queryComponent().getExtents(pyatspi.WINDOW_COORDS).y

            def tools_below():
                pen = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Pen").queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                return pen.y > canvas_top
            wait_until(tools_below, "the Pen toggle below the canvas")
            quiregui.expect_laid_out(window, f"{title} at 360 × 720", TIMEOUT)
            quiregui.resize_window(title, 1280, 800)

            step("Ctrl+O (Open…) → a copy of the package, picked as one folder")
            shutil.copytree(package, copy)
            quiregui.key("ctrl+o")
            open_through_chooser(root, copy)
            copy_title = wait_until(lambda: next((w.name for w in _children(root)
                                                  if w is not None and w.name and w.name.startswith("Copy")), None),
                                    "the window of the opened copy")
            reopened = quiregui.find(root, pyatspi.ROLE_FRAME, copy_title, timeout=TIMEOUT)
            wait_status(reopened, "2 strokes · 1 sticker · photo", "the reopened board's status line")
            step(f"reopened: “{copy_title}” shows 2 strokes, 1 sticker and the photo")
            quiregui.screenshot(screenshot, timeout=TIMEOUT)

        step("quire-samples export of the saved package")
        cli = subprocess.run([quire, "export", package, "--to", "png", "-o", reference], env=env,
                             capture_output=True, text=True, timeout=120)
        if cli.returncode != 0:
            raise quiregui.GuiTestError(f"quire-samples export failed: {cli.stderr}")
        with open(exported, "rb") as a, open(reference, "rb") as b:
            if a.read() != b.read():
                raise quiregui.GuiTestError("the app's PNG export differs from `quire-samples export` of the saved package")

        step("quire-samples export --scale 2")
        cli = subprocess.run([quire, "export", package, "--to", "png", "--scale", "2", "-o", reference2x], env=env,
                             capture_output=True, text=True, timeout=120)
        if cli.returncode != 0:
            raise quiregui.GuiTestError(f"quire-samples export --scale 2 failed: {cli.stderr}")
        with open(exported2x, "rb") as a, open(reference2x, "rb") as b:
            if a.read() != b.read():
                raise quiregui.GuiTestError("the app's Export PNG 2× differs from `quire-samples export --scale 2`")
        if png_size(exported2x) != (3200, 2400) or png_size(exported) != (1600, 1200):
            raise quiregui.GuiTestError(f"export sizes {png_size(exported)} and {png_size(exported2x)}")
        step("2× export = quire-samples export --scale 2, 3200 × 2400")

        step("quire-samples export --scale 3 --transparent")
        cli = subprocess.run([quire, "export", package, "--to", "png", "--scale", "3", "--transparent", "-o", reference3x],
                             env=env, capture_output=True, text=True, timeout=240)
        if cli.returncode != 0:
            raise quiregui.GuiTestError(f"quire-samples export --scale 3 --transparent failed: {cli.stderr}")
        with open(exported3x, "rb") as a, open(reference3x, "rb") as b:
            if a.read() != b.read():
                raise quiregui.GuiTestError("the app's 3× transparent export differs from `quire-samples export --scale 3 --transparent`")
        if png_size(exported3x) != (4800, 3600):
            raise quiregui.GuiTestError(f"the 3× export is {png_size(exported3x)}")

        saved = read_manifest(package)
        points = saved["strokes"][0]["points"]
        middle = points[len(points) // 2]
        if not near(quiregui.pixel(exported, middle["x"], middle["y"]), (255, 0, 0)):
            raise quiregui.GuiTestError(f"the exported PNG is {quiregui.pixel(exported, middle['x'], middle['y'])} on the stroke")
        blue_points = saved["strokes"][1]["points"]
        blue = blue_points[len(blue_points) // 2]
        if not near(quiregui.pixel(exported, blue["x"], blue["y"]), (0, 51, 255)):
            raise quiregui.GuiTestError(f"the exported PNG is {quiregui.pixel(exported, blue['x'], blue['y'])} on the blue stroke")
        spot = saved["stickers"][0]["position"]
        if not near(quiregui.pixel(exported, spot["x"], spot["y"]), STICKER_RGB):
            raise quiregui.GuiTestError(f"the exported PNG is {quiregui.pixel(exported, spot['x'], spot['y'])} at the sticker")
        if not near(quiregui.pixel(exported, 1500, 1100), PHOTO_RGB):
            raise quiregui.GuiTestError(f"the exported PNG is {quiregui.pixel(exported, 1500, 1100)} where the photo should show")
        print("board test passed")
    finally:
        shutil.rmtree(root_dir, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    try:
        main(*sys.argv[1:])
    except quiregui.GuiTestError as error:
        print(f"board test failed: {error}", file=sys.stderr)
        sys.exit(1)
