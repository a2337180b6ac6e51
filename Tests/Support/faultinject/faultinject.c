// faultinject: an LD_PRELOAD library that makes the Nth call of one family of file system calls fail
// with a chosen errno, for Quire's fault-injection tests (Tests/FaultInjectionTests). Built by the tests
// themselves: cc -shared -fPIC -O1 -o libquirefault.so faultinject.c -ldl
//
// Only calls that touch QUIRE_FAULT_DIR (a path under it, or a descriptor open on something under it,
// resolved through /proc/self/fd) are counted or faulted, so the dynamic loader, locale files and
// the test runner's own activity never are.
//
// Environment:
//   QUIRE_FAULT_DIR     absolute folder, or several separated by ':' (documents on another drive than
//                       the data folder); required, nothing is counted without it
//   QUIRE_FAULT_CALL    family to fault: write pwrite fsync fdatasync rename link open mkdir xattr
//                       syncrange
//   QUIRE_FAULT_N       1-based index of the call of that family to fail (counted in QUIRE_FAULT_DIR)
//   QUIRE_FAULT_ERRNO   EIO ENOSPC EDQUOT EACCES EROFS EXDEV EMLINK EINTR (or a number)
//   QUIRE_FAULT_LOG     optional file: one line per counted call, "seq family n result path [path2]",
//                       result "ok" or "INJECT <errno>"
//   QUIRE_FAULT_COUNTS  optional file, written at exit: "family count" per family (count mode)
//
// Families: write = write; pwrite = pwrite, pwrite64; fsync; fdatasync; rename = rename, renameat,
// renameat2; link = link, linkat; open = open, open64, openat, openat64, creat, creat64, the
// fortified __open*_2 entry points and mkstemp/mkostemp (Foundation's atomic writes create their
// temporaries with mkstemp); mkdir = mkdir, mkdirat; xattr = setxattr, lsetxattr, fsetxattr (the
// document id Quire stamps on each saved version); syncrange = sync_file_range (the writeback Quire
// starts while writing a large file, a hint whose failure must never fail a save).
//
// Only exported libc entry points called through the PLT are seen: glibc's calls to itself are not
// (fopen's internal open, for example), nor raw syscall(2). Quire's CQuireShim calls glibc's
// renameat2(), so its RENAME_EXCHANGE / RENAME_NOREPLACE swaps are seen.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/xattr.h>
#include <unistd.h>

enum family { F_WRITE, F_PWRITE, F_FSYNC, F_FDATASYNC, F_RENAME, F_LINK, F_OPEN, F_MKDIR, F_XATTR, F_SYNCRANGE, F_COUNT };
static const char *family_names[F_COUNT] = {
    "write", "pwrite", "fsync", "fdatasync", "rename", "link", "open", "mkdir", "xattr", "syncrange",
};

enum { MAX_DIRS = 4 };

static struct {
    char dirs[MAX_DIRS][PATH_MAX];
    size_t dir_lengths[MAX_DIRS];
    int dir_count;
    int fault_family;  // -1: count only
    long fault_n;
    int fault_errno;
    int log_fd;
    char counts_path[PATH_MAX];
} config = { .fault_family = -1, .log_fd = -1 };

static long counts[F_COUNT];
static long sequence;
static pthread_once_t once = PTHREAD_ONCE_INIT;
// Set while the shim itself runs, so its own calls (the log) are never counted.
static __thread int busy;

static ssize_t (*real_write)(int, const void *, size_t);
static int (*real_open)(const char *, int, ...);

static int errno_named(const char *name) {
    static const struct { const char *name; int number; } table[] = {
        {"EIO", EIO}, {"ENOSPC", ENOSPC}, {"EDQUOT", EDQUOT}, {"EACCES", EACCES}, {"EROFS", EROFS},
        {"EXDEV", EXDEV}, {"EMLINK", EMLINK}, {"EINTR", EINTR}, {"EPERM", EPERM}, {"EFBIG", EFBIG},
        {"ENOTSUP", ENOTSUP}, {"E2BIG", E2BIG},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (strcmp(table[i].name, name) == 0) return table[i].number;
    }
    return atoi(name) > 0 ? atoi(name) : EIO;
}

