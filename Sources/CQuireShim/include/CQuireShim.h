#ifndef CQUIRESHIM_H
#define CQUIRESHIM_H

// The few libc entry points Glibc's Swift module does not export.

#include <stdint.h>

#define QUIRE_RENAME_NOREPLACE (1u << 0)
#define QUIRE_RENAME_EXCHANGE (1u << 1)

/// renameat2(2): glibc's renameat2() where it exists (2.28+), else syscall(2). Returns 0 or -1 with errno set.
int quire_renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/// statfs(2)'s f_type (the file system's magic number, linux/magic.h) for the file system holding
/// `path`: Glibc's Swift module lacks <sys/vfs.h>. Returns 0 with `*type` set, or -1 with errno set.
int quire_file_system_type(const char *path, int64_t *type);

/// What statfs(2) and statx(2) say about the mounted file system holding `path` (Glibc's Swift module
/// lacks <sys/vfs.h> and statx's mount ids).
struct quire_volume {
    int64_t type;             // statfs f_type (linux/magic.h)
    int64_t name_length;      // statfs f_namelen: the longest name, in bytes
    int32_t read_only;        // ST_RDONLY in f_flags
    uint64_t mount_id;        // statx STATX_MNT_ID: the first field of /proc/self/mountinfo (0: unknown)
    uint64_t unique_mount_id; // statx STATX_MNT_ID_UNIQUE (Linux 6.8+), never reused (0: unknown)
    uint64_t device;          // the device number stat(2) gives
};

/// Fills `volume` for `path`. Returns 0, or -1 with errno set.
int quire_volume_of(const char *path, struct quire_volume *volume);

/// Only what tells the mount holding `path` apart from every other (one statx(2) on Linux 6.8+):
/// `unique_mount_id`, else `mount_id` and `device`. Returns 0, or -1 with errno set.
int quire_mount_key_of(const char *path, struct quire_volume *volume);

/// ioctl(destination, FICLONE, source): makes `destination` share `source`'s blocks copy-on-write
/// (a reflink: btrfs, XFS). Returns 0, or -1 with errno set (EOPNOTSUPP, EXDEV, EINVAL where it can't).
int quire_clone_file(int destination, int source);

/// lgetxattr(2)/lsetxattr(2) (never follow a symbolic link): Glibc's Swift module lacks <sys/xattr.h>.
/// Same return values and errno as the system calls.
long quire_lgetxattr(const char *path, const char *name, void *value, unsigned long size);
int quire_lsetxattr(const char *path, const char *name, const void *value, unsigned long size, int flags);

/// sync_file_range(fd, offset, length, SYNC_FILE_RANGE_WRITE): starts writeback of the dirty pages in
/// the range (length 0: to the end of the file) without waiting for it. No durability guarantee — an
/// fsync must still follow. Glibc's Swift module leaves it out (_GNU_SOURCE). 0, or -1 with errno set.
int quire_start_writeback(int fd, int64_t offset, int64_t length);

/// dl_iterate_phdr(3): calls `visit` with the path of each shared object loaded in the process, in
/// load order (the executable and the vDSO, which have no path, are skipped). Glibc's Swift module
/// lacks <link.h>.
void quire_visit_loaded_objects(void (*visit)(const char *path, void *context), void *context);

/// posix_spawn_file_actions_addclosefrom_np(3) (glibc 2.34+, _GNU_SOURCE, which Glibc's Swift module
/// leaves out): the spawned program starts with every descriptor from `from` up closed, whatever
/// O_CLOEXEC says. For a long-lived program (a FUSE server) that must not keep the spawner's files
/// and pipes open. Returns 0 or an error number.
int quire_spawn_close_descriptors_from(void *file_actions, int from);

#endif
