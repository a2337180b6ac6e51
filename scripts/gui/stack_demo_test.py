#!/usr/bin/python3
"""GUI test of NavigationStack on GTK (QuireUIDemo --stack): click a recipe's link and see its page
slide in with a back button and the recipe's title in the page's bar; click a step's link for a third
page; go back with Alt+Left and then with the back button; push the last step and leave it with its
"Finished" button (dismiss()); push a destination-view link. Then what the window tells its views:
switch to the dark style and see the label and the window's background change, click a link whose
openURL handler names the URL, and narrow the window to a phone's width to see the compact size class. The path's length is read from the root
page's label. Screenshot (SCREENSHOT.png) with a recipe's page shown.

usage: run-under-xvfb.sh /usr/bin/python3 stack_demo_test.py PATH/TO/QuireUIDemo SCREENSHOT.png
Exit status 0 when all that happened and the app printed no GTK problems.
"""

import sys

import pyatspi

import quiregui

TITLE = "Quire Stack Demo"


def labels_named(root, name):
    """Every label under `root` named `name`."""
    found, stack = [], [root]
    while stack:
        accessible = stack.pop()
        if accessible is None:
            continue
        if accessible.getRole() == pyatspi.ROLE_LABEL and accessible.name == name:
            found.append(accessible)
        stack.extend(accessible.getChildAtIndex(i) for i in range(accessible.childCount))
    return found


def settled(root, role, name):
    """The accessible once it has stopped moving: a page sliding in or out of a GtkStack moves its
    widgets for 200 ms, and a click aimed while they move lands elsewhere."""
    accessible = quiregui.find(root, role, name)
    last = [None]

    def still():
        box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        here = (box.x, box.y, box.width, box.height)
        stopped = here == last[0] and box.x >= 0
        last[0] = here
        return stopped
    quiregui.wait_until(still, f"{name!r} to stop moving")
    return accessible


def gone(root, role, name):
    """Waits until no accessible with the role and name is left (its page slid out and left)."""
    quiregui.wait_until(lambda: quiregui.search(root, role, name) is None, f"{name!r} to go away")


