#!/usr/bin/python3
"""GUI test of QuireUIDemo --controls, control appearance drawn by GTK. Through AT-SPI extents the
buttons grow with their control size (mini < small < regular < large); in a screenshot the
prominent button tinted red is mostly red across its middle, a regular one not.

usage: run-under-xvfb.sh /usr/bin/python3 controls_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Controls Demo"


def extents(window, name):
    button = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, name)
    return button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)


def red_fraction(path, button):
    """The share of red pixels on a line across the middle of `button` (its extents, relative to
    the window, which GTK 4.8 offsets by the window's frame by a few pixels: most of the line still
    crosses the button)."""
    wx, wy, _, _ = quiregui.window_geometry(TITLE)
    y = wy + button.y + button.height // 2
    pixels = [quiregui.pixel(path, wx + x, y) for x in range(button.x, button.x + button.width, 4)]
    return sum(1 for r, g, b in pixels if r > 160 and g < 90 and b < 90) / len(pixels)


def main(executable, screenshot_path):
    with quiregui.App([executable, "--controls"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        heights = [extents(window, name).height for name in ("Mini", "Small", "Regular", "Large")]
        if not heights[0] < heights[1] < heights[2] < heights[3]:
            raise quiregui.GuiTestError(f"button heights by control size are {heights}, not growing")
        quiregui.screenshot(screenshot_path)
        for name, tint in (("Tinted", True), ("Regular", False)):
            fraction = red_fraction(screenshot_path, extents(window, name))
            if (fraction > 0.3) != tint:
                raise quiregui.GuiTestError(f"{fraction:.0%} of a line across {name!r} is red")
    print(f"controls demo test passed; heights {heights}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"controls demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
