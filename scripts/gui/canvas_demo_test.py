#!/usr/bin/python3
"""GUI test of QuireUIDemo --canvas, the view layer's Canvas on GTK: a Markdown label's runs are
bold and italic (AT-SPI text attributes) and a gradient-filled rectangle goes from red to blue (a
screenshot); then drag across the canvas with
xdotool (press, several moves, release) and wait for "Strokes: 1"; the screenshot must be dark on
the stroke's path and white beside it; then Right and Down arrows nudge the drawing ("Offset:
10,10") and the pixel 10 points further along is dark too.

usage: run-under-xvfb.sh /usr/bin/python3 canvas_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import re
import sys

import pyatspi

import quiregui

TITLE = "Quire Canvas Demo"
MARKDOWN = "Bold and italic code"
STATUS = re.compile(r"Strokes: (\d+) · Offset: (-?\d+),(-?\d+)")


def status_label(window, strokes, offset):
    name = f"Strokes: {strokes} · Offset: {offset[0]},{offset[1]}"
    return quiregui.find(window, pyatspi.ROLE_LABEL, name)


def expect_dark(path, x, y, what):
    rgb = quiregui.pixel(path, x, y)
    if max(rgb) > 80:
        raise quiregui.GuiTestError(f"{what} at ({x}, {y}) is {rgb}, expected the black stroke")


def expect_white(path, x, y, what):
    rgb = quiregui.pixel(path, x, y)
    if min(rgb) < 200:
        raise quiregui.GuiTestError(f"{what} at ({x}, {y}) is {rgb}, expected the white canvas")


def check_styled_text_and_gradient(window, screenshot_path):
    """The Markdown label's runs are bold and italic (its AT-SPI text attributes, Pango's), and the
    gradient below it runs from red to blue in the screenshot."""
    label = quiregui.find(window, pyatspi.ROLE_LABEL, MARKDOWN)
    text = label.queryText()
    bold, _, _ = text.getAttributeRun(0, False)
    italic, _, _ = text.getAttributeRun(MARKDOWN.index("italic"), False)
    if "weight:700" not in bold:
        raise quiregui.GuiTestError(f"'Bold' is not bold: {bold}")
    if "style:italic" not in italic:
        raise quiregui.GuiTestError(f"'italic' is not italic: {italic}")
    wx, wy, width, _ = quiregui.window_geometry(TITLE)
    extents = label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    # The gradient is the row below the label (sharing the height with the sketch pad), as wide as
    # the window's content.
    left, right = wx + extents.x + 8, wx + width - extents.x - 16
    middle = wy + extents.y + extents.height + 8 + 12
    quiregui.screenshot(screenshot_path)
    start = quiregui.pixel(screenshot_path, left, middle)
    end = quiregui.pixel(screenshot_path, right, middle)
    if not (start[0] > 150 and start[2] < 100):
        raise quiregui.GuiTestError(f"the gradient's start at ({left}, {middle}) is {start}, expected red")
    if not (end[2] > 150 and end[0] < 100):
        raise quiregui.GuiTestError(f"the gradient's end at ({right}, {middle}) is {end}, expected blue")


def main(executable, screenshot_path):
    with quiregui.App([executable, "--canvas"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        check_styled_text_and_gradient(window, screenshot_path)
        label = status_label(window, 0, (0, 0))
        wx, wy, width, height = quiregui.window_geometry(TITLE)
        extents = label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        # The canvas fills the window below the label.
        top = wy + extents.y + extents.height + 40
        left = wx + extents.x + 40
        start = (left, top)
        end = (left + 200, top + 120)
        quiregui.xdotool("mousemove", "--sync", *start)
        quiregui.xdotool("mousedown", 1)
        for step in range(1, 11):
            x = start[0] + (end[0] - start[0]) * step // 10
            y = start[1] + (end[1] - start[1]) * step // 10
            quiregui.xdotool("mousemove", "--sync", x, y)
        quiregui.xdotool("mouseup", 1)
        status_label(window, 1, (0, 0))

        quiregui.screenshot(screenshot_path)
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        expect_dark(screenshot_path, *middle, "the stroke's middle")
        expect_white(screenshot_path, middle[0], middle[1] + 40, "beside the stroke")

        # The canvas took the focus when pressed: arrows nudge the drawing.
        quiregui.key("Right", "Down")
        status_label(window, 1, (10, 10))
        quiregui.screenshot(screenshot_path)
        expect_dark(screenshot_path, end[0] + 10, end[1] + 10, "the nudged stroke's end")
        expect_white(screenshot_path, start[0] - 6, start[1] - 6, "where the stroke began before the nudge")

    print(f"canvas demo test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"canvas demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
