// The large-list benchmark's baseline (QuireLazyListBench): what plain GTK 4 does to show ROWS rows
// in a GtkListView (`list`) or in a three-column GtkColumnView (`table`) — the least a C program
// does: a GtkStringList model, a signal factory making one GtkLabel per cell and setting its text
// on bind, no selection — in a window and a style like Quire's: a header bar, a table in GNOME's
// `data-table` style. Built by the Makefile's bench target with the system compiler and run by
// QuireLazyListBench in the same Xvfb session, alternating with Quire's own list.
//
// It measures what the Swift side measures, the same way: the window is shown empty first; then,
// from the list's creation (its strings already in memory) to the end of the first frame that
// paints it (the frame clock's after-paint), wall and main-thread CPU time; the widgets under the
// list view and the rows in view; then SCROLLS page scrolls (the vertical adjustment moved by a
// page, until the next frame is painted), each one's main-thread CPU and wall time.
//
// usage: lazy_list_baseline list|table ROWS SCROLLS
// prints: "open WALL_MS CPU_MS", "widgets N VISIBLE_ROWS", then "scroll CPU_MS WALL_MS" per scroll.
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double thread_cpu_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static double wall_ms(void) { return g_get_monotonic_time() / 1e3; }

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    *(gboolean *)data = TRUE;
}

/// Runs the main loop until `window` has painted a frame after what is queued, then drains what is
/// still ready (GTK.settleFrame on the Swift side).
static void settle_frame(GtkWidget *window) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    gboolean painted = FALSE;
    gulong handler = g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), &painted);
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
    gint64 deadline = g_get_monotonic_time() + 5 * G_USEC_PER_SEC;
    while (!painted && g_get_monotonic_time() < deadline) g_main_context_iteration(NULL, TRUE);
    g_signal_handler_disconnect(clock, handler);
    for (int i = 0; i < 1000 && g_main_context_pending(NULL); i++) g_main_context_iteration(NULL, FALSE);
}

static int count_widgets(GtkWidget *widget) {
    int count = 1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        count += count_widgets(child);
    return count;
}

/// Row widgets of `rows` (the list view, or the column view's inner list view) that intersect the
/// scrolled window's viewport.
static int visible_rows(GtkWidget *rows, GtkWidget *viewport) {
    int visible = 0;
    int height = gtk_widget_get_height(viewport);
    for (GtkWidget *row = gtk_widget_get_first_child(rows); row; row = gtk_widget_get_next_sibling(row)) {
        graphene_rect_t bounds;
        if (!gtk_widget_get_mapped(row) || !gtk_widget_compute_bounds(row, viewport, &bounds)) continue;
        if (bounds.size.height > 0 && bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < height)
            visible++;
    }
    return visible;
}

static void setup_label(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

/// Column 0: the row's string; 1: its position; 2: a text made from it.
static void bind_label(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    int column = GPOINTER_TO_INT(data);
    GtkWidget *label = gtk_list_item_get_child(item);
    GtkStringObject *string = gtk_list_item_get_item(item);
    char text[64];
    if (column == 0) {
        gtk_label_set_text(GTK_LABEL(label), gtk_string_object_get_string(string));
        return;
    }
    guint position = gtk_list_item_get_position(item);
    if (column == 1) snprintf(text, sizeof text, "%u", position);
    else snprintf(text, sizeof text, "%u KB", position % 977);
    gtk_label_set_text(GTK_LABEL(label), text);
}

static GtkListItemFactory *label_factory(int column) {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_label), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_label), GINT_TO_POINTER(column));
    return factory;
}

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[1], "list") != 0 && strcmp(argv[1], "table") != 0)) {
        fprintf(stderr, "usage: lazy_list_baseline list|table ROWS SCROLLS\n");
        return 2;
    }
    gboolean table = strcmp(argv[1], "table") == 0;
    int count = atoi(argv[2]), scrolls = atoi(argv[3]);
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Baseline");
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 640);
    // A header bar, as every GNOME app's window has and Quire's window has: both lists get the same
    // viewport, so the same rows are in view and a page scroll binds the same rows.
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    gtk_window_present(GTK_WINDOW(window));
    settle_frame(window);

    // The data, as an app has it before it shows a list.
    char **strings = g_new0(char *, count + 1);
    for (int i = 0; i < count; i++) strings[i] = g_strdup_printf("Item %d", i);

    double wall_start = wall_ms(), cpu_start = thread_cpu_ms();
    GtkStringList *model = gtk_string_list_new((const char *const *)strings);
    GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model)));
    GtkWidget *rows;
    GtkWidget *view;
    if (table) {
        view = gtk_column_view_new(selection);
        // GNOME's style for a table of data, Quire's Table's: cells padded 2px top and bottom, not 8.
        gtk_widget_add_css_class(view, "data-table");
        const char *titles[] = {"Name", "Number", "Size"};
        for (int column = 0; column < 3; column++) {
            GtkColumnViewColumn *viewColumn = gtk_column_view_column_new(titles[column], label_factory(column));
            gtk_column_view_column_set_expand(viewColumn, column == 0);
            gtk_column_view_append_column(GTK_COLUMN_VIEW(view), viewColumn);
            g_object_unref(viewColumn);
        }
        // The rows live in the column view's inner list view, after its header.
        rows = gtk_widget_get_last_child(view);
    } else {
        view = gtk_list_view_new(selection, label_factory(0));
        rows = view;
    }
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), view);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    settle_frame(window);
    printf("open %.3f %.3f\n", wall_ms() - wall_start, thread_cpu_ms() - cpu_start);
    printf("widgets %d %d\n", count_widgets(view), visible_rows(rows, scrolled));

    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
    for (int i = 0; i < scrolls; i++) {
        wall_start = wall_ms();
        cpu_start = thread_cpu_ms();
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment));
        settle_frame(window);
        printf("scroll %.3f %.3f\n", thread_cpu_ms() - cpu_start, wall_ms() - wall_start);
    }
    printf("widgets-after-scroll %d %d\n", count_widgets(view), visible_rows(rows, scrolled));
    fflush(stdout);
    g_strfreev(strings);
    gtk_window_destroy(GTK_WINDOW(window));
    return 0;
}
