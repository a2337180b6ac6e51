#!/usr/bin/python3
"""GUI smoke test of QuireUISmoke: press the button as a person would and see the label change;
close the window twice (the app refuses the first request, the second ends the app).

usage: run-under-xvfb.sh /usr/bin/python3 smoke_test.py PATH/TO/QuireUISmoke SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Smoke"


def main(executable, screenshot_path):
    with quiregui.App([executable], name="QuireUISmoke") as app:
        window = quiregui.find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        button = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Press Me")
        if quiregui.search(window, pyatspi.ROLE_LABEL, "Pressed"):
            raise quiregui.GuiTestError("the label reads \"Pressed\" before the click")
        quiregui.click(button, TITLE)
        # The label changes only after a detached task hops back to the main actor: this proves the
        # Dispatch main queue is pumped inside the GTK main loop.
        quiregui.find(window, pyatspi.ROLE_LABEL, "Pressed")
        quiregui.screenshot(screenshot_path)

        # close-request: the handler's return value decides whether the window closes.
        close = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Close")
        quiregui.click(close, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Close refused")
        quiregui.click(close, TITLE)
        status = app.wait_for_exit()
        if status != 0:
            raise quiregui.GuiTestError(f"the app exited with status {status} after its window closed")
        print(f"smoke test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"smoke test failed: {error}", file=sys.stderr)
        sys.exit(1)
