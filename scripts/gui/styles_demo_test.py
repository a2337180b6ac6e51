#!/usr/bin/python3
"""GUI test of TabView, a Form and a custom ButtonStyle on GTK (QuireUIDemo --styles): click the
"Settings" tab in the view switcher and see its form shown and the selection binding written; take a
screenshot of the form (SCREENSHOT.png, libadwaita's preferences look); go back to "Buttons", hold the
pointer down on the styled button and see its style's body say "pressed", let go and see "released"
and the click counted.

usage: run-under-xvfb.sh /usr/bin/python3 styles_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Styles Demo"
TAB_ROLES = (pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_PUSH_BUTTON,
             pyatspi.ROLE_PAGE_TAB)


def tab_button(root, name):
    """The view switcher's button for the tab `name` (whatever role GTK gives it)."""
    def lookup():
        for role in TAB_ROLES:
            found = quiregui.search(root, role, name)
            if found is not None:
                return found
        return None
    return quiregui.wait_until(lookup, f"a tab button named {name!r}")


def gone(root, role, name):
    """Waits until no accessible with the role and name is left."""
    quiregui.wait_until(lambda: quiregui.search(root, role, name) is None, f"{name!r} to go away")


def main(executable, screenshot_path):
    with quiregui.App([executable, "--styles"], name="QuireUIDemo") as app:
        root = app.accessible()
        window = quiregui.find(root, pyatspi.ROLE_FRAME, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Tab: Buttons")

        quiregui.click(tab_button(window, "Settings"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Tab: Settings")
        # Every tab stays mounted (GTK 4.8 does not tell AT-SPI which page shows): the screenshot
        # shows the form.
        quiregui.find(window, pyatspi.ROLE_LABEL, "Show banners")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Version")
        quiregui.screenshot(screenshot_path)

        quiregui.click(tab_button(window, "Buttons"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Tab: Buttons")
        button = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Press me")
        quiregui.find(window, pyatspi.ROLE_LABEL, "released")
        x, y = quiregui.screen_center(button, TITLE)
        quiregui.xdotool("mousemove", "--sync", x, y)
        quiregui.xdotool("mousedown", 1)
        quiregui.find(window, pyatspi.ROLE_LABEL, "pressed")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Presses: 0")
        quiregui.xdotool("mouseup", 1)
        quiregui.find(window, pyatspi.ROLE_LABEL, "released")
        gone(window, pyatspi.ROLE_LABEL, "pressed")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Presses: 1")
    print("styles demo test passed")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
