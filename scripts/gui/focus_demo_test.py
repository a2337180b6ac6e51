#!/usr/bin/python3
"""GUI test of @FocusState on GTK (QuireUIDemo --focus): the form opens with the keyboard focus in its
first field (`defaultFocus`), so typing lands there and the label reads "Focus: name"; the "Edit
Email" button sets the state to the second field, and typing lands in it (its AT-SPI text); Tab
moves the focus on to the button row and the label follows ("Focus: none"), Shift+Tab back into
the Email field ("Focus: email"); "Done" takes the focus away.

usage: run-under-xvfb.sh /usr/bin/python3 focus_demo_test.py PATH/TO/QuireUIDemo
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Focus Demo"


def field_text(field):
    return field.queryText().getText(0, -1)


def expect_text(field, expected, what):
    quiregui.wait_until(lambda: field_text(field) == expected, f"{what} to hold {expected!r}")


def main(executable):
    with quiregui.App([executable, "--focus"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        name = quiregui.find(window, pyatspi.ROLE_TEXT, "Name")
        email = quiregui.find(window, pyatspi.ROLE_TEXT, "Email")
        quiregui.window_geometry(TITLE)

        # defaultFocus put the focus in the first field.
        quiregui.find(window, pyatspi.ROLE_LABEL, "Focus: name")
        quiregui.type_text("Ada")
        expect_text(name, "Ada", "the Name field")

        # The button sets the state; the focus follows into the Email field.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Edit Email"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Focus: email")
        quiregui.wait_until(lambda: quiregui.has_state(email, pyatspi.STATE_FOCUSED), "the Email field to be focused")
        quiregui.type_text("ada@example.org")
        expect_text(email, "ada@example.org", "the Email field")
        if field_text(name) != "Ada":
            raise quiregui.GuiTestError(f"the Name field changed to {field_text(name)!r}")

        # Tab leaves the fields: the state rests; Shift+Tab comes back.
        quiregui.key("Tab")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Focus: none")
        quiregui.key("shift+Tab")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Focus: email")

        # Done sets the state to nil: the focus leaves the field.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Done"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Focus: none")
        quiregui.wait_until(lambda: not quiregui.has_state(email, pyatspi.STATE_FOCUSED),
                            "the Email field to lose the focus")
    print("focus demo test passed")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
