#!/usr/bin/python3
"""GUI test of QuireUIDemo --layout: SwiftUI's layout modifiers and a custom Layout laid out by GTK.
Through AT-SPI extents: "Moved" (offset x 40, y 10) lies 40 pixels right of and 10 below where its
HStack put it; of two equally long labels in a 260-point row the one with the higher layoutPriority
gets its ideal width and the other what remains; a fixedSize label keeps its one-line width in a
60-point frame; an alignmentGuide puts a label 30 pixels right of its neighbour in a leading VStack;
a list's safeAreaInset bar sits at the bottom of their 120-point frame, the list ending at least 4
pixels above it; a LazyVGrid's leading-aligned cell starts its 100-point column and the
trailing-aligned one ends the next; the TagFlow layout's tags sit where its placeSubviews put them,
one spacing apart, wrapping into more rows when the window is shrunk with xdotool. On screen: the
red square given a higher zIndex covers the green one drawn after it.

usage: run-under-xvfb.sh /usr/bin/python3 layout_demo_test.py PATH/TO/QuireUIDemo
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import os
import sys
import tempfile

import pyatspi

import quiregui
from board_test import color_box

TITLE = "Quire Layout Demo"
TAGS = [f"Tag number {index}" for index in range(1, 10)]


def extents(window, name):
    label = quiregui.find(window, pyatspi.ROLE_LABEL, name)
    return label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)


def near(actual, expected, what, slack=1):
    if abs(actual - expected) > slack:
        raise quiregui.GuiTestError(f"{what}: {actual}, expected {expected}")


def check_offset(window):
    place, moved = extents(window, "Place"), extents(window, "Moved")
    near(moved.x, place.x + place.width + 8 + 40, "the offset label's left edge")
    near(moved.y, place.y + 10, "the offset label's top edge")


def check_priority(window):
    squeezed = extents(window, "Squeezed text of some length")
    favoured = extents(window, "Favoured text of some length")
    if favoured.width < 2 * squeezed.width:
        raise quiregui.GuiTestError(f"the favoured label is {favoured.width} wide, the other {squeezed.width}: "
                                    "the higher priority did not get its ideal width first")
    near(favoured.x, squeezed.x + squeezed.width + 8, "the favoured label's left edge")
    near(favoured.x + favoured.width - squeezed.x, 260, "the row's width", slack=2)


def check_fixed_size(window):
    fixed, place = extents(window, "Fixed size keeps this line whole"), extents(window, "Place")
    if fixed.width <= 120:
        raise quiregui.GuiTestError(f"the fixed-size label is {fixed.width} wide: squeezed into its frame")
    near(fixed.height, place.height, "the fixed-size label's height (one line)")


def check_alignment_guide(window):
    line, guided = extents(window, "Guide line"), extents(window, "Guided")
    near(guided.x, line.x + 30, "the guided label's left edge")
    near(guided.y, line.y + line.height + 4, "the guided label's top edge")


def check_lazy_grid_alignment(window):
    left, right = extents(window, "Left cell"), extents(window, "Right cell")
    near(right.x + right.width, left.x + 100 + 8 + 100, "the trailing-aligned cell's right edge")
    near(left.y, right.y, "the cells' top edges")


def flow_rows(window):
    tags = [extents(window, name) for name in TAGS]
    rows = {}
    for tag in tags:
        rows.setdefault(tag.y, []).append(tag)
    for row in rows.values():
        for left, right in zip(row, row[1:]):
            near(right.x, left.x + left.width + 6, "a tag's left edge after its neighbour")
    lefts = {row[0].x for row in rows.values()}
    if len(lefts) != 1:
        raise quiregui.GuiTestError(f"the flow's rows start at {sorted(lefts)}")
    return len(rows)


def check_safe_area_inset(window):
    bar = extents(window, "Bottom bar")
    # The list view's parent is its scrolled window, whose parent the safeAreaInset's layout widget,
    # as tall as the frame around it.
    scrolled = quiregui.find(window, pyatspi.ROLE_LIST).parent
    area = scrolled.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    frame = scrolled.parent.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    near(frame.height, 120, "the list and its bar's height (the frame's)")
    near(bar.y + bar.height, frame.y + frame.height, "the bar's bottom edge (the frame's)")
    near(area.y, frame.y, "the list's top edge (the frame's)")
    if area.y + area.height > bar.y - 4:
        raise quiregui.GuiTestError(f"the list ends at {area.y + area.height}, the bar starts at {bar.y}: "
                                    "the list was not inset by the bar and its spacing")


def check_z_index(root_dir):
    shot = quiregui.screenshot(os.path.join(root_dir, "layout.png"), window=quiregui.window_id(TITLE))
    if color_box(shot, (255, 0, 0), tolerance=8) is None:
        raise quiregui.GuiTestError("the red square (zIndex 1) is not on screen")
    if color_box(shot, (0, 255, 0), tolerance=8) is not None:
        raise quiregui.GuiTestError("the green square shows: it was drawn over the red one of higher zIndex")


def main(executable):
    with tempfile.TemporaryDirectory(prefix="quire-layout-") as root_dir, \
            quiregui.App([executable, "--layout"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        quiregui.wait_until(lambda: extents(window, "Moved").width > 0, "the demo to be laid out")
        check_offset(window)
        check_priority(window)
        check_fixed_size(window)
        check_safe_area_inset(window)
        check_alignment_guide(window)
        check_lazy_grid_alignment(window)
        wide_rows = flow_rows(window)
        if wide_rows < 2:
            raise quiregui.GuiTestError("the nine tags fit one row of a 520-pixel window: no wrapping seen")
        check_z_index(root_dir)
        window_id = quiregui.window_id(TITLE)
        quiregui.xdotool("windowsize", window_id, 340, 480)
        quiregui.wait_until(lambda: quiregui.window_geometry(TITLE)[2] <= 360, "the window to shrink")
        quiregui.wait_until(lambda: flow_rows(window) > wide_rows, f"more than {wide_rows} rows of tags")
        check_offset(window)
    print("layout demo test passed")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        main(sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"layout demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
