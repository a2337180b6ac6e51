"""Drive a GTK app as a person would: find things through the accessibility tree (AT-SPI), act with
real X input events (xdotool), look with screenshots (ImageMagick's `import`).

Run under scripts/gui/run-under-xvfb.sh, which provides the X server, the D-Bus session AT-SPI needs
and the GTK settings these helpers assume. Use Debian's /usr/bin/python3 (python3-pyatspi).

AT-SPI offers change events, but GTK 4.8 emits only some of them; the helpers instead poll the tree
at a short interval until a deadline, which is the one place these tests wait without an event.
"""

import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi

DEFAULT_TIMEOUT = 10.0
POLL_INTERVAL = 0.05

# What a GTK app must never print; a test fails when one shows up on the app's stderr.
# Any GLib-family critical is a bug (a NULL handed to GLib, a finalized object used): GTK 4.8's AT-SPI
# NULL object path showed up as a GLib-CRITICAL before it crashed the app.
STDERR_PROBLEMS = re.compile(r"(Gtk|Gdk|Gsk|GLib|GLib-GObject|GLib-GIO|Adwaita|Pango)-CRITICAL|Gtk-WARNING")


class GuiTestError(AssertionError):
    """A GUI expectation that was not met before its deadline."""


def wait_until(condition, what, timeout=DEFAULT_TIMEOUT):
    """Calls `condition` until it returns something truthy and returns that; raises after `timeout`
    seconds (times QUIRE_TIMING_SCALE, which `make test-sanitize` sets: sanitized apps are several
    times slower). AT-SPI calls into an app that is still starting may fail: those count as "not yet"."""
    timeout *= max(1.0, float(os.environ.get("QUIRE_TIMING_SCALE", "1") or "1"))
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            result = condition()
            if result:
                return result
        except Exception as error:  # noqa: BLE001 - D-Bus errors while the app starts or redraws
            last_error = error
        if time.monotonic() >= deadline:
            detail = f" (last error: {last_error})" if last_error else ""
            raise GuiTestError(f"timed out after {timeout:g}s waiting for {what}{detail}")
        time.sleep(POLL_INTERVAL)


# -- the app -------------------------------------------------------------------------------------


