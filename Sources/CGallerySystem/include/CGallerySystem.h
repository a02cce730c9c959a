#ifndef CGALLERY_SYSTEM_H
#define CGALLERY_SYSTEM_H

#include <dirent.h>
#include <pthread.h>
#include <stddef.h>
#include <sys/types.h>

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where unsupported).
int cg_rename_exchange(const char *from, const char *to);

/// Opens `path` (relative) for reading inside the folder open as `folder`, following links only while
/// they stay beneath it (Linux openat2 with RESOLVE_BENEATH): a link or `..` that leaves the folder
/// fails with EXDEV, checked by the kernel at open time, so no check-then-use race exists.
/// With `follow_links` 0, no link at all is followed (ELOOP when the path holds one).
/// Returns the descriptor, or -1 with errno set (ENOSYS where openat2 is missing).
int cg_open_beneath(int folder, const char *path, int follow_links);

/// The name of a `readdir` entry, read in place: `d_name` is declared as 256 bytes, but a record is only
/// as long as the name and its NUL (`d_reclen`), so copying the whole array reads past the record (a
/// crash when the record ends at an unreadable page). Swift imports the array as a tuple and copies it
/// whole on any access; this hands back a pointer to the name instead.
const char *cg_dirent_name(const struct dirent *entry);

/// A shared library loaded when first needed rather than at the program's start (libvips,
/// libmicrohttpd): whether it was, or why not. Statically initialised with `CG_LIBRARY_INIT`.
typedef struct {
  pthread_mutex_t lock;
  int state; // 0: not tried yet; 1: loaded; -1: failed, with why in `failure`
  char failure[512];
} cg_library;
#define CG_LIBRARY_INIT {PTHREAD_MUTEX_INITIALIZER, 0, {0}}

/// Opens the shared library `file` the first time it is asked, from any thread (dlopen, RTLD_NOW |
/// RTLD_LOCAL: the libraries it needs stay out of the process's own symbol lookups), and looks up
/// `count` functions, `names[i]` into `*slots[i]`. Returns 0 when every one was found, then and every
/// time after; else -1, each time, with why in `error` (dlerror's words).
int cg_library_load(cg_library *library, const char *file, const char *const *names,
                    void **const *slots, size_t count, char *error, size_t error_size);

/// Starts `path` with the argument array `argv` (NULL-terminated; no shell ever sees it) and the
/// caller's environment: stdin from /dev/null, stdout to `out_fd`, stderr to `err_fd`, and `input_fd`
/// (or nothing, when -1) as descriptor 3, the only other descriptor it gets. The child asks the kernel
/// to SIGKILL it when the thread that started it ends (prctl PR_SET_PDEATHSIG), so a `kill -9` of the
/// tool never leaves an ffmpeg running; the caller waits for it on that same thread.
/// Returns the child's pid, or -1 with errno set (fork failed). When exec fails the child exits 127.
pid_t cg_spawn(const char *path, char *const argv[], int input_fd, int out_fd, int err_fd);

/// A pipe whose two ends close on exec (pipe2 with O_CLOEXEC, which Glibc declares only for GNU C):
/// no other child inherits an end, so each reader sees its own child's end of file.
int cg_pipe_cloexec(int fds[2]);

/// glibc's memmem (a GNU extension, so not in Swift's Glibc module): the first `needle` in `haystack`,
/// or NULL.
const void *cg_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif
