#define CG_VIPS_LIBRARY_IMPLEMENTATION
#include "VipsLibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct cg_vips_functions cg_vips;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];

static void load(void) {
  // The library's file name for the ABI of the headers compiled with (libtool's current minus age:
  // libvips.so.42), as linking with -lvips would have named it.
  char library[64];
  snprintf(library, sizeof(library), "libvips.so.%d", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
  // RTLD_LOCAL: libvips' ninety libraries stay out of the process's own symbol lookups.
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *why = dlerror();
    snprintf(failure, sizeof(failure), "%s", why ? why : "libvips could not be loaded");
    return;
  }
#define CG_VIPS_LOOK_UP(name)                                                                              \
  if ((*(void **)&cg_vips.name = dlsym(handle, #name)) == NULL) {                                          \
    snprintf(failure, sizeof(failure), "%s has no function %s", library, #name);                            \
    return;                                                                                                \
  }
  CG_VIPS_FUNCTIONS(CG_VIPS_LOOK_UP)
#undef CG_VIPS_LOOK_UP
}

int cg_vips_load(char *error, size_t size) {
  pthread_once(&once, load);
  if (failure[0] == '\0') return 0;
  if (size > 0) snprintf(error, size, "%s", failure);
  return -1;
}