class App:
    """A launched app, its stderr captured to a file. Use as a context manager: leaving it ends the
    app, checks that it printed no GTK warnings or criticals, and echoes its stderr to ours."""

    # Under heavy load the X server occasionally refuses an app's very first connection ("cannot open
    # display") although it is up and serving other clients; such a launch is retried, a bounded number
    # of times, before any test step has run. Anything else the app prints still fails the test.
    LAUNCH_ATTEMPTS = 3

    def __init__(self, argv, name, env=None):
        self.argv = list(argv)
        self.name = name
        self.env = env
        self.launches = 0
        self._launch()

    def _launch(self):
        self.launches += 1
        self._stderr = tempfile.NamedTemporaryFile(prefix="quiregui-stderr-", suffix=".log")
        self.process = subprocess.Popen(self.argv, stdout=subprocess.DEVNULL, stderr=self._stderr,
                                        env=self.env)

    def _relaunch_if_display_refused(self):
        """True if the app died because it could not open the display and was started again."""
        if self.process.poll() is None or self.launches >= self.LAUNCH_ATTEMPTS:
            return False
        log = self.stderr_text()
        if "cannot open display" not in log:
            return False
        print(f"quiregui: {self.name} could not open the display; starting it again", file=sys.stderr)
        self._stderr.close()
        self._launch()
        return True

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, traceback):
        if exc_type is not None and self.process.poll() is None:
            print(self.describe(), file=sys.stderr)
        self.stop()
        log = self.stderr_text()
        if log:
            print(f"--- {self.name} stderr ---\n{log}--- end ---", file=sys.stderr)
        self._stderr.close()
        problems = [line for line in log.splitlines() if STDERR_PROBLEMS.search(line)]
        if problems and exc_type is None:
            raise GuiTestError(f"{self.name} printed GTK problems:\n" + "\n".join(problems))
        return False

    def stop(self, timeout=5.0):
        """Ends the app (SIGTERM, then SIGKILL) if it is still running; returns its exit status."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode

    def wait_for_exit(self, timeout=DEFAULT_TIMEOUT):
        """Waits until the app exits by itself and returns its exit status."""
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            raise GuiTestError(f"{self.name} still running after {timeout:g}s") from None

    def describe(self):
        """What the still-running app shows (each window's named parts) and where its main thread is:
        printed when a step failed, so an intermittent failure says whether the app was stuck, showed
        an error, or never got the input."""
        lines = [f"--- {self.name} (pid {self.process.pid}) when the step failed ---"]
        try:
            application = find_application(self.name)
            for index in range(application.childCount if application is not None else 0):
                _describe_tree(application.getChildAtIndex(index), lines, "  ")
        except Exception as error:  # noqa: BLE001 - a hung app does not answer AT-SPI
            lines.append(f"  (accessibility tree unavailable: {error})")
        try:
            stack = subprocess.run(["gdb", "-batch", "-p", str(self.process.pid),
                                    "-ex", "bt 25"], capture_output=True, text=True, timeout=30).stdout
            lines.append("  main thread:")
            lines.extend("    " + line for line in stack.splitlines() if line.startswith("#"))
        except (OSError, subprocess.TimeoutExpired) as error:
            lines.append(f"  (no backtrace: {error})")
        return "\n".join(lines)

    def stderr_text(self):
        with open(self._stderr.name, encoding="utf-8", errors="replace") as log:
            return log.read()

    def accessible(self, timeout=DEFAULT_TIMEOUT):
        """The app's root accessible, once it has registered with the AT-SPI registry."""
        def lookup():
            if self.process.poll() is not None:
                if self._relaunch_if_display_refused():
                    return None
                raise GuiTestError(f"{self.name} exited with status {self.process.returncode}")
            return find_application(self.name)
        return wait_until(lookup, f"application {self.name!r} on the accessibility bus", timeout)


def _describe_tree(accessible, lines, indent, depth=0):
    """Appends the named accessibles under `accessible` as "role 'name'" lines, nested by depth."""
    if accessible is None or depth > 40:
        return
    if accessible.name:
        lines.append(f"{indent}{'  ' * min(depth, 12)}{accessible.getRoleName()} {accessible.name!r}")
    for index in range(accessible.childCount):
        _describe_tree(accessible.getChildAtIndex(index), lines, indent, depth + 1)


def find_application(name):
    """The registered application called `name` (GTK uses the program name), or None."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        application = desktop.getChildAtIndex(index)
        if application is not None and application.name == name:
            return application
    return None


# -- finding things ------------------------------------------------------------------------------


def _role_matches(accessible, role):
    if role is None:
        return True
    if isinstance(role, str):
        return accessible.getRoleName() == role
    return accessible.getRole() == role


def _name_matches(accessible, name):
    if name is None:
        return True
    if isinstance(name, str):
        return accessible.name == name
    return name.fullmatch(accessible.name or "") is not None


def search(root, role=None, name=None):
    """The first accessible under `root` (depth first, root included) with the role (a pyatspi.ROLE_*
    constant or a role name such as "push button") and name given (a string, or a compiled pattern the
    whole name matches), or None."""
    stack = [root]
    while stack:
        accessible = stack.pop()
        if accessible is None:
            continue
        if _role_matches(accessible, role) and _name_matches(accessible, name):
            return accessible
        stack.extend(reversed([accessible.getChildAtIndex(i) for i in range(accessible.childCount)]))
    return None


def find(root, role=None, name=None, timeout=DEFAULT_TIMEOUT):
    """Like `search`, waiting until such an accessible appears."""
    return wait_until(lambda: search(root, role, name), f"{role!s} named {name!r}", timeout)


def has_state(accessible, state):
    """Whether the accessible has a pyatspi.STATE_* (GTK 4.8 sets VISIBLE, not SHOWING)."""
    return accessible.getState().contains(state)


# -- input ---------------------------------------------------------------------------------------


def xdotool(*arguments):
    """Runs xdotool and returns its output."""
    command = ["xdotool", *map(str, arguments)]
    try:
        return subprocess.run(command, check=True, capture_output=True, text=True,
                              timeout=DEFAULT_TIMEOUT).stdout
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
        raise GuiTestError(f"{' '.join(command)} failed: {error}") from None


def pointer_position():
    """(x, y) of the pointer on the screen."""
    values = dict(line.split("=", 1) for line in xdotool("getmouselocation", "--shell").splitlines()
                  if "=" in line)
    return int(values["X"]), int(values["Y"])


def window_id(title, timeout=DEFAULT_TIMEOUT):
    """The X id of the visible window titled exactly `title` (for `screenshot` and `xdotool`)."""
    def lookup():
        output = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{re.escape(title)}$"],
                                capture_output=True, text=True, timeout=DEFAULT_TIMEOUT).stdout.split()
        return output[0] if output else None
    return wait_until(lookup, f"X window titled {title!r}", timeout)


def window_geometry(title, timeout=DEFAULT_TIMEOUT):
    """(x, y, width, height) of the visible X window titled exactly `title`, on the root window."""
    def lookup():
        output = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", f"^{re.escape(title)}$",
             "getwindowgeometry", "--shell"],
            capture_output=True, text=True, timeout=DEFAULT_TIMEOUT).stdout
        values = dict(line.split("=", 1) for line in output.splitlines() if "=" in line)
        if not {"X", "Y", "WIDTH", "HEIGHT"} <= values.keys():
            return None
        return tuple(int(values[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
    return wait_until(lookup, f"X window titled {title!r}", timeout)


def screen_center(accessible, window_title):
    """The centre of the accessible on the screen. GTK 4.8 reports extents relative to the window
    (whatever coordinate type is asked for), so the X window's origin is added."""
    extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    if extents.width <= 0 or extents.height <= 0:
        raise GuiTestError(f"{accessible.getRoleName()} {accessible.name!r} has no area to click")
    x, y, _, _ = window_geometry(window_title)
    return x + extents.x + extents.width // 2, y + extents.y + extents.height // 2


def click(accessible, window_title, button=1):
    """Moves the pointer to the centre of the accessible and clicks, as a person would.

    The pointer always arrives by a motion, as a hand's does: GTK 4.8 under Xvfb loses about one
    xdotool click in eight made where the pointer already rests, in a plain C GTK program too (7 of
    40 clicks on a GtkButton), and none after a motion (0 of 40).
    """
    x, y = screen_center(accessible, window_title)
    if pointer_position() == (x, y):
        # --sync waits for the pointer to arrive; it would wait forever for a move to where it is.
        xdotool("mousemove", "--sync", x + 1, y)
    xdotool("mousemove", "--sync", x, y)
    xdotool("click", button)


def type_text(text):
    """Types text into whatever has the keyboard focus."""
    xdotool("type", "--delay", 10, text)


def key(*combos):
    """Presses key combinations such as "ctrl+s", "Return", "shift+Tab"."""
    xdotool("key", *combos)


# -- looking -------------------------------------------------------------------------------------


def pixel(path, x, y):
    """(r, g, b) of an image file's pixel at (x, y), read by ImageMagick."""
    output = subprocess.run(["convert", path, "-crop", f"1x1+{int(x)}+{int(y)}", "-depth", "8", "txt:-"],
                            check=True, capture_output=True, text=True).stdout
    match = re.search(r"\((\d+),(\d+),(\d+)", output.splitlines()[-1])
    if not match:
        raise GuiTestError(f"no pixel in {output!r}")
    return tuple(int(value) for value in match.groups())


def screenshot(path, timeout=DEFAULT_TIMEOUT, window="root"):
    """Saves the whole screen (or the X window `window`, an id) as a PNG at `path` (folders created)
    once it has stopped changing: a change just seen in the accessibility tree may not be painted yet."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)

    def capture():
        # -strip drops ImageMagick's timestamps, so equal pixels give equal bytes.
        return subprocess.run(["import", "-silent", "-window", str(window), "-strip", "png:-"],
                              check=True, capture_output=True, timeout=DEFAULT_TIMEOUT).stdout

    previous = [capture()]

    def settled():
        current = capture()
        same = current == previous[0]
        previous[0] = current
        return current if same else None

    image = wait_until(settled, "the screen to stop changing", timeout)
    with open(path, "wb") as file:
        file.write(image)
    return path


# -- layout ----------------------------------------------------------------------------------------


def use_gnome_window_buttons(env):
    """Gives the apps started with `env` GNOME's default window buttons (close only:
    `gtk-decoration-layout` `appmenu:close`, what GNOME's `button-layout` setting gives) rather than
    GTK's fallback of three, in a settings.ini under its XDG_CONFIG_HOME."""
    folder = os.path.join(env["XDG_CONFIG_HOME"], "gtk-4.0")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "settings.ini"), "w", encoding="utf-8") as file:
        file.write("[Settings]\ngtk-decoration-layout=appmenu:close\n")