static void configure(void) {
    real_write = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
    real_open = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
    const char *dir = getenv("QUIRE_FAULT_DIR");
    char given[PATH_MAX];
    snprintf(given, sizeof given, "%s", dir ? dir : "");
    char *rest = given;
    for (char *one = strsep(&rest, ":"); one && config.dir_count < MAX_DIRS; one = strsep(&rest, ":")) {
        if (one[0] != '/') continue;
        // The folder as the kernel names it (what /proc/self/fd shows), without a trailing slash.
        char *out = config.dirs[config.dir_count];
        if (!realpath(one, out)) snprintf(out, PATH_MAX, "%s", one);
        size_t length = strlen(out);
        while (length > 1 && out[length - 1] == '/') out[--length] = 0;
        config.dir_lengths[config.dir_count++] = length;
    }
    const char *call = getenv("QUIRE_FAULT_CALL");
    const char *n = getenv("QUIRE_FAULT_N");
    const char *number = getenv("QUIRE_FAULT_ERRNO");
    if (call && n) {
        for (int f = 0; f < F_COUNT; f++) {
            if (strcmp(call, family_names[f]) == 0) config.fault_family = f;
        }
        config.fault_n = atol(n);
        config.fault_errno = number ? errno_named(number) : EIO;
    }
    const char *log = getenv("QUIRE_FAULT_LOG");
    if (log && real_open) config.log_fd = real_open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    const char *counts_path = getenv("QUIRE_FAULT_COUNTS");
    if (counts_path) snprintf(config.counts_path, sizeof config.counts_path, "%s", counts_path);
}

static void setup(void) { pthread_once(&once, configure); }

static int under_dir(const char *path) {
    if (!path) return 0;
    for (int i = 0; i < config.dir_count; i++) {
        size_t length = config.dir_lengths[i];
        if (strncmp(path, config.dirs[i], length) == 0 && (path[length] == '/' || path[length] == 0)) return 1;
    }
    return 0;
}

// The absolute form of `path` relative to `dirfd` (no symbolic links resolved but the directory's).
static void absolute(int dirfd, const char *path, char *out, size_t size) {
    out[0] = 0;
    if (!path) return;
    if (path[0] == '/') {
        snprintf(out, size, "%s", path);
        return;
    }
    char base[PATH_MAX];
    if (dirfd == AT_FDCWD) {
        if (!getcwd(base, sizeof base)) return;
    } else {
        char link[64];
        snprintf(link, sizeof link, "/proc/self/fd/%d", dirfd);
        ssize_t n = readlink(link, base, sizeof base - 1);
        if (n < 0) return;
        base[n] = 0;
    }
    snprintf(out, size, "%s/%s", base, path);
}

static void fd_path(int fd, char *out, size_t size) {
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, out, size - 1);
    out[n < 0 ? 0 : n] = 0;
}

static void log_line(long seq, int family, long n, int injected, const char *a, const char *b) {
    if (config.log_fd < 0 || !real_write) return;
    char line[2 * PATH_MAX + 128];
    int length;
    if (injected) {
        length = snprintf(line, sizeof line, "%ld %s %ld INJECT %d %s%s%s\n", seq, family_names[family], n,
                          config.fault_errno, a, b ? " " : "", b ? b : "");
    } else {
        length = snprintf(line, sizeof line, "%ld %s %ld ok %s%s%s\n", seq, family_names[family], n,
                          a, b ? " " : "", b ? b : "");
    }
    if (length > 0) real_write(config.log_fd, line, (size_t)(length < (int)sizeof line ? length : (int)sizeof line - 1));
}

// Counts a call on `a` (and `b`, for two-path calls) when either is under the folder. Returns the
// errno to fail it with, or 0 to let it through.
static int check(int family, const char *a, const char *b) {
    setup();
    if (busy || !config.dir_count) return 0;
    busy = 1;
    int result = 0;
    if (under_dir(a) || under_dir(b)) {
        long n = __atomic_add_fetch(&counts[family], 1, __ATOMIC_SEQ_CST);
        long seq = __atomic_add_fetch(&sequence, 1, __ATOMIC_SEQ_CST);
        int injected = family == config.fault_family && n == config.fault_n;
        log_line(seq, family, n, injected, a ? a : "", b);
        if (injected) result = config.fault_errno;
    }
    busy = 0;
    return result;
}

static int check_path(int family, int dirfd, const char *path) {
    if (busy) return 0;
    char full[PATH_MAX];
    absolute(dirfd, path, full, sizeof full);
    return check(family, full, NULL);
}

static int check_paths(int family, int dirfd1, const char *path1, int dirfd2, const char *path2) {
    if (busy) return 0;
    char a[PATH_MAX], b[PATH_MAX];
    absolute(dirfd1, path1, a, sizeof a);
    absolute(dirfd2, path2, b, sizeof b);
    return check(family, a, b);
}

