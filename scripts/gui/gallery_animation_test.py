#!/usr/bin/python3
"""GUI test of the Gallery's Animation page (Examples/Gallery): motions sampled through AT-SPI.

GTK's accessible extents are the widget's bounds in its window, transform included, read at the
moment asked: while a motion plays, samples taken one after another see the frames libadwaita's
animation drives. Each check asserts that a state strictly between the start and the end was seen
and that the end state is exact — never how long anything took.

- Move (`withAnimation(.linear(duration: 2))` of an `offset(x:)`): the label passes through
  positions between its start and 200 points to the right, ends exactly there, and the
  `withAnimation` completion counts the move only once it has ended.
- Toggle Badges (`withAnimation` inserting two views with `.transition(.scale…)` and `.slide`):
  the scaling badge grows through scales between nothing and its own (GTK 4.8's extents keep a
  widget's size and move its origin through the transform: scaled about its centre, the origin is
  right of where it ends); removed, it stays on screen while it shrinks, then goes, and the
  completion comes after.

usage: run-under-xvfb.sh /usr/bin/python3 gallery_animation_test.py GALLERY_APP
Exit status 0 when the scenario passed and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui
from checklist_test import step
from gallery_test import TIMEOUT, TITLE, gallery_window, show_page
from notes_test import labels


def extents(accessible):
    box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (box.x, box.y, box.width, box.height)


def sample_until(read, done, what):
    """Reads `read()` until `done(value)`; returns every value read, the last one done."""
    samples = []

    def finished():
        samples.append(read())
        return done(samples[-1])

    quiregui.wait_until(finished, what, timeout=TIMEOUT)
    return samples


def find_label(window, name):
    return quiregui.find(window, pyatspi.ROLE_LABEL, name, TIMEOUT)


def main(executable):
    with gallery_window(executable, "gallery-animation") as (_, _, _, _, window):
        show_page(window, "Animation", "Moving label")

        step("Move: the label's offset passes through the positions between, then ends 200 points on")
        label = find_label(window, "Moving label")
        start_x = extents(label)[0]
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Move", TIMEOUT), TITLE)

        def at_end(x):
            # The completion may only count the move once the label is where it ends.
            if "Moves finished: 1" in labels(window) and x != start_x + 200:
                raise quiregui.GuiTestError(f"the completion ran with the label at {x}, not {start_x + 200}")
            return x == start_x + 200

        seen = sample_until(lambda: extents(label)[0], at_end, "the label to end 200 points on")
        between = [x for x in seen if start_x < x < start_x + 200]
        if not between:
            raise quiregui.GuiTestError(f"no position between {start_x} and {start_x + 200} was seen: {seen}")
        quiregui.wait_until(lambda: "Moves finished: 1" in labels(window), "the completion after the move")
        if extents(label)[0] != start_x + 200:
            raise quiregui.GuiTestError("the label did not stay at its end")
        print(f"offset: {len(between)} of {len(seen)} samples between the ends", flush=True)

        step("Toggle Badges: the scaling badge grows from nothing, then shrinks away before it goes")
        toggle = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Toggle Badges", TIMEOUT)
        quiregui.click(toggle, TITLE)
        badge = find_label(window, "Scaling badge")
        # GTK 4.8's extents place the label's origin through the transform but keep its size: a
        # view scaled about its centre shows as an origin to the right of where it ends.
        lefts = sample_until(lambda: extents(badge)[0],
                             lambda _: "Badge motions finished: 1" in labels(window),
                             "the badges' insertion to end")
        end_x, _, width, _ = extents(badge)
        growing = [x for x in lefts if end_x < x <= end_x + width / 2 + 1]
        if not growing:
            raise quiregui.GuiTestError(f"no scale between nothing and full size was seen: {lefts} ending at {end_x}")
        quiregui.click(toggle, TITLE)
        shrinking = sample_until(lambda: badge_left(window), lambda x: x is None,
                                 "the badge to go once it has shrunk")
        smaller = [x for x in shrinking if x is not None and end_x < x <= end_x + width / 2 + 1]
        if not smaller:
            raise quiregui.GuiTestError(f"the badge went without shrinking first: {shrinking}")
        quiregui.wait_until(lambda: "Badge motions finished: 2" in labels(window), "the removal's completion")
        print(f"transition: {len(growing)} growing and {len(smaller)} shrinking samples", flush=True)
    print("gallery animation scenario passed")


def badge_left(window):
    found = quiregui.search(window, pyatspi.ROLE_LABEL, "Scaling badge")
    return extents(found)[0] if found else None


if __name__ == "__main__":
    try:
        main(sys.argv[1])
    except quiregui.GuiTestError as error:
        print(f"FAILED: {error}", file=sys.stderr)
        sys.exit(1)
