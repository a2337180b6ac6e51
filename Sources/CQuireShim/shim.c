#define _GNU_SOURCE
#include "CQuireShim.h"
#include <sys/syscall.h>
#include <unistd.h>
#include <sys/xattr.h>

int quire_renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags) {
    return (int)syscall(SYS_renameat2, olddirfd, oldpath, newdirfd, newpath, flags);
}

long quire_lgetxattr(const char *path, const char *name, void *value, unsigned long size) {
    return (long)lgetxattr(path, name, value, (size_t)size);
}

int quire_lsetxattr(const char *path, const char *name, const void *value, unsigned long size, int flags) {
    return lsetxattr(path, name, value, (size_t)size, flags);
}