def resize_window(title, width, height):
    """Resizes the visible X window titled exactly `title` and waits for the size. Asks twice: a window whose layout adapts to a narrow width (a compact size class)
    can only shrink that far once the first request has made it narrow."""
    for attempt in range(2):
        xdotool("search", "--onlyvisible", "--name", f"^{re.escape(title)}$", "windowsize", "--sync", width, height)
        try:
            wait_until(lambda: window_geometry(title)[2:] == (width, height),
                       f"{title} at {width}×{height}", timeout=5 if attempt == 0 else DEFAULT_TIMEOUT)
            return
        except GuiTestError:
            if attempt == 1:
                raise GuiTestError(f"{title} would not take {width}×{height}: it stays "
                                   f"{window_geometry(title)[2:]}") from None


CONTROLS = ("push button", "toggle button", "check box", "text", "label", "slider", "combo box", "menu button")


def layout_problems(window):
    """What a person would see cut off or piled up in the window, as strings: shown widgets reaching
    beyond its frame's left or right edge, and controls or labels drawn over one another (a header
    bar squeezed below its minimum piles its title onto its buttons). GTK 4.8 reports extents relative
    to the window, and no SHOWING state; rows a list has scrolled out of sight keep the extents of
    their last allocation, so only what lies within the height of the window and of every scrolling
    list around it counts."""
    frame = window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    problems, controls = [], []
    stack = [(window, frame.y, frame.y + frame.height, ())]
    while stack:
        node, top, bottom, ancestors = stack.pop()
        if node is None:
            continue
        try:
            extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        except NotImplementedError:
            extents = None
        if extents is not None and has_state(node, pyatspi.STATE_VISIBLE):
            if not (extents.y < bottom and extents.y + extents.height > top):
                continue
            role = node.getRoleName()
            if extents.width > 0 and (extents.x < frame.x - 1 or extents.x + extents.width > frame.x + frame.width + 1):
                problems.append(f"{role} {node.name!r} spans x {extents.x}…{extents.x + extents.width}")
            if role in CONTROLS and extents.width > 0 and extents.height > 0:
                controls.append((node, role, (extents.x, extents.y, extents.x + extents.width, extents.y + extents.height),
                                 ancestors))
            if role in ("list", "tree table", "table", "scroll pane", "viewport"):
                top, bottom = max(top, extents.y), min(bottom, extents.y + extents.height)
        here = ancestors + (node,)
        stack.extend((node.getChildAtIndex(i), top, bottom, here) for i in range(node.childCount))
    for index, (a, role_a, (ax0, ay0, ax1, ay1), above_a) in enumerate(controls):
        for b, role_b, (bx0, by0, bx1, by1), above_b in controls[index + 1:]:
            if a in above_b or b in above_a:
                continue  # a label inside its button
            if min(ax1, bx1) - max(ax0, bx0) > 2 and min(ay1, by1) - max(ay0, by0) > 2:
                problems.append(f"{role_a} {a.name!r} and {role_b} {b.name!r} overlap")
    return problems


def expect_laid_out(window, what, timeout=DEFAULT_TIMEOUT):
    """Waits until `layout_problems(window)` finds none (the layout settles after a resize); raises
    naming them otherwise."""
    problems = [None]

    def laid_out():
        problems[0] = layout_problems(window)
        return not problems[0]
    try:
        wait_until(laid_out, what, timeout)
    except GuiTestError:
        raise GuiTestError(f"{what}: " + "; ".join(problems[0])) from None
