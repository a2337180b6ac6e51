#!/usr/bin/python3
"""GUI test of the Gallery's grid and form layouts (Examples/Gallery), laid out by GTK, checked through
AT-SPI extents and driven with real input.

Layout page, `GridLayout` through `AnyLayout`: the rows' cells line up in columns (the first column's
labels share their left edge, the trailing Moons column its right edge, the third column its left edge);
a click on the counter cell counts; Stack the Rows (a click) makes the rows stacks of their own, so the
columns no longer line up, and the counter keeps its count; Line Up in a Grid lines them up again.
Then the lazy grid with pinned section headers in its own scroll view, scrolled with the mouse wheel:
the Fruit header stays at the top while its cells scroll under it, never below the top nor over the next
header; the Vegetables header pushes it away and stays at the top while its own cells scroll.
Forms page, `formStyle(.columns)`: the controls' labels share their right edge, the controls their left
edge (a toggle's own label standing in the controls' column).

usage: run-under-xvfb.sh /usr/bin/python3 gallery_grid_test.py GALLERY_APP
Exit status 0 when the scenario passed and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui
from checklist_test import step
from gallery_test import TIMEOUT, TITLE, gallery_window, show_page


def extents(window, role, name):
    return quiregui.find(window, role, name, TIMEOUT).queryComponent().getExtents(pyatspi.WINDOW_COORDS)


def label(window, name):
    return extents(window, pyatspi.ROLE_LABEL, name)


def same(values, what):
    if len(set(values)) != 1:
        raise quiregui.GuiTestError(f"{what} differ: {values}")
    return values[0]


def move_pointer(x, y):
    # --sync waits for the pointer to arrive; it would wait forever for a move to where it is.
    if quiregui.pointer_position() != (x, y):
        quiregui.xdotool("mousemove", "--sync", x, y)


def scroll_into_view(window, accessible, below=0):
    """Turns the mouse wheel over the window until `accessible` (and `below` pixels under it) lies
    inside it, as a person scrolls."""
    _, _, width, height = quiregui.window_geometry(TITLE)
    x, y, _, _ = quiregui.window_geometry(TITLE)
    # The page's padding at its trailing edge: no inner scroll view there takes the wheel.
    move_pointer(x + width - 12, y + height // 2)
    for _ in range(60):
        box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        if box.y > 0 and box.y + box.height + below < height:
            return
        quiregui.xdotool("click", 5 if box.y + box.height + below >= height else 4)
    raise quiregui.GuiTestError(f"{accessible.name!r} did not scroll into the window")


def grid_columns(window):
    """The three columns' edges, or a GuiTestError naming the first that does not line up."""
    first = same([label(window, name).x for name in ("Planet", "Mercury", "Jupiter")], "the first column's left edges")
    moons = [label(window, name) for name in ("Moons", "0", "95")]
    right = same([e.x + e.width for e in moons], "the Moons column's right edges")
    if len({e.x for e in moons}) == 1:
        raise quiregui.GuiTestError("the Moons column's labels all start at one place: not trailing-aligned")
    rings = label(window, "Rings")
    third = same([rings.x, label(window, "None").x], "the third column's left edges")
    if not first < right < third:
        raise quiregui.GuiTestError(f"the columns are not side by side: {first}, {right}, {third}")
    # GTK 4.8's extents of a button leave out its padding.
    counter = tapped(window).queryComponent().getExtents(pyatspi.WINDOW_COORDS).x
    if not third <= counter < rings.x + rings.width:
        raise quiregui.GuiTestError(f"the counter starts at {counter}, not in the third column at {third}")


def tapped(window):
    """The counter cell's button, titled "Tapped N"."""
    found = [button for button in buttons(window) if button.name.startswith("Tapped")]
    if len(found) != 1:
        raise quiregui.GuiTestError(f"{len(found)} counter buttons")
    return found[0]


def buttons(window):
    return every(window, pyatspi.ROLE_PUSH_BUTTON)


