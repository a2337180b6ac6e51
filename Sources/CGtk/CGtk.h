#ifndef QUIRE_CGTK_H
#define QUIRE_CGTK_H

// GTK 4 + libadwaita for Swift (Debian 12: GTK 4.8, libadwaita 1.2). Swift imports functions and
// simple constants; it cannot call C varargs or function-like macros (g_signal_connect, G_CALLBACK,
// GTK_WINDOW(), ...). The static inline helpers below stand in for the few of those QuireUI needs.

#include <adwaita.h>
#include <gtk/gtk.h>
#include <glib-unix.h>

// libdispatch's run-loop hooks, the ones swift-corelibs-foundation's CFRunLoop uses. They are exported
// by libdispatch.so but declared only in its private headers. On Linux the "port" is an eventfd that
// becomes readable when work is enqueued on the main queue; the callback drains that queue.
extern int _dispatch_get_main_queue_port_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

// Typed front ends to g_signal_connect_data: one per handler signature QuireUI connects. `destroy` runs
// exactly once, when the handler is disconnected or the instance finalized; it releases `data`.

/// Signals of the shape `void handler(Instance *, gpointer)`: clicked, activate, changed, destroy, ...
static inline gulong quire_signal_connect_void(gpointer instance, const gchar *signal,
                                               void (*handler)(gpointer instance, gpointer data),
                                               gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/// Signals of the shape `gboolean handler(Instance *, gpointer)`: close-request, ...
static inline gulong quire_signal_connect_boolean(gpointer instance, const gchar *signal,
                                                  gboolean (*handler)(gpointer instance, gpointer data),
                                                  gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/// `notify` and `notify::property`: `void handler(GObject *, GParamSpec *, gpointer)`.
static inline gulong quire_signal_connect_notify(gpointer instance, const gchar *signal,
                                                 void (*handler)(gpointer instance, GParamSpec *pspec,
                                                                 gpointer data),
                                                 gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/// GApplication::open: `void handler(GApplication *, GFile **, gint, const gchar *, gpointer)`.
static inline gulong quire_signal_connect_open(gpointer instance,
                                               void (*handler)(gpointer application, GFile **files,
                                                               gint n_files, const gchar *hint,
                                                               gpointer data),
                                               gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "open", G_CALLBACK(handler), data, destroy, 0);
}

/// gtk_accessible_update_property is varargs; this sets the one property QuireUI needs now.
static inline void quire_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

#endif
