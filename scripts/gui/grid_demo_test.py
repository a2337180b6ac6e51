#!/usr/bin/python3
"""GUI test of QuireUIDemo --grid, a Grid and a ViewThatFits laid out by GTK. Through AT-SPI extents:
the Name column's labels share their left edge, the trailing Size column's their right edge, the
Kind column starts right of the Size column's widest cell by the 24-point spacing, a row's labels
share their top, a cell spanning two columns starts in the first, and the divider spans the grid.
Then the ViewThatFits: the 520-pixel window shows its 420-point first choice only; shrunk to 340
pixels (xdotool) it shows the narrow one only; widened again, the first.

usage: run-under-xvfb.sh /usr/bin/python3 grid_demo_test.py PATH/TO/QuireUIDemo
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Grid Demo"


def extents(window, name):
    label = quiregui.find(window, pyatspi.ROLE_LABEL, name)
    return label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)


def same(values, what):
    if len(set(values)) != 1:
        raise quiregui.GuiTestError(f"{what} differ: {values}")
    return values[0]


def check_columns(window):
    names = [extents(window, name) for name in ("Name", "Quarterly report", "Cat", "Spanning two columns")]
    sizes = [extents(window, name) for name in ("Size", "12 KB", "1.4 MB")]
    kinds = [extents(window, name) for name in ("Kind", "Document", "Picture", "Note")]
    same([e.x for e in names], "the Name column's left edges")
    size_right = same([e.x + e.width for e in sizes], "the trailing Size column's right edges")
    if len({e.x for e in sizes}) == 1:
        raise quiregui.GuiTestError(f"the Size column's labels all start at {sizes[0].x}: not trailing-aligned")
    kind_left = same([e.x for e in kinds], "the Kind column's left edges")
    if kind_left - size_right < 20:
        raise quiregui.GuiTestError(f"the Kind column starts {kind_left - size_right} pixels after the Size column")
    same([e.y for e in (names[1], sizes[1], kinds[1])], "the top edges of a row")
    name_right = max(e.x + e.width for e in names[:3])
    if names[3].x + names[3].width <= name_right:
        raise quiregui.GuiTestError("the spanning cell fits in the first column: it does not span two")
    divider = quiregui.find(window, pyatspi.ROLE_SEPARATOR).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    if divider.x > names[0].x or divider.x + divider.width < kinds[2].x + kinds[2].width:
        raise quiregui.GuiTestError(f"the divider {divider.x}+{divider.width} does not span the grid")


def shown(window, name):
    label = quiregui.search(window, pyatspi.ROLE_LABEL, name)
    return label is not None and quiregui.has_state(label, pyatspi.STATE_VISIBLE)


def expect_choice(window, visible, hidden):
    quiregui.wait_until(lambda: shown(window, visible) and not shown(window, hidden),
                        f"{visible!r} shown and {hidden!r} not")


def main(executable):
    with quiregui.App([executable, "--grid"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        check_columns(window)
        expect_choice(window, "Wide layout", "Narrow layout")
        window_id = quiregui.window_id(TITLE)
        quiregui.xdotool("windowsize", window_id, 340, 480)
        quiregui.wait_until(lambda: quiregui.window_geometry(TITLE)[2] <= 360, "the window to shrink")
        expect_choice(window, "Narrow layout", "Wide layout")
        check_columns(window)
        quiregui.xdotool("windowsize", window_id, 520, 480)
        expect_choice(window, "Wide layout", "Narrow layout")
    print("grid demo test passed")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        main(sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"grid demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
