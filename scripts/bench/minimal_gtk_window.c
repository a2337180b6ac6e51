// The launch benchmark's baseline: the least a GTK 4 program does to show a window — gtk_init, one
// GtkWindow, present, run the main loop (no GtkApplication, no D-Bus name). Built by
// scripts/bench/launch.sh in the same run as the measurement.
#include <gtk/gtk.h>

int main(void) {
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Minimal");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
    gtk_window_present(GTK_WINDOW(window));
    for (;;) g_main_context_iteration(NULL, TRUE);
}
