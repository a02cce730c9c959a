#include "CGalleryAllocator.h"

/// jemalloc's settings for the tool (Package.swift links Debian's jemalloc into `gallery` only), read by
/// jemalloc at its start; the MALLOC_CONF environment variable still overrides them.
///
/// `thp:always`: jemalloc gives zeroed memory (calloc, which glib's g_malloc0 and libvips use for every
/// image buffer) by memset rather than by handing the pages back to the kernel (madvise DONTNEED) to
/// have them faulted in again as zeroes. A photo's buffers are tens of megabytes, allocated and freed
/// for each photo: on the 64 photographs of Benchmarks/image-bench's real set that was 650,000 page
/// faults and 2.1 s of system time in a 3.5 s build; with it, 15,000 faults and 0.5 s (docs/benchmarks.md,
/// "Photos at the floor"). It also asks the kernel for transparent huge pages where it allows them
/// ("madvise" mode, Debian's default), which is what the name says: peak memory rises by a few dozen MB.
const char *malloc_conf = "thp:always";

int cg_allocator_settings_present(void) { return malloc_conf != 0; }
