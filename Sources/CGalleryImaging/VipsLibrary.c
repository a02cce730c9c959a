#define CG_VIPS_LIBRARY_IMPLEMENTATION
#include "VipsLibrary.h"

#include "CGallerySystem.h"
#include <stdio.h>

struct cg_vips_functions cg_vips;

int cg_vips_load(char *error, size_t size) {
  static cg_library library = CG_LIBRARY_INIT;
  // The library's file name for the ABI of the headers compiled with (libtool's current minus age:
  // libvips.so.42), as linking with -lvips would have named it.
  char file[64];
  snprintf(file, sizeof(file), "libvips.so.%d", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
#define CG_VIPS_NAME(name) #name,
#define CG_VIPS_SLOT(name) (void **)&cg_vips.name,
  static const char *const names[] = {CG_VIPS_FUNCTIONS(CG_VIPS_NAME)};
  void **const slots[] = {CG_VIPS_FUNCTIONS(CG_VIPS_SLOT)};
#undef CG_VIPS_NAME
#undef CG_VIPS_SLOT
  // libvips' ninety libraries stay out of the process's own symbol lookups (RTLD_LOCAL).
  size_t count = sizeof names / sizeof names[0];
  return cg_library_load(&library, file, names, slots, count, error, size);
}