static int check_fd(int family, int fd) {
    if (busy) return 0;
    setup();
    if (!config.dir_count) return 0;
    char path[PATH_MAX];
    fd_path(fd, path, sizeof path);
    return check(family, path, NULL);
}

__attribute__((destructor)) static void write_counts(void) {
    if (!config.counts_path[0] || !real_open || !real_write) return;
    busy = 1;
    int fd = real_open(config.counts_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) return;
    for (int f = 0; f < F_COUNT; f++) {
        char line[64];
        int length = snprintf(line, sizeof line, "%s %ld\n", family_names[f], counts[f]);
        if (length > 0) real_write(fd, line, (size_t)length);
    }
    close(fd);
}

#define REAL(name, type) \
    static __typeof__(type) real_##name##_fn; \
    if (!real_##name##_fn) real_##name##_fn = (__typeof__(type))dlsym(RTLD_NEXT, #name)

#define FAIL_IF(expression) \
    do { int injected_errno = (expression); if (injected_errno) { errno = injected_errno; return -1; } } while (0)

// open(2) takes a mode only with O_CREAT or O_TMPFILE.
#define MODE_ARGUMENT(flags) \
    mode_t mode = 0; \
    if ((flags) & (O_CREAT | __O_TMPFILE)) { va_list args; va_start(args, flags); mode = (mode_t)va_arg(args, int); va_end(args); }

// MARK: write family

ssize_t write(int fd, const void *buffer, size_t count) {
    REAL(write, ssize_t (*)(int, const void *, size_t));
    FAIL_IF(check_fd(F_WRITE, fd));
    return real_write_fn(fd, buffer, count);
}

ssize_t pwrite(int fd, const void *buffer, size_t count, off_t offset) {
    REAL(pwrite, ssize_t (*)(int, const void *, size_t, off_t));
    FAIL_IF(check_fd(F_PWRITE, fd));
    return real_pwrite_fn(fd, buffer, count, offset);
}

ssize_t pwrite64(int fd, const void *buffer, size_t count, off64_t offset) {
    REAL(pwrite64, ssize_t (*)(int, const void *, size_t, off64_t));
    FAIL_IF(check_fd(F_PWRITE, fd));
    return real_pwrite64_fn(fd, buffer, count, offset);
}

int fsync(int fd) {
    REAL(fsync, int (*)(int));
    FAIL_IF(check_fd(F_FSYNC, fd));
    return real_fsync_fn(fd);
}

int fdatasync(int fd) {
    REAL(fdatasync, int (*)(int));
    FAIL_IF(check_fd(F_FDATASYNC, fd));
    return real_fdatasync_fn(fd);
}

int sync_file_range(int fd, off64_t offset, off64_t length, unsigned int flags) {
    REAL(sync_file_range, int (*)(int, off64_t, off64_t, unsigned int));
    FAIL_IF(check_fd(F_SYNCRANGE, fd));
    return real_sync_file_range_fn(fd, offset, length, flags);
}

// MARK: rename family

int rename(const char *from, const char *to) {
    REAL(rename, int (*)(const char *, const char *));
    FAIL_IF(check_paths(F_RENAME, AT_FDCWD, from, AT_FDCWD, to));
    return real_rename_fn(from, to);
}

int renameat(int fromfd, const char *from, int tofd, const char *to) {
    REAL(renameat, int (*)(int, const char *, int, const char *));
    FAIL_IF(check_paths(F_RENAME, fromfd, from, tofd, to));
    return real_renameat_fn(fromfd, from, tofd, to);
}

int renameat2(int fromfd, const char *from, int tofd, const char *to, unsigned int flags) {
    REAL(renameat2, int (*)(int, const char *, int, const char *, unsigned int));
    FAIL_IF(check_paths(F_RENAME, fromfd, from, tofd, to));
    if (real_renameat2_fn) return real_renameat2_fn(fromfd, from, tofd, to, flags);
    return (int)syscall(SYS_renameat2, fromfd, from, tofd, to, flags);
}

// MARK: link family

int link(const char *from, const char *to) {
    REAL(link, int (*)(const char *, const char *));
    FAIL_IF(check_paths(F_LINK, AT_FDCWD, from, AT_FDCWD, to));
    return real_link_fn(from, to);
}

int linkat(int fromfd, const char *from, int tofd, const char *to, int flags) {
    REAL(linkat, int (*)(int, const char *, int, const char *, int));
    FAIL_IF(check_paths(F_LINK, fromfd, from, tofd, to));
    return real_linkat_fn(fromfd, from, tofd, to, flags);
}

// MARK: open family

int open(const char *path, int flags, ...) {
    REAL(open, int (*)(const char *, int, ...));
    MODE_ARGUMENT(flags);
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, path));
    return real_open_fn(path, flags, mode);
}

