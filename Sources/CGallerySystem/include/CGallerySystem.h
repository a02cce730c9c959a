#ifndef CGALLERY_SYSTEM_H
#define CGALLERY_SYSTEM_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where unsupported).
int cg_rename_exchange(const char *from, const char *to);

#endif
