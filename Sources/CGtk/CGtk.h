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

/// g_object_set is varargs; this sets one string property (GtkPasswordEntry's placeholder-text, which
/// has no setter function).
static inline void quire_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

/// GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, read after the name (a stepper button's "Increment" is
/// described by the stepper's title).
static inline void quire_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Signals of the shape `void handler(Instance *, gpointer argument, gpointer)`: GSimpleAction's
/// `activate` (GVariant *parameter), GtkListBox's `row-activated` (GtkListBoxRow *), ...
static inline gulong quire_signal_connect_pointer(gpointer instance, const gchar *signal,
                                                  void (*handler)(gpointer instance, gpointer argument,
                                                                  gpointer data),
                                                  gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/// GtkGestureClick::pressed: `void handler(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer)`.
static inline gulong quire_signal_connect_click_pressed(gpointer instance,
                                                        void (*handler)(gpointer gesture, gint n_press,
                                                                        gdouble x, gdouble y, gpointer data),
                                                        gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "pressed", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkGestureLongPress::pressed: `void handler(GtkGestureLongPress *, gdouble x, gdouble y, gpointer)`.
static inline gulong quire_signal_connect_long_pressed(gpointer instance,
                                                       void (*handler)(gpointer gesture, gdouble x, gdouble y,
                                                                       gpointer data),
                                                       gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "pressed", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkEventControllerKey::key-pressed:
/// `gboolean handler(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)`.
static inline gulong quire_signal_connect_key_pressed(gpointer instance,
                                                      gboolean (*handler)(gpointer controller, guint keyval,
                                                                          guint keycode, GdkModifierType state,
                                                                          gpointer data),
                                                      gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "key-pressed", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkDrawingArea::resize: `void handler(GtkDrawingArea *, gint width, gint height, gpointer)`.
static inline gulong quire_signal_connect_resize(gpointer instance,
                                                 void (*handler)(gpointer area, gint width, gint height,
                                                                 gpointer data),
                                                 gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "resize", G_CALLBACK(handler), data, destroy, 0);
}

/// Signals `void handler(Instance *, gdouble x, gdouble y, gpointer)`: GtkGestureDrag's `drag-begin`,
/// `drag-update` and `drag-end`.
static inline gulong quire_signal_connect_point(gpointer instance, const gchar *signal,
                                                void (*handler)(gpointer gesture, gdouble x, gdouble y,
                                                                gpointer data),
                                                gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/// GtkGestureClick::released: `void handler(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer)`.
static inline gulong quire_signal_connect_click_released(gpointer instance,
                                                         void (*handler)(gpointer gesture, gint n_press,
                                                                         gdouble x, gdouble y, gpointer data),
                                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "released", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkRange::change-value: `gboolean handler(GtkRange *, GtkScrollType, gdouble value, gpointer)`;
/// TRUE keeps the range from moving.
static inline gulong quire_signal_connect_change_value(gpointer instance,
                                                       gboolean (*handler)(gpointer range, GtkScrollType scroll,
                                                                           gdouble value, gpointer data),
                                                       gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "change-value", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkEventControllerLegacy::event: `gboolean handler(GtkEventControllerLegacy *, GdkEvent *, gpointer)`;
/// TRUE stops the event.
static inline gulong quire_signal_connect_event(gpointer instance,
                                                gboolean (*handler)(gpointer controller, GdkEvent *event,
                                                                    gpointer data),
                                                gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "event", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkListBoxRow's GType (a macro in C).
static inline GType quire_list_box_row_type(void) {
    return GTK_TYPE_LIST_BOX_ROW;
}

/// A plain GObject (g_object_new is varargs; G_TYPE_OBJECT is a macro): one per row of a list view's
/// model, standing for the row.
static inline GObject *quire_object_new_plain(void) {
    return g_object_new(G_TYPE_OBJECT, NULL);
}

/// A GListStore of plain GObjects.
static inline GListStore *quire_list_store_new_objects(void) {
    return g_list_store_new(G_TYPE_OBJECT);
}

/// GtkSelectionModel::selection-changed:
/// `void handler(GtkSelectionModel *, guint position, guint n_items, gpointer)`.
static inline gulong quire_signal_connect_selection_changed(gpointer instance,
                                                            void (*handler)(gpointer model, guint position,
                                                                            guint n_items, gpointer data),
                                                            gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "selection-changed", G_CALLBACK(handler), data, destroy, 0);
}

/// gtk_accessible_update_state is varargs: sets GTK_ACCESSIBLE_STATE_EXPANDED (an outline row's).
static inline void quire_accessible_set_expanded(GtkAccessible *accessible, gboolean expanded) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
}

/// gtk_accessible_update_state is varargs: sets GTK_ACCESSIBLE_STATE_HIDDEN.
static inline void quire_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// The accessibility modifiers' varargs calls (QuireGTK's GTKViewBackend+Accessibility.swift).
static inline void quire_accessible_set_flow_to(GtkAccessible *accessible, GtkAccessible *next) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_FLOW_TO, next, NULL, -1);
}

static inline void quire_accessible_set_value_text(GtkAccessible *accessible, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

static inline void quire_accessible_set_level(GtkAccessible *accessible, int level) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
}

static inline void quire_accessible_set_modal(GtkAccessible *accessible, gboolean modal) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_MODAL, modal, -1);
}

static inline void quire_accessible_set_selected(GtkAccessible *accessible, gboolean selected) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/// GtkWidget:accessible-role; GTK refuses it once the widget's AT context is realized (shown).
static inline void quire_widget_set_accessible_role(GtkWidget *widget, GtkAccessibleRole role) {
    g_object_set(widget, "accessible-role", role, NULL);
}

/// GtkWidget::state-flags-changed: `void handler(GtkWidget *, GtkStateFlags previous, gpointer)`.
static inline gulong quire_signal_connect_state_flags_changed(gpointer instance,
                                                              void (*handler)(gpointer widget,
                                                                              GtkStateFlags previous,
                                                                              gpointer data),
                                                              gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "state-flags-changed", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkDropTargetAsync::drag-enter and ::drag-motion:
/// `GdkDragAction handler(GtkDropTargetAsync *, GdkDrop *, gdouble x, gdouble y, gpointer)`.
static inline gulong quire_signal_connect_drop_motion(gpointer instance, const gchar *signal,
                                                      GdkDragAction (*handler)(gpointer target, gpointer drop,
                                                                               gdouble x, gdouble y, gpointer data),
                                                      gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/// GtkDropTargetAsync::drop: `gboolean handler(GtkDropTargetAsync *, GdkDrop *, gdouble x, gdouble y, gpointer)`.
static inline gulong quire_signal_connect_drop(gpointer instance,
                                               gboolean (*handler)(gpointer target, gpointer drop,
                                                                   gdouble x, gdouble y, gpointer data),
                                               gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "drop", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkDragSource::prepare: `GdkContentProvider *handler(GtkDragSource *, gdouble x, gdouble y, gpointer)`.
static inline gulong quire_signal_connect_drag_prepare(gpointer instance,
                                                       GdkContentProvider *(*handler)(gpointer source, gdouble x,
                                                                                      gdouble y, gpointer data),
                                                       gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "prepare", G_CALLBACK(handler), data, destroy, 0);
}

/// GtkDragSource::drag-end: `void handler(GtkDragSource *, GdkDrag *, gboolean delete_data, gpointer)`.
static inline gulong quire_signal_connect_drag_end(gpointer instance,
                                                   void (*handler)(gpointer source, gpointer drag,
                                                                   gboolean delete_data, gpointer data),
                                                   gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "drag-end", G_CALLBACK(handler), data, destroy, 0);
}

#endif
