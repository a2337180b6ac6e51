// map_timer TIMEOUT_S PROGRAM [ARG...]: starts PROGRAM and prints the milliseconds from just before
// fork() to the X server's MapNotify of its first top-level window (a direct child of the root that
// is not override-redirect: under Xvfb without a window manager, an application's main window).
// Then stops the program (SIGTERM, SIGKILL after 5 s). Exit 0 with the figure on stdout; 1 if the
// program exited or nothing was mapped within TIMEOUT_S; 2 on a usage or display error.
// Both sides of QuireBench's launch row are measured by this same program (scripts/bench/launch.sh).
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void stop(pid_t pid) {
    kill(pid, SIGTERM);
    for (int i = 0; i < 500; i++) {
        if (waitpid(pid, NULL, WNOHANG) == pid) return;
        usleep(10000);
    }
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: map_timer TIMEOUT_S PROGRAM [ARG...]\n");
        return 2;
    }
    double timeout = atof(argv[1]) * 1e3;
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "map_timer: cannot open display\n");
        return 2;
    }
    Window root = DefaultRootWindow(display);
    XSelectInput(display, root, SubstructureNotifyMask);
    XSync(display, False);

    double start = now_ms();
    pid_t pid = fork();
    if (pid < 0) return 2;
    if (pid == 0) {
        close(ConnectionNumber(display));
        execvp(argv[2], argv + 2);
        _exit(127);
    }
    int fd = ConnectionNumber(display);
    for (;;) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == MapNotify && event.xmap.event == root && !event.xmap.override_redirect) {
                double elapsed = now_ms() - start;
                printf("%.3f\n", elapsed);
                fflush(stdout);
                stop(pid);
                XCloseDisplay(display);
                return 0;
            }
        }
        int status;
        if (waitpid(pid, &status, WNOHANG) == pid) {
            fprintf(stderr, "map_timer: %s exited (status %d) before mapping a window\n", argv[2], status);
            return 1;
        }
        if (now_ms() - start > timeout) {
            fprintf(stderr, "map_timer: %s mapped no window in %s s\n", argv[2], argv[1]);
            stop(pid);
            return 1;
        }
        struct pollfd watch = {.fd = fd, .events = POLLIN};
        poll(&watch, 1, 5);
    }
}
