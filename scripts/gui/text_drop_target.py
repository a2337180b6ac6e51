#!/usr/bin/python3
"""A small GTK 4 app standing in for another program that takes dropped text, in GUI tests: a window
titled "Drop Target" whose one label takes a dropped string (GtkDropTarget for G_TYPE_STRING, which
reads any text type GTK knows: `text/plain;charset=utf-8`, `text/plain`, `UTF8_STRING`, …) or a file
list (`text/uri-list`). Prints "dropped: <text>" (each URI on a line of its own for files) when a drop
arrives, so a test can tell what another process received.

usage: text_drop_target.py
"""

import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GObject, Gtk  # noqa: E402

from files_drag_source import run_label_window  # noqa: E402


def main():
    def drop_target(label):
        target = Gtk.DropTarget.new(GObject.TYPE_NONE, Gdk.DragAction.COPY)
        target.set_gtypes([Gdk.FileList, GObject.TYPE_STRING])

        def dropped(_target, value, _x, _y):
            if isinstance(value, Gdk.FileList):
                text = "\n".join(file.get_uri() for file in value.get_files())
            else:
                text = value
            print(f"dropped: {text}", flush=True)
            label.set_label(text)
            return True
        target.connect("drop", dropped)
        return target

    run_label_window("org.quire.tests.TextDropTarget", "Drop Target", "Drop Here", drop_target)


if __name__ == "__main__":
    if len(sys.argv) != 1:
        sys.exit(__doc__)
    main()
