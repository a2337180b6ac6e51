#!/usr/bin/python3
"""GUI test of asset catalogs on GTK (QuireUIDemo --assets), checked on screen: the "Brand" colour set
paints its light colour (green), and its dark appearance's colour (amber) once the "Dark Style"
check box forces libadwaita's dark style — without the view rendering again — and green again when it
is switched off; the "Star" image set shows its red file, and its dark file (blue) while the style
is dark. The "Glyph" template image set (a green disc) is drawn in its foreground colour: the brand
colour (following it into the dark), the theme's text colour (dark grey, then light), and its own
green with `renderingMode(.original)`. Launched again under libadwaita's dark
style (ADW_DEBUG_COLOR_SCHEME=prefer-dark), the swatch is amber from the start and the star shows
the dark appearance's blue file. Names no catalog has show nothing and log SwiftUI's message once.

usage: run-under-xvfb.sh /usr/bin/python3 assets_demo_test.py PATH/TO/QuireUIDemo OUTPUT_FOLDER
Exit status 0 when all that held and the app printed no GTK problems.
"""

import os
import sys

import pyatspi

import quiregui

TITLE = "Quire Assets Demo"
GREEN = (51, 153, 51)
AMBER = (240, 180, 20)
RED = (224, 27, 36)
BLUE = (53, 132, 228)
ORIGINAL_GREEN = (0, 200, 0)


def close(actual, expected):
    return all(abs(a - e) <= 3 for a, e in zip(actual, expected))


def colour_of(window, name, folder, shot):
    """The colour at the centre of the accessible called `name`, from a screenshot."""
    accessible = quiregui.find(window, None, name)
    x, y = quiregui.screen_center(accessible, TITLE)
    return quiregui.pixel(quiregui.screenshot(os.path.join(folder, shot)), x, y)


def expect_colour(window, name, expected, folder, shot):
    seen = []

    def painted():
        actual = colour_of(window, name, folder, shot)
        seen.append(actual)
        return actual if close(actual, expected) else None
    try:
        quiregui.wait_until(painted, f"{name} painted {expected}")
    except quiregui.GuiTestError as error:
        raise quiregui.GuiTestError(f"{error}; last painted {seen[-1:]}, see {shot}") from None


def toggle_dark_style(window, dark):
    """Clicks the "Dark Style" check box and waits until it says it is (un)checked, so a colour that
    does not follow is told apart from a click that did not arrive."""
    switch = quiregui.find(window, pyatspi.ROLE_CHECK_BOX, "Dark Style")
    quiregui.click(switch, TITLE)
    quiregui.wait_until(lambda: quiregui.has_state(switch, pyatspi.STATE_CHECKED) == dark,
                        f"the Dark Style check box {'checked' if dark else 'unchecked'}")


def expect_grey(window, name, dark, folder, shot):
    """The theme's text colour: near black on the light style, near white on the dark."""
    def painted():
        actual = colour_of(window, name, folder, shot)
        grey = max(actual) - min(actual) <= 6
        return actual if grey and (min(actual) >= 200 if dark else max(actual) <= 80) else None
    quiregui.wait_until(painted, f"{name} painted the {'dark' if dark else 'light'} style's text colour")


def expect_missing_logged(app):
    log = app.stderr_text()
    for line in ["No image named 'Missing' found in asset catalog for",
                 "No color named 'Missing' found in asset catalog for"]:
        if log.count(line) != 1:
            raise quiregui.GuiTestError(f"expected {line!r} once in the log:\n{log}")


def main(executable, folder):
    with quiregui.App([executable, "--assets"], name="QuireUIDemo") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Assets shown")
        quiregui.window_geometry(TITLE)
        expect_colour(window, "Brand swatch", GREEN, folder, "assets-light.png")
        expect_colour(window, "Star", RED, folder, "assets-light.png")
        expect_colour(window, "Brand glyph", GREEN, folder, "assets-light.png")
        expect_grey(window, "Plain glyph", False, folder, "assets-light.png")
        expect_colour(window, "Original glyph", ORIGINAL_GREEN, folder, "assets-light.png")

        toggle_dark_style(window, True)
        expect_colour(window, "Brand swatch", AMBER, folder, "assets-forced-dark.png")
        expect_colour(window, "Star", BLUE, folder, "assets-forced-dark.png")
        expect_colour(window, "Brand glyph", AMBER, folder, "assets-forced-dark.png")
        expect_grey(window, "Plain glyph", True, folder, "assets-forced-dark.png")
        expect_colour(window, "Original glyph", ORIGINAL_GREEN, folder, "assets-forced-dark.png")
        toggle_dark_style(window, False)
        expect_colour(window, "Brand swatch", GREEN, folder, "assets-light-again.png")
        expect_colour(window, "Brand glyph", GREEN, folder, "assets-light-again.png")
        expect_colour(window, "Star", RED, folder, "assets-light-again.png")
        expect_missing_logged(app)

    with quiregui.App([executable, "--assets"], name="QuireUIDemo",
                      env=dict(os.environ, ADW_DEBUG_COLOR_SCHEME="prefer-dark")) as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Assets shown")
        quiregui.window_geometry(TITLE)
        expect_colour(window, "Brand swatch", AMBER, folder, "assets-dark.png")
        expect_colour(window, "Star", BLUE, folder, "assets-dark.png")
    print("assets demo test passed")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
