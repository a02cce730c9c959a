/* An LD_PRELOAD shim for the tests: every entry readdir returns is copied so that its record (the name
 * and its NUL, rounded up to 8 bytes) ends exactly where an unreadable page begins. A reader that
 * copies the whole 256-byte d_name array, instead of reading up to the NUL, crashes at once.
 * Each thread has its own two pages: an entry stays valid until that thread's next readdir. */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static struct dirent *copy_to_page_end(struct dirent *entry) {
  static __thread char *pages;
  long page = sysconf(_SC_PAGESIZE);
  if (entry == NULL) return NULL;
  if (pages == NULL) {
    void *memory = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED || mprotect((char *)memory + page, page, PROT_NONE) != 0) return entry;
    pages = memory;
  }
  size_t length = (offsetof(struct dirent, d_name) + strlen(entry->d_name) + 1 + 7) & ~(size_t)7;
  struct dirent *copy = (struct dirent *)(pages + page - length);
  memset(copy, 0, length);
  memcpy(copy, entry, offsetof(struct dirent, d_name));
  copy->d_reclen = (unsigned short)length;
  strcpy(copy->d_name, entry->d_name);
  return copy;
}

struct dirent *readdir(DIR *directory) {
  static struct dirent *(*real)(DIR *);
  if (real == NULL) real = (struct dirent * (*)(DIR *)) dlsym(RTLD_NEXT, "readdir");
  return copy_to_page_end(real(directory));
}

struct dirent64 *readdir64(DIR *directory) {
  static struct dirent64 *(*real)(DIR *);
  if (real == NULL) real = (struct dirent64 * (*)(DIR *)) dlsym(RTLD_NEXT, "readdir64");
  return (struct dirent64 *)copy_to_page_end((struct dirent *)real(directory));
}