def main(executable, screenshot_path):
    with quiregui.App([executable, "--stack"], name="QuireUIDemo") as app:
        root = app.accessible()
        window = quiregui.find(root, pyatspi.ROLE_FRAME, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Pages open: 0")

        quiregui.click(settled(window, pyatspi.ROLE_PUSH_BUTTON, "Tomato Soup"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "3 steps")
        back = quiregui.find(window, pyatspi.ROLE_PUSH_BUTTON, "Back")
        # The page's title is in its bar, level with the back button (the root's link has a label of
        # that name too).
        back_box = back.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        quiregui.wait_until(lambda: any(
            back_box.y <= box.y + box.height // 2 <= back_box.y + back_box.height and box.x > back_box.x
            for box in (label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                        for label in labels_named(window, "Tomato Soup"))), "the title beside the back button")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Pages open: 1")
        quiregui.screenshot(screenshot_path)

        quiregui.click(settled(window, pyatspi.ROLE_PUSH_BUTTON, "2. Simmer for twenty minutes"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Simmer for twenty minutes")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Pages open: 2")

        # Alt+Left goes back one page, as in GNOME's apps; then the back button.
        quiregui.key("alt+Left")
        gone(window, pyatspi.ROLE_LABEL, "Simmer for twenty minutes")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Pages open: 1")
        quiregui.click(settled(window, pyatspi.ROLE_PUSH_BUTTON, "Back"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Pages open: 0")
        gone(window, pyatspi.ROLE_PUSH_BUTTON, "Back")

        # The last step's Finished button dismisses its page.
        quiregui.click(settled(window, pyatspi.ROLE_PUSH_BUTTON, "Flatbread"), TITLE)
        quiregui.click(settled(window, pyatspi.ROLE_PUSH_BUTTON, "3. Fry in a hot pan"), TITLE)
        quiregui.click(settled(window, pyatspi.ROLE_PUSH_BUTTON, "Finished"), TITLE)
        gone(window, pyatspi.ROLE_PUSH_BUTTON, "Finished")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Pages open: 1")
        quiregui.key("alt+Left")
        quiregui.find(window, pyatspi.ROLE_LABEL, "Pages open: 0")

        # A link with a destination view.
        quiregui.click(settled(window, pyatspi.ROLE_PUSH_BUTTON, "About"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Recipes from the Quire kitchen.")
        quiregui.click(settled(window, pyatspi.ROLE_PUSH_BUTTON, "Back"), TITLE)
        gone(window, pyatspi.ROLE_LABEL, "Recipes from the Quire kitchen.")
        gone(window, pyatspi.ROLE_PUSH_BUTTON, "Back")
        # A control group: toggle buttons joined side by side, with their tooltips as descriptions (GTK
        # 4.8 gives toggle buttons the push-button role and the pressed state).
        metric = settled(window, pyatspi.ROLE_PUSH_BUTTON, "Metric")
        imperial = settled(window, pyatspi.ROLE_PUSH_BUTTON, "Imperial")
        # GTK 4.8 reports a button's extents as its label's: joined buttons leave no window background
        # between their labels (8 pixels of it show between buttons that are not linked).
        metric_box = metric.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        imperial_box = imperial.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        x, y, width, _ = quiregui.window_geometry(TITLE)
        shot = quiregui.screenshot(screenshot_path.replace(".png", "-units.png"))
        middle_y = y + metric_box.y + metric_box.height // 2
        background = quiregui.pixel(shot, x + width - 20, middle_y)
        gap = [quiregui.pixel(shot, x + column, middle_y)
               for column in range(metric_box.x + metric_box.width, imperial_box.x)]
        if imperial_box.y != metric_box.y or not gap or background in gap:
            raise quiregui.GuiTestError(f"the group's buttons are not joined: {metric_box} {imperial_box}, "
                                        f"window background {background} between them")
        if imperial.description != "Ounces and cups":
            raise quiregui.GuiTestError(f"the Imperial button's tooltip is {imperial.description!r}")
        quiregui.click(imperial, TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Units: ounces")
        quiregui.wait_until(lambda: quiregui.has_state(imperial, pyatspi.STATE_PRESSED)
                            and not quiregui.has_state(metric, pyatspi.STATE_PRESSED), "only Imperial pressed")

        # What the window tells its views: the dark style asked for, the size class, a link's handler.
        quiregui.find(window, pyatspi.ROLE_LABEL, "Appearance: light · width: regular")
        x, y, width, height = quiregui.window_geometry(TITLE)
        background = (x + 300, y + height - 40)  # below the last label, in every size used here
        light = quiregui.pixel(quiregui.screenshot(screenshot_path.replace(".png", "-light.png")), *background)
        quiregui.click(settled(window, pyatspi.ROLE_CHECK_BOX, "Dark style"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Appearance: dark · width: regular")
        quiregui.click(settled(window, pyatspi.ROLE_LINK, "The kitchen's site"), TITLE)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Opened: https://example.org/kitchen")
        quiregui.xdotool("search", "--onlyvisible", "--name", f"^{TITLE}$", "windowsize", 360, height)
        quiregui.find(window, pyatspi.ROLE_LABEL, "Appearance: dark · width: compact")
        dark = quiregui.pixel(quiregui.screenshot(screenshot_path.replace(".png", "-dark.png")), *background)
        if not (sum(light) > 600 and sum(dark) < 200):
            raise quiregui.GuiTestError(f"the window's background went from {light} to {dark}, not light to dark")
        print(f"stack demo test passed; screenshot: {screenshot_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(sys.argv[1], sys.argv[2])
    except quiregui.GuiTestError as error:
        print(f"stack demo test failed: {error}", file=sys.stderr)
        sys.exit(1)
