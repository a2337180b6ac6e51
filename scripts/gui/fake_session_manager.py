"""A stand-in for GNOME's session manager on the test's private D-Bus session: it owns
org.gnome.SessionManager and records the Inhibit/Uninhibit calls applications make, so a test can
check that an app inhibits logout while it has unsaved changes (gtk_application_inhibit) and lets it
go again. GTK looks for the session manager when the application starts: start this first.
"""

import os
import threading

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.gnome.SessionManager">
    <method name="Inhibit">
      <arg type="s" name="app_id" direction="in"/>
      <arg type="u" name="toplevel_xid" direction="in"/>
      <arg type="s" name="reason" direction="in"/>
      <arg type="u" name="flags" direction="in"/>
      <arg type="u" name="inhibit_cookie" direction="out"/>
    </method>
    <method name="Uninhibit">
      <arg type="u" name="inhibit_cookie" direction="in"/>
    </method>
    <method name="RegisterClient">
      <arg type="s" name="app_id" direction="in"/>
      <arg type="s" name="client_startup_id" direction="in"/>
      <arg type="o" name="client_id" direction="out"/>
    </method>
    <method name="UnregisterClient">
      <arg type="o" name="client_id" direction="in"/>
    </method>
    <method name="IsInhibited">
      <arg type="u" name="flags" direction="in"/>
      <arg type="b" name="is_inhibited" direction="out"/>
    </method>
  </interface>
</node>
"""

LOGOUT = 1  # GTK_APPLICATION_INHIBIT_LOGOUT


class FakeSessionManager:
    """Runs in a thread of its own; `calls` lists ("inhibit", app_id, reason, flags, cookie) and
    ("uninhibit", cookie) in order; `inhibited` holds the cookies in force."""

    def __init__(self):
        self.calls = []
        self.inhibited = {}
        self._next_cookie = 41
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self._loop = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self):
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the fake session manager did not start")
        return self

    def __exit__(self, *exc):
        if self._loop is not None:
            self._loop.quit()
        self._thread.join(5)

    def logout_inhibited(self):
        with self._lock:
            return any(flags & LOGOUT for (_, _, flags) in self.inhibited.values())

    def snapshot(self):
        with self._lock:
            return list(self.calls)

    def _run(self):
        context = GLib.MainContext()
        context.push_thread_default()
        connection = Gio.DBusConnection.new_for_address_sync(
            os.environ["DBUS_SESSION_BUS_ADDRESS"],
            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)
        connection.register_object("/org/gnome/SessionManager", node.interfaces[0], self._method_call)
        connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                             "RequestName", GLib.Variant("(su)", ("org.gnome.SessionManager", 4)),
                             GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, -1, None)
        self._loop = GLib.MainLoop(context)
        self._ready.set()
        self._loop.run()

    def _method_call(self, connection, sender, path, interface, method, parameters, invocation):
        with self._lock:
            if method == "Inhibit":
                app_id, _, reason, flags = parameters.unpack()
                self._next_cookie += 1
                cookie = self._next_cookie
                self.inhibited[cookie] = (app_id, reason, flags)
                self.calls.append(("inhibit", app_id, reason, flags, cookie))
                invocation.return_value(GLib.Variant("(u)", (cookie,)))
            elif method == "Uninhibit":
                (cookie,) = parameters.unpack()
                self.inhibited.pop(cookie, None)
                self.calls.append(("uninhibit", cookie))
                invocation.return_value(None)
            elif method == "RegisterClient":
                invocation.return_value(GLib.Variant("(o)", ("/org/gnome/SessionManager/Client1",)))
            elif method == "UnregisterClient":
                invocation.return_value(None)
            elif method == "IsInhibited":
                (flags,) = parameters.unpack()
                result = any(f & flags for (_, _, f) in self.inhibited.values())
                invocation.return_value(GLib.Variant("(b)", (result,)))
