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


def run_label_window(application_id, title, text, controller_for):
    """Runs a GTK 4 app whose one window, titled `title`, is a label showing `text` with the event
    controller `controller_for(label)` makes."""
    app = Gtk.Application(application_id=application_id)

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, title=title)
        window.set_default_size(240, 140)
        label = Gtk.Label(label=text)
        label.set_size_request(220, 120)
        label.add_controller(controller_for(label))
        window.set_child(label)
        window.present()

    app.connect("activate", activate)
    app.run([sys.argv[0]])


def main(path):
    def drag_source(_label):
        source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
        source.connect("prepare", lambda *_: provider_for(path))

        def drag_end(_source, drag, _delete):
            print(f"drag finished: {drag.get_selected_action().value_nicks[0] if drag.get_selected_action() else 'none'}",
                  flush=True)
        source.connect("drag-end", drag_end)
        return source

    run_label_window("org.quire.tests.FilesDragSource", "Files", GLib.path_get_basename(path), drag_source)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
