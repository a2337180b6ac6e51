#!/usr/bin/python3
"""GUI test of @FocusState on GTK (QuireUIDemo --focus): the form opens with the keyboard focus in its
first field (`defaultFocus`), so typing lands there and the label reads "Focus: name"; the "Edit
Email" button sets the state to the second field, and typing lands in it (a label shows each
field's text); Tab
moves the focus on to the button row and the label follows ("Focus: none"), Shift+Tab back into
the Email field ("Focus: email"); "Done" takes the focus away. Then the pointer moves onto the
hover label ("Hovering: yes") and off it ("no"), and a held button press on it is a long press
("pressing: yes", then "long presses: 1" while still held, "pressing: no" once released).

usage: run-under-xvfb.sh /usr/bin/python3 focus_demo_test.py PATH/TO/QuireUIDemo
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Focus Demo"


def expect_fields(window, name, email):
    """The label showing what the fields hold (GTK 4.8's entries show AT-SPI no text of their own)."""
    quiregui.find(window, pyatspi.ROLE_LABEL, f"Name: {name} · Email: {email}")


def expect_pointer(window, hovering, pressing, long_presses):
    quiregui.find(window, pyatspi.ROLE_LABEL,
                  f"Hovering: {hovering} · pressing: {pressing} · long presses: {long_presses}")


def main(executable):
    with quiregui.App([executable, "--focus"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        name = quiregui.find(window, pyatspi.ROLE_TEXT, "Name")
        email = quiregui.find(window, pyatspi.ROLE_TEXT, "Email")
        quiregui.window_geometry(TITLE)

        # defaultFocus put the focus in the first field. A click on the label (which takes no focus)
        # puts the pointer, and so Xvfb's keyboard, on the window without moving GTK's focus.
        status = quiregui.find(window, pyatspi.ROLE_LABEL, "Focus: name")
        quiregui.click(status, TITLE)
        quiregui.wait_until(lambda: quiregui.has_state(name, pyatspi.STATE_FOCUSED), "the Name field to be focused")
        quiregui.type_text("Ada")
        expect_fields(window, "Ada", "")

        # The button sets the state; the focus follows into the Email field.
        quiregui.click(quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Edit Email"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Focus: email")
        quiregui.wait_until(lambda: quiregui.has_state(email, pyatspi.STATE_FOCUSED), "the Email field to be focused")
        quiregui.type_text("ada@example.org")
        expect_fields(window, "Ada", "ada@example.org")

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

        # onHover and onLongPressGesture on the label.
        target = quiregui.find(window, pyatspi.ROLE_LABEL, "Hover or hold here")
        x, y = quiregui.screen_center(target, TITLE)
        quiregui.xdotool("mousemove", "--sync", x, y)
        expect_pointer(window, "yes", "no", 0)
        quiregui.xdotool("mousedown", 1)
        expect_pointer(window, "yes", "yes", 1)
        quiregui.xdotool("mouseup", 1)
        expect_pointer(window, "yes", "no", 1)
        quiregui.xdotool("mousemove", "--sync", x, y - 200)
        expect_pointer(window, "no", "no", 1)
    print("focus demo test passed")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
