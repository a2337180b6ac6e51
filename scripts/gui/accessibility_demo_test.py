#!/usr/bin/python3
"""GUI test of the accessibility modifiers on GTK (QuireUIDemo --accessibility), read over AT-SPI: a
text with the header trait and one with `accessibilityHeading` are headings; an icon-only button is
named by `accessibilityLabel`, its description reads the value and the hint, and its selected state
follows `accessibilityAddTraits(.isSelected)` as a click toggles it; a hidden text is not in the tree;
`.combine` makes one element named by its texts with nothing inside, `.ignore` plus a label and
`.isImage` one image, `.contain` a named group with its texts inside; a text's two actions are a menu opened by a secondary
click, whose items run them; a slider's value is read in words; a bar's representation is a slider
reading the state as it changes, which Tab never reaches, while the letter with actions is a stop where the Menu key opens them;
a row's texts flow (FLOWS_TO) in the order their sort priorities give, a row in widget order has no such relations.

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


def menu_closed(app):
    """Waits for the actions menu to be gone: a click while it closes would only dismiss it."""
    quiregui.wait_until(lambda: quiregui.search(app.accessible(), pyatspi.ROLE_MENU_ITEM, "Archive") is None,
                        "the actions menu to close")


def flows_to(accessible):
    """The names of the elements `accessible`'s FLOWS_TO relations point to."""
    names = []
    for relation in accessible.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_FLOWS_TO:
            names += [relation.getTarget(i).name for i in range(relation.getNTargets())]
    return names


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

        # The bar's representation: a slider only assistive technologies see, showing the state.
        level = quiregui.find(window, pyatspi.ROLE_SLIDER, "Level")
        check(level.queryValue().currentValue == 6.0, f"the representation reads {level.queryValue().currentValue}")

        # Sort priorities: the row's texts flow "Step one" → "Step two" → "Step three" (GTK's FLOW_TO,
        # AT-SPI's FLOWS_TO), while the row shows them the other way round.
        steps = {name: quiregui.find(window, pyatspi.ROLE_LABEL, name) for name in ["Step one", "Step two", "Step three"]}
        check(flows_to(steps["Step one"]) == ["Step two"], f"Step one flows to {flows_to(steps['Step one'])}")
        check(flows_to(steps["Step two"]) == ["Step three"], f"Step two flows to {flows_to(steps['Step two'])}")
        check(flows_to(steps["Step three"]) == [], f"Step three flows to {flows_to(steps['Step three'])}")
        check(flows_to(quiregui.find(window, pyatspi.ROLE_HEADING, "Chapter One")) == [],
              "a container in widget order has no FLOWS_TO relations")

        quiregui.window_geometry(TITLE)
        quiregui.click(button, TITLE)
        expect_favourite(window, button, on=True)
        quiregui.click(button, TITLE)
        expect_favourite(window, button, on=False)

        # The letter's actions: a menu on a secondary click, its items read as menu items.
        letter = quiregui.find(window, pyatspi.ROLE_LABEL, "Letter from Ada")
        quiregui.click(letter, TITLE, button=3)
        quiregui.click(quiregui.find(app.accessible(), pyatspi.ROLE_MENU_ITEM, "Archive"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Archived: 1 · replies: 0")
        menu_closed(app)

        # Tab goes round the window's keyboard stops (the letter is one, for its actions) and never
        # into the representation, which GTK still reports focusable (its own property).
        volume = quiregui.find(window, pyatspi.ROLE_SLIDER, "Volume")
        reached = set()
        for _ in range(12):
            quiregui.key("Tab")
            for name, accessible in [("Favourite", button), ("letter", letter), ("Volume", volume), ("Level", level)]:
                if quiregui.has_state(accessible, pyatspi.STATE_FOCUSED):
                    reached.add(name)
        check({"Favourite", "letter", "Volume"} <= reached and "Level" not in reached, f"Tab reached {sorted(reached)}")

        # The keyboard's way to the actions: the Menu key on the focused letter.
        for _ in range(12):
            if quiregui.has_state(letter, pyatspi.STATE_FOCUSED):
                break
            quiregui.key("Tab")
        quiregui.key("Menu")
        quiregui.click(quiregui.find(app.accessible(), pyatspi.ROLE_MENU_ITEM, "Reply"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Archived: 1 · replies: 1")

        # Moving the visible slider moves the state, which the representation reads.
        quiregui.click(volume, TITLE)
        quiregui.wait_until(lambda: volume.queryValue().currentValue != 6.0, "the volume to move")
        quiregui.wait_until(lambda: abs(level.queryValue().currentValue - volume.queryValue().currentValue) <= 0.5,
                            "the representation to follow the state")
    print("accessibility demo test passed")


if __name__ == "__main__":
    main(sys.argv[1])
