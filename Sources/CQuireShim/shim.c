#define _GNU_SOURCE
#include "CQuireShim.h"
#include <fcntl.h>
#include <link.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <sys/stat.h>
#include <sys/ioctl.h>
#include <sys/statvfs.h>
#include <linux/fs.h>
#include <errno.h>
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

#ifndef STATX_MNT_ID
#define STATX_MNT_ID 0x00001000U
#endif
#ifndef STATX_MNT_ID_UNIQUE
#define STATX_MNT_ID_UNIQUE 0x00004000U
#endif

int quire_mount_key_of(const char *path, struct quire_volume *volume) {
    struct statx sx;
    volume->mount_id = 0;
    volume->unique_mount_id = 0;
    // The unique id first: a kernel before 6.8 leaves its bit out of the mask, and is asked again.
    if (statx(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, STATX_MNT_ID_UNIQUE, &sx) != 0) return -1;
    volume->device = ((uint64_t)sx.stx_dev_major << 32) | sx.stx_dev_minor;
    if (sx.stx_mask & STATX_MNT_ID_UNIQUE) {
        volume->unique_mount_id = sx.stx_mnt_id;
        return 0;
    }
    if (statx(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, STATX_MNT_ID, &sx) != 0) return -1;
    if (sx.stx_mask & STATX_MNT_ID) volume->mount_id = sx.stx_mnt_id;
    return 0;
}

int quire_volume_of(const char *path, struct quire_volume *volume) {
    struct statfs fs;
    if (statfs(path, &fs) != 0) return -1;
    volume->type = (int64_t)fs.f_type;
    volume->name_length = (int64_t)fs.f_namelen;
    volume->read_only = (fs.f_flags & ST_RDONLY) != 0;
    if (quire_mount_key_of(path, volume) != 0) return -1;
    // mountinfo's first field is the plain id, which the unique one is not.
    struct statx sx;
    if (volume->mount_id == 0 && statx(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, STATX_MNT_ID, &sx) == 0 && (sx.stx_mask & STATX_MNT_ID))
        volume->mount_id = sx.stx_mnt_id;
    return 0;
}

int quire_clone_file(int destination, int source) {
    return ioctl(destination, FICLONE, source);
}
