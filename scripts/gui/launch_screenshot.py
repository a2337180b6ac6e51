#!/usr/bin/python3
"""Launches an app on the (private) display, waits for its first window, saves a screenshot and ends
the app: what `make run` does where there is no display to show the app on.

usage: run-under-xvfb.sh /usr/bin/python3 launch_screenshot.py APP_PATH ACCESSIBLE_NAME SCREENSHOT.png
"""

import sys

import pyatspi

import quiregui


def main(executable, name, path):
    with quiregui.App([executable], name=name) as app:
        window = quiregui.find(app.accessible(timeout=30), pyatspi.ROLE_FRAME, timeout=30)
        quiregui.screenshot(path)
        print(f"{name}: window “{window.name}” shown; screenshot saved to {path}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    try:
        main(*sys.argv[1:])
    except quiregui.GuiTestError as error:
        print(f"launch failed: {error}", file=sys.stderr)
        sys.exit(1)
