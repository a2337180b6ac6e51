#!/usr/bin/python3
"""A small stand-in for GNOME Files in GUI tests: a GTK 4 window titled "Files" showing one file,
which a person drags out as a file manager does — its URI as `text/uri-list` (with the path as
`text/plain`). Prints "drag finished: <action>" when GTK ends the drag, so a test can tell a drop
that was taken (copy) from one refused (none).

usage: files_drag_source.py FILE
"""

import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402


def provider_for(path):
    uri = GLib.filename_to_uri(path, None)
    return Gdk.ContentProvider.new_union([
        Gdk.ContentProvider.new_for_bytes("text/uri-list", GLib.Bytes.new(f"{uri}\r\n".encode())),
        Gdk.ContentProvider.new_for_bytes("text/plain;charset=utf-8", GLib.Bytes.new(path.encode())),
    ])


def main(path):
    app = Gtk.Application(application_id="org.quire.tests.FilesDragSource")

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, title="Files")
        window.set_default_size(220, 120)
        label = Gtk.Label(label=GLib.path_get_basename(path))
        label.set_size_request(200, 100)
        source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
        source.connect("prepare", lambda *_: provider_for(path))

        def drag_end(_source, drag, _delete):
            print(f"drag finished: {drag.get_selected_action().value_nicks[0] if drag.get_selected_action() else 'none'}",
                  flush=True)
        source.connect("drag-end", drag_end)
        label.add_controller(source)
        window.set_child(label)
        window.present()

    app.connect("activate", activate)
    app.run([sys.argv[0]])


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
