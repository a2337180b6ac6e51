#!/usr/bin/python3
"""GUI test of the accessibility modifiers on GTK (QuireUIDemo --accessibility), read over AT-SPI: a
text with the header trait and one with `accessibilityHeading` are headings; an icon-only button is
named by `accessibilityLabel`, its description reads the value and the hint, and its selected state
follows `accessibilityAddTraits(.isSelected)` as a click toggles it; a hidden text is not in the tree;
`.combine` makes one element named by its texts with nothing inside, `.ignore` plus a label and
`.isImage` one image, `.contain` a named group with its texts inside; a slider's value is read in words.

usage: run-under-xvfb.sh /usr/bin/python3 accessibility_demo_test.py PATH/TO/QuireUIDemo
Exit status 0 when all that held and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Accessibility Demo"


def check(condition, what):
    if not condition:
        raise quiregui.GuiTestError(what)


def expect_favourite(window, button, on):
    quiregui.find(window, pyatspi.ROLE_LABEL, f"Favourite: {'yes' if on else 'no'}")
    description = f"{'On' if on else 'Off'}. Marks the book as a favourite"
    quiregui.wait_until(lambda: button.description == description, f"the button's description {description!r}")
    quiregui.wait_until(lambda: quiregui.has_state(button, pyatspi.STATE_SELECTED) == on,
                        f"the button {'selected' if on else 'not selected'}")


def main(executable):
    with quiregui.App([executable, "--accessibility"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        quiregui.find(window, pyatspi.ROLE_HEADING, "Reading List")
        quiregui.find(window, pyatspi.ROLE_HEADING, "Chapter One")

        button = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Favourite")
        expect_favourite(window, button, on=False)
        check(quiregui.search(window, name="Decoration") is None, "the hidden text is in the accessibility tree")

        combined = quiregui.find(window, pyatspi.ROLE_PANEL, "Ada Lovelace, 3 books")
        check(combined.childCount == 0, f"the combined element shows {combined.childCount} children")
        check(quiregui.search(window, pyatspi.ROLE_LABEL, "Ada Lovelace") is None, "a combined text is still read alone")
        rating = quiregui.find(window, pyatspi.ROLE_IMAGE, "Rated 3 of 5")
        check(rating.childCount == 0, f"the ignoring element shows {rating.childCount} children")
        shelves = quiregui.find(window, pyatspi.ROLE_PANEL, "Shelves")
        quiregui.find(shelves, pyatspi.ROLE_LABEL, "Second shelf")

        slider = quiregui.find(window, pyatspi.ROLE_SLIDER, "Volume")
        check(slider.parent.description == "60 percent",
              f"the slider's value reads {slider.parent.description!r}")

        quiregui.window_geometry(TITLE)
        quiregui.click(button, TITLE)
        expect_favourite(window, button, on=True)
        quiregui.click(button, TITLE)
        expect_favourite(window, button, on=False)
    print("accessibility demo test passed")


if __name__ == "__main__":
    main(sys.argv[1])
