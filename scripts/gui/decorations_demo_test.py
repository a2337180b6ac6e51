#!/usr/bin/python3
"""GUI test of QuireUIDemo --decorations, view decorations drawn by GTK. First two list rows shaped as
Stockroom's: each quantity after a Spacer is one line tall at the row's end (AT-SPI extents), the
long name beside one drawn on two lines (its text's height in a screenshot). Then a
purple capsule given only a
height (drawn across the window), then 80-point blocks of colour,
each above its caption, checked in a screenshot — a blue block clipped to a circle (blue at its
centre, not at its corner), a white block with a 6-point red border (red at the edge, white inside),
a green block with a black 20-point overlay at its bottom-right corner, a blue block clipped to a
triangle (blue at its base, not beside its tip), a blue block with a hard
black shadow 10 points down and right (black just past its bottom-right corner, not past its
top-right one), a red block masked by a circle, and a text field with rounded corners and a shadow,
which takes a click and typing (its label then shows the name).

usage: run-under-xvfb.sh /usr/bin/python3 decorations_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import re
import subprocess
import sys

import pyatspi

import quiregui

TITLE = "Quire Decorations Demo"
BLOCK = 80


def block_origin(window, caption, correction=(0, 0)):
    """The screen position of the top-left corner of the block above `caption`: the block and its
    caption are centred in a column, 8 points apart. `correction` is what the window's frame adds
    to the extents GTK reports (see `calibrate`)."""
    label = quiregui.find(window, pyatspi.ROLE_LABEL, caption)
    extents = label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    wx, wy, _, _ = quiregui.window_geometry(TITLE)
    centre = wx + extents.x + extents.width // 2
    return centre - BLOCK // 2 + correction[0], wy + extents.y - 8 - BLOCK + correction[1]


def calibrate(path, window):
    """The offset between where the extents put the bordered block and where its red border's
    outer edge is on the screen (the window's client-side frame shifts GTK 4.8's extents by a few
    pixels): the first red pixel of a row and of a column through the block's middle."""
    x, y = block_origin(window, "border")
    span = range(-12, 13)
    left = next((dx for dx in span if is_red(quiregui.pixel(path, x + dx, y + BLOCK // 2))), None)
    top = next((dy for dy in span if is_red(quiregui.pixel(path, x + BLOCK // 2, y + dy))), None)
    if left is None or top is None:
        raise quiregui.GuiTestError(f"no red border near {(x, y)}: the border is not drawn")
    return left, top


def expect(path, point, test, what):
    rgb = quiregui.pixel(path, *point)
    if not test(rgb):
        raise quiregui.GuiTestError(f"{what} at {point} is {rgb}")


def is_blue(rgb):
    return rgb[2] > 180 and rgb[0] < 100


def is_red(rgb):
    return rgb[0] > 180 and rgb[1] < 80 and rgb[2] < 80


def is_green(rgb):
    return rgb[1] > 150 and rgb[0] < 120 and rgb[2] < 160


def is_purple(rgb):
    return rgb[0] > 110 and rgb[2] > 140 and rgb[1] < 100


def is_black(rgb):
    return max(rgb) < 60


def is_white(rgb):
    return min(rgb) > 235


def is_window_background(rgb):
    """libadwaita's light window background: light grey-white, none of the blocks' colours."""
    return min(rgb) > 220 and max(rgb) - min(rgb) < 12


def check_quantities_stay_on_one_line(window):
    """Stockroom's rows: each quantity, after a Spacer, is one line tall (as tall as "Hammer") and
    pushed to the row's end, however many lines the text beside it takes."""
    name = quiregui.find(window, pyatspi.ROLE_LABEL, "Hammer").queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    for quantity in ("3 × 4.50", "12 × 0.75"):
        label = quiregui.find(window, pyatspi.ROLE_LABEL, quantity)
        extents = label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        if extents.height > name.height + 2:
            raise quiregui.GuiTestError(f"{quantity!r} is {extents.height} pixels tall, more than one line ({name.height})")
        if extents.x < name.x + 300:
            raise quiregui.GuiTestError(f"{quantity!r} starts at x={extents.x}, not at the row's end")


def check_long_name_drawn_wrapped(path, window, correction):
    """The second row's long name takes more than one line, and its text is drawn on them: the dark
    pixels inside its label span more than a line's height (a label laid out unwrapped would draw
    one line across them, centred)."""
    one_line = quiregui.find(window, pyatspi.ROLE_LABEL, "Hammer").queryComponent().getExtents(pyatspi.WINDOW_COORDS).height
    name = quiregui.find(window, pyatspi.ROLE_LABEL, "A claw hammer with a long handle and a rubber grip for heavy work")
    extents = name.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    if extents.height < 2 * one_line - 2:
        raise quiregui.GuiTestError(f"the long name is {extents.height} pixels tall: not wrapped ({one_line} a line)")
    wx, wy, _, _ = quiregui.window_geometry(TITLE)
    left, top = wx + extents.x + correction[0], wy + extents.y + correction[1]
    pixels = subprocess.run(["convert", path, "-crop", f"{extents.width}x{extents.height}+{left}+{top}", "-depth", "8", "txt:-"],
                            check=True, capture_output=True, text=True).stdout
    inked = set()
    for line in pixels.splitlines()[1:]:
        match = re.match(r"(\d+),(\d+): \((\d+),(\d+),(\d+)", line)
        if match and min(int(value) for value in match.groups()[2:]) < 150:
            inked.add(int(match.group(2)))
    if not inked or max(inked) - min(inked) + 1 <= 1.2 * one_line:
        span = max(inked) - min(inked) + 1 if inked else 0
        raise quiregui.GuiTestError(f"the long name's text spans {span} pixels down its label: one line ({one_line})")


def main(executable, screenshot_path):
    with quiregui.App([executable, "--decorations"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        check_quantities_stay_on_one_line(window)
        quiregui.screenshot(screenshot_path)
        correction = calibrate(screenshot_path, window)
        check_long_name_drawn_wrapped(screenshot_path, window, correction)

        x, y = block_origin(window, "clip", correction)
        expect(screenshot_path, (x + 40, y + 40), is_blue, "the clipped circle's centre")
        expect(screenshot_path, (x + 4, y + 4), is_window_background, "outside the circle, in the block's corner")

        x, y = block_origin(window, "border", correction)
        expect(screenshot_path, (x + 2, y + 40), is_red, "the border's left edge")
        expect(screenshot_path, (x + 40, y + 77), is_red, "the border's bottom edge")
        expect(screenshot_path, (x + 40, y + 40), is_white, "inside the border")

        x, y = block_origin(window, "overlay", correction)
        expect(screenshot_path, (x + 70, y + 70), is_black, "the overlay at the bottom-right corner")
        expect(screenshot_path, (x + 10, y + 10), is_green, "the content beside the overlay")

        x, y = block_origin(window, "triangle", correction)
        expect(screenshot_path, (x + 40, y + 70), is_blue, "the triangle's base")
        expect(screenshot_path, (x + 8, y + 20), is_window_background, "beside the triangle's tip")

        bar = quiregui.find(window, pyatspi.ROLE_LABEL, "bar").queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        wx, wy, _, _ = quiregui.window_geometry(TITLE)
        bar_middle = (wx + bar.x + bar.width // 2 + correction[0], wy + bar.y - 8 - 6 + correction[1])
        expect(screenshot_path, bar_middle, is_purple, "the capsule bar framed only in height")

        x, y = block_origin(window, "shadow", correction)
        expect(screenshot_path, (x + 40, y + 40), is_blue, "the shadowed block")
        expect(screenshot_path, (x + 85, y + 85), is_black, "the shadow past the bottom-right corner")
        expect(screenshot_path, (x + 85, y + 4), is_window_background, "beside the top-right corner")

        x, y = block_origin(window, "mask", correction)
        expect(screenshot_path, (x + 40, y + 40), is_red, "the masked block's centre")
        expect(screenshot_path, (x + 4, y + 4), is_window_background, "outside the circle mask")

        # The clipped, shadowed field still takes clicks and typing.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_TEXT, "Name"), TITLE)
        quiregui.type_text("Ada")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Name: Ada")
        quiregui.screenshot(screenshot_path)

    print(f"decorations demo test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"decorations demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