def every(window, role, name=None):
    """Every accessible of `role` (named `name`) under `window`."""
    found = []

    def walk(accessible):
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is None:
                continue
            if child.getRole() == role and name in (None, child.name):
                found.append(child)
            walk(child)
    walk(window)
    return found


def in_row_of(window, role, name, row):
    """The extents of the accessible of `role` named `name` whose middle lies within `row`'s height
    (the page has other controls of the same name)."""
    for accessible in every(window, role, name):
        box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        if row.y <= box.y + box.height // 2 <= row.y + row.height:
            return box
    raise quiregui.GuiTestError(f"no {name!r} beside the label at {row.y}")


def columns_line_up(window):
    try:
        grid_columns(window)
        return True
    except quiregui.GuiTestError:
        return False


def expect_columns(window, what):
    """Waits for the grid layout's columns to line up; else fails saying which does not."""
    try:
        quiregui.wait_until(lambda: columns_line_up(window), what)
    except quiregui.GuiTestError:
        grid_columns(window)
        raise


def check_grid_layout(window):
    show_page(window, "Layout", "Frames and Padding")
    scroll_into_view(window, quiregui.find(window, pyatspi.ROLE_LABEL, "Jupiter", TIMEOUT))
    expect_columns(window, "the grid layout's columns to line up")
    quiregui.click(tapped(window), TITLE)
    quiregui.wait_until(lambda: tapped(window).name == "Tapped 1", "the counter to count the click")

    step("Stack the Rows: each row a stack of its own, the counter's count kept")
    quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Stack the Rows", TIMEOUT), TITLE)
    quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Line Up in a Grid", TIMEOUT)
    quiregui.wait_until(lambda: label(window, "None").x != label(window, "Rings").x,
                        "the stacked rows' third cells to leave the column")
    if tapped(window).name != "Tapped 1":
        raise quiregui.GuiTestError(f"the counter reads {tapped(window).name!r} after the switch")
    quiregui.click(tapped(window), TITLE)
    quiregui.wait_until(lambda: tapped(window).name == "Tapped 2", "the stacked counter to count the click")

    step("Line Up in a Grid: the columns line up again, the count kept")
    quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Line Up in a Grid", TIMEOUT), TITLE)
    expect_columns(window, "the columns to line up again")
    if tapped(window).name != "Tapped 2":
        raise quiregui.GuiTestError(f"the counter reads {tapped(window).name!r} back in the grid")


def near(a, b):
    return abs(a - b) <= 1


def check_pinned_headers(window):
    """The Fruit header stays at the top of its scroll view while its cells scroll under it; the
    Vegetables header pushes it away and takes its place."""
    fruit = quiregui.find(window, pyatspi.ROLE_LABEL, "Fruit", TIMEOUT)
    scroll_into_view(window, fruit, below=200)
    top = label(window, "Fruit").y
    apple = label(window, "Apple").y
    x, y, _, _ = quiregui.window_geometry(TITLE)
    box = label(window, "Fruit")
    move_pointer(x + box.x + 40, y + top + 100)
    # GTK may not have seen the pointer arrive when the first turn of the wheel comes.
    for _ in range(3):
        quiregui.xdotool("click", 5)
        try:
            quiregui.wait_until(lambda: label(window, "Apple").y < apple, "the fruit to scroll up", timeout=3)
            break
        except quiregui.GuiTestError:
            continue
    else:
        raise quiregui.GuiTestError("the mouse wheel over the pinned grid does not scroll it")
    if not near(label(window, "Fruit").y, top):
        raise quiregui.GuiTestError(f"the Fruit header moved from {top} to {label(window, 'Fruit').y} as its section scrolled")
    for _ in range(40):
        fruit_box, vegetables = label(window, "Fruit"), label(window, "Vegetables")
        if fruit_box.y > top + 1:
            raise quiregui.GuiTestError(f"the Fruit header went below the top: {fruit_box.y} > {top}")
        if fruit_box.y + fruit_box.height > vegetables.y + 1:
            raise quiregui.GuiTestError(f"the Fruit header ({fruit_box.y}+{fruit_box.height}) covers Vegetables ({vegetables.y})")
        if vegetables.y <= top + 1:
            break
        before = vegetables.y
        quiregui.xdotool("click", 5)
        quiregui.wait_until(lambda: label(window, "Vegetables").y != before, "the vegetables to scroll up")
    else:
        raise quiregui.GuiTestError("the Vegetables header never reached the top")
    if not near(label(window, "Vegetables").y, top):
        raise quiregui.GuiTestError(f"the Vegetables header passed the top: {label(window, 'Vegetables').y} < {top}")
    fruit_box = label(window, "Fruit")
    if fruit_box.y + fruit_box.height > top + 1:
        raise quiregui.GuiTestError(f"the Fruit header was not pushed away: {fruit_box.y}+{fruit_box.height} at {top}")
    leek = label(window, "Leek").y
    quiregui.xdotool("click", 5)
    quiregui.wait_until(lambda: label(window, "Leek").y < leek, "the vegetables' cells to scroll up")
    if not near(label(window, "Vegetables").y, top):
        raise quiregui.GuiTestError("the Vegetables header did not stay pinned as its cells scrolled")


