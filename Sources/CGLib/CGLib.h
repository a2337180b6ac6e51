#ifndef QUIRE_CGLIB_H
#define QUIRE_CGLIB_H

// GLib for QuireCore (no UI): GBookmarkFile reads and writes the shared recently-used.xbel the way
// GtkRecentManager does. CGtk includes the same headers for QuireGTK.

#include <glib.h>

#endif
