#define _GNU_SOURCE
#include "CQuireShim.h"
#include <sys/syscall.h>
#include <unistd.h>

int quire_renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags) {
    return (int)syscall(SYS_renameat2, olddirfd, oldpath, newdirfd, newpath, flags);
}
