#define _GNU_SOURCE
#include "CGallerySystem.h"
#include <dlfcn.h>
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

#include <signal.h>
#include <sys/prctl.h>

extern char **environ;

pid_t cg_spawn(const char *path, char *const argv[], int input_fd, int out_fd, int err_fd) {
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid != 0) return pid;
  // In the child of a threaded process: only async-signal-safe calls until exec.
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) _exit(127);
  // The parent may have died before prctl took effect: then nobody waits for this child.
  if (getppid() != parent) _exit(127);
  int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (null_fd < 0) _exit(127);
  // Moved above 3 first, so that none of the dup2 below overwrites a descriptor still to be moved.
  int input = input_fd >= 0 ? fcntl(input_fd, F_DUPFD_CLOEXEC, 10) : -1;
  int out = fcntl(out_fd, F_DUPFD_CLOEXEC, 10);
  int err = fcntl(err_fd, F_DUPFD_CLOEXEC, 10);
  if (out < 0 || err < 0 || (input_fd >= 0 && input < 0)) _exit(127);
  if (dup2(null_fd, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) _exit(127);
  if (input >= 0 && dup2(input, 3) < 0) _exit(127);
  // Every other descriptor the tool holds (the gallery's lock, other clips) is closed.
  int first = input >= 0 ? 4 : 3;
#if defined(SYS_close_range)
  if (syscall(SYS_close_range, first, ~0U, 0) != 0)
#endif
  {
    for (int fd = first; fd < 65536; fd++) close(fd);
  }
  execve(path, argv, environ);
  _exit(127);
}

int cg_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

#include <string.h>

const void *cg_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
  return memmem(haystack, haystack_length, needle, needle_length);
}

int cg_library_load(cg_library *library, const char *file, const char *const *names,
                    void **const *slots, size_t count, char *error, size_t error_size) {
  pthread_mutex_lock(&library->lock);
  if (library->state == 0) {
    library->state = 1;
    void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
      const char *why = dlerror();
      snprintf(library->failure, sizeof library->failure, "%s", why ? why : "it could not be loaded");
      library->state = -1;
    }
    for (size_t i = 0; library->state == 1 && i < count; i++) {
      if ((*slots[i] = dlsym(handle, names[i])) == NULL) {
        snprintf(library->failure, sizeof library->failure, "%s has no function %s", file, names[i]);
        library->state = -1;
      }
    }
  }
  int state = library->state;
  if (state != 1 && error_size > 0) snprintf(error, error_size, "%s", library->failure);
  pthread_mutex_unlock(&library->lock);
  return state == 1 ? 0 : -1;
}