int open64(const char *path, int flags, ...) {
    REAL(open64, int (*)(const char *, int, ...));
    MODE_ARGUMENT(flags);
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, path));
    return real_open64_fn(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...) {
    REAL(openat, int (*)(int, const char *, int, ...));
    MODE_ARGUMENT(flags);
    FAIL_IF(check_path(F_OPEN, dirfd, path));
    return real_openat_fn(dirfd, path, flags, mode);
}

int openat64(int dirfd, const char *path, int flags, ...) {
    REAL(openat64, int (*)(int, const char *, int, ...));
    MODE_ARGUMENT(flags);
    FAIL_IF(check_path(F_OPEN, dirfd, path));
    return real_openat64_fn(dirfd, path, flags, mode);
}

int __open_2(const char *path, int flags) {
    REAL(__open_2, int (*)(const char *, int));
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, path));
    return real___open_2_fn(path, flags);
}

int __open64_2(const char *path, int flags) {
    REAL(__open64_2, int (*)(const char *, int));
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, path));
    return real___open64_2_fn(path, flags);
}

int __openat_2(int dirfd, const char *path, int flags) {
    REAL(__openat_2, int (*)(int, const char *, int));
    FAIL_IF(check_path(F_OPEN, dirfd, path));
    return real___openat_2_fn(dirfd, path, flags);
}

int __openat64_2(int dirfd, const char *path, int flags) {
    REAL(__openat64_2, int (*)(int, const char *, int));
    FAIL_IF(check_path(F_OPEN, dirfd, path));
    return real___openat64_2_fn(dirfd, path, flags);
}

int creat(const char *path, mode_t mode) {
    REAL(creat, int (*)(const char *, mode_t));
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, path));
    return real_creat_fn(path, mode);
}

int creat64(const char *path, mode_t mode) {
    REAL(creat64, int (*)(const char *, mode_t));
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, path));
    return real_creat64_fn(path, mode);
}

int mkstemp(char *template) {
    REAL(mkstemp, int (*)(char *));
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, template));
    return real_mkstemp_fn(template);
}

int mkstemp64(char *template) {
    REAL(mkstemp64, int (*)(char *));
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, template));
    return real_mkstemp64_fn(template);
}

int mkostemp(char *template, int flags) {
    REAL(mkostemp, int (*)(char *, int));
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, template));
    return real_mkostemp_fn(template, flags);
}

int mkstemps(char *template, int suffix) {
    REAL(mkstemps, int (*)(char *, int));
    FAIL_IF(check_path(F_OPEN, AT_FDCWD, template));
    return real_mkstemps_fn(template, suffix);
}

// MARK: mkdir family

int mkdir(const char *path, mode_t mode) {
    REAL(mkdir, int (*)(const char *, mode_t));
    FAIL_IF(check_path(F_MKDIR, AT_FDCWD, path));
    return real_mkdir_fn(path, mode);
}

int mkdirat(int dirfd, const char *path, mode_t mode) {
    REAL(mkdirat, int (*)(int, const char *, mode_t));
    FAIL_IF(check_path(F_MKDIR, dirfd, path));
    return real_mkdirat_fn(dirfd, path, mode);
}

// MARK: xattr family

int setxattr(const char *path, const char *name, const void *value, size_t size, int flags) {
    REAL(setxattr, int (*)(const char *, const char *, const void *, size_t, int));
    FAIL_IF(check_path(F_XATTR, AT_FDCWD, path));
    return real_setxattr_fn(path, name, value, size, flags);
}

int lsetxattr(const char *path, const char *name, const void *value, size_t size, int flags) {
    REAL(lsetxattr, int (*)(const char *, const char *, const void *, size_t, int));
    FAIL_IF(check_path(F_XATTR, AT_FDCWD, path));
    return real_lsetxattr_fn(path, name, value, size, flags);
}

int fsetxattr(int fd, const char *name, const void *value, size_t size, int flags) {
    REAL(fsetxattr, int (*)(int, const char *, const void *, size_t, int));
    FAIL_IF(check_fd(F_XATTR, fd));
    return real_fsetxattr_fn(fd, name, value, size, flags);
}