def check_columns_form(window):
    show_page(window, "Forms & Containers", "A card holding related content.")
    scroll_into_view(window, quiregui.find(window, pyatspi.ROLE_LABEL, "Due", TIMEOUT))
    labels = [label(window, name) for name in ("Document kind", "Copies", "Size", "Due")]
    right = same([e.x + e.width for e in labels], "the form labels' right edges")
    if len({e.x for e in labels}) == 1:
        raise quiregui.GuiTestError("the form labels all start at one place: not trailing-aligned")
    controls = [extents(window, pyatspi.ROLE_COMBO_BOX, "Document kind"), label(window, "Print on both sides")]
    left = same([e.x for e in controls], "the form controls' left edges (drop-down, toggle)")
    if left <= right:
        raise quiregui.GuiTestError(f"the controls start at {left}, inside the label column ending at {right}")
    # GTK 4.8's extents of a button, a scale, leave out the padding around their content (5 pixels
    # for an icon button, 12 for a scale's knob).
    for name, role, padding in (("Decrement", pyatspi.ROLE_PUSH_BUTTON, 5), ("Size", pyatspi.ROLE_SLIDER, 12)):
        x = in_row_of(window, role, name, label(window, "Copies" if name == "Decrement" else name)).x
        if not left <= x <= left + padding:
            raise quiregui.GuiTestError(f"{name} starts at {x}, not in the controls' column at {left}")
    # Read once the row has settled: for a frame or a few after the wheel brings the form into view,
    # the label still stands where the row's first layout put it (9 pixels lower, seen under load).
    middles = []

    def middles_agree():
        middles[:] = [e.y + e.height // 2 for e in (label(window, "Document kind"),
                                                      extents(window, pyatspi.ROLE_COMBO_BOX, "Document kind"))]
        return len(set(middles)) == 1
    try:
        quiregui.wait_until(middles_agree, "the label's and its control's middles to agree")
    except quiregui.GuiTestError:
        raise quiregui.GuiTestError(f"a label's and its control's middles differ: {middles}") from None


def main(executable):
    with gallery_window(executable, "gallery-grid") as (_, _, _, _, window):
        step("Layout: a GridLayout's cells line up in columns")
        check_grid_layout(window)
        step("Layout: a lazy grid's pinned section headers stay at the top while their section scrolls")
        check_pinned_headers(window)
        step("Forms: a columns form's labels and controls line up")
        check_columns_form(window)
    print("gallery grid scenario passed")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        main(sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"gallery grid scenario failed: {error}", file=sys.stderr)
        sys.exit(1)
