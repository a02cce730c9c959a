#ifndef CGALLERY_SYSTEM_H
#define CGALLERY_SYSTEM_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where unsupported).
int cg_rename_exchange(const char *from, const char *to);

/// Opens `path` (relative) for reading inside the folder open as `folder`, following links only while
/// they stay beneath it (Linux openat2 with RESOLVE_BENEATH): a link or `..` that leaves the folder
/// fails with EXDEV, checked by the kernel at open time, so no check-then-use race exists.
/// With `follow_links` 0, no link at all is followed (ELOOP when the path holds one).
/// Returns the descriptor, or -1 with errno set (ENOSYS where openat2 is missing).
int cg_open_beneath(int folder, const char *path, int follow_links);

#endif
