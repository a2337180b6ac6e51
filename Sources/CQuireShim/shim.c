#define _GNU_SOURCE
#include "CQuireShim.h"
#include <fcntl.h>
#include <link.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <sys/xattr.h>

// Weak, so a libc without renameat2() (glibc < 2.28) still links and falls back to the raw system call.
// Calling the libc function when it exists keeps the swap visible to LD_PRELOAD interposers such as
// the fault-injection tests' shim (Tests/Support/faultinject), which cannot see a raw syscall(2).
extern int renameat2(int, const char *, int, const char *, unsigned int) __attribute__((weak));

int quire_renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags) {
    if (renameat2) return renameat2(olddirfd, oldpath, newdirfd, newpath, flags);
    return (int)syscall(SYS_renameat2, olddirfd, oldpath, newdirfd, newpath, flags);
}

long quire_lgetxattr(const char *path, const char *name, void *value, unsigned long size) {
    return (long)lgetxattr(path, name, value, (size_t)size);
}

int quire_lsetxattr(const char *path, const char *name, const void *value, unsigned long size, int flags) {
    return lsetxattr(path, name, value, (size_t)size, flags);
}

// glibc's sync_file_range() (2.6+), not syscall(2), so the fault-injection shim sees it.
int quire_start_writeback(int fd, int64_t offset, int64_t length) {
    return sync_file_range(fd, (off_t)offset, (off_t)length, SYNC_FILE_RANGE_WRITE);
}

struct quire_visit {
    void (*visit)(const char *path, void *context);
    void *context;
};

static int quire_visit_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct quire_visit *visit = data;
    if (info->dlpi_name && info->dlpi_name[0] == '/') visit->visit(info->dlpi_name, visit->context);
    return 0;
}

void quire_visit_loaded_objects(void (*visit)(const char *path, void *context), void *context) {
    struct quire_visit state = { visit, context };
    dl_iterate_phdr(quire_visit_object, &state);
}

int quire_file_system_type(const char *path, int64_t *type) {
    struct statfs volume;
    if (statfs(path, &volume) != 0) return -1;
    *type = (int64_t)volume.f_type;
    return 0;
}

int quire_spawn_close_descriptors_from(void *file_actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)file_actions, from);
}
