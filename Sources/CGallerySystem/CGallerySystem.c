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

#include <linux/openat2.h>

int cg_open_beneath(int folder, const char *path, int follow_links) {
#if defined(SYS_openat2)
  struct open_how how = {0};
  how.flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY;
  how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS | RESOLVE_NO_XDEV | (follow_links ? 0 : RESOLVE_NO_SYMLINKS);
  int fd = (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
  if (fd >= 0 || errno != ENOSYS) return fd;
#endif
  (void)folder;
  (void)path;
  errno = ENOSYS;
  return -1;
}

const char *cg_dirent_name(const struct dirent *entry) { return entry->d_name; }
