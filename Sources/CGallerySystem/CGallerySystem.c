#define _GNU_SOURCE
#include "CGallerySystem.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

int cg_rename_exchange(const char *from, const char *to) {
#if defined(SYS_renameat2) && defined(RENAME_EXCHANGE)
  return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE);
#else
  errno = ENOSYS;
  return -1;
#endif
}
