#!/usr/bin/python3
"""GUI test of Examples/CrossPlatform's TallyApp — sources written for macOS (`import SwiftUI`,
`import Combine`, `import UniformTypeIdentifiers`) built unchanged against Quire — driven as a person
would: Add twice, see the count; see the debounced count settle (Combine's debounce on RunLoop.main);
see the Undo button named after the last action (a NotificationCenter publisher through onReceive);
undo; see the clock tick (Timer.publish on the main run loop, autoconnected).

usage: run-under-xvfb.sh /usr/bin/python3 tally_test.py PATH/TO/TallyApp SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import re
import sys

import pyatspi

import quiregui

TITLE = "Tally"
CLOCK = re.compile(r"\d{1,2}:\d{2}:\d{2}.*")


def find(root, role=None, name=None):
    """`quiregui.find`, giving the app longer: the machine runs builds and other tests beside it."""
    return quiregui.find(root, role, name, timeout=20.0)


def label_text(window, pattern):
    label = find(window, pyatspi.ROLE_LABEL, pattern)
    return label.name


def main(executable, screenshot_path):
    with quiregui.App([executable], name="TallyApp") as app:
        window = find(app.accessible(), pyatspi.ROLE_FRAME, TITLE)
        find(window, pyatspi.ROLE_LABEL, "0")
        add = find(window, pyatspi.ROLE_PUSH_BUTTON, "Add")
        quiregui.click(add, TITLE)
        find(window, pyatspi.ROLE_LABEL, "1")
        # Each click is its own undo group; closing it posts NSUndoManagerDidCloseUndoGroup, which
        # names the Undo button: the first click's group closed before the second click comes.
        find(window, pyatspi.ROLE_PUSH_BUTTON, "Undo Add")
        quiregui.click(add, TITLE)
        find(window, pyatspi.ROLE_LABEL, "2")

        # $count.debounce(for: .milliseconds(500), scheduler: RunLoop.main).assign(to: &$settledCount)
        find(window, pyatspi.ROLE_LABEL, "Settled at 2")

        undo = find(window, pyatspi.ROLE_PUSH_BUTTON, "Undo Add")
        quiregui.click(undo, TITLE)
        find(window, pyatspi.ROLE_LABEL, "1")
        find(window, pyatspi.ROLE_LABEL, "Settled at 1")

        # The clock label follows Timer.publish(every: 1, on: .main, in: .common).autoconnect().
        first = label_text(window, CLOCK)
        quiregui.wait_until(lambda: label_text(window, CLOCK) != first, "the clock to tick", timeout=5)

        quiregui.screenshot(screenshot_path)
        print(f"tally test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"tally test failed: {error}", file=sys.stderr)
        sys.exit(1)
