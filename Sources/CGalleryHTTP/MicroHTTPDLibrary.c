#define CG_MHD_LIBRARY_IMPLEMENTATION
#include "MicroHTTPDLibrary.h"

#include "CGallerySystem.h"

struct cg_mhd_functions cg_mhd;

int cg_mhd_load(char *error, size_t size) {
  static cg_library library = CG_LIBRARY_INIT;
#define CG_MHD_NAME(name) #name,
#define CG_MHD_SLOT(name) (void **)&cg_mhd.name,
  static const char *const names[] = {CG_MHD_FUNCTIONS(CG_MHD_NAME)};
  void **const slots[] = {CG_MHD_FUNCTIONS(CG_MHD_SLOT)};
#undef CG_MHD_NAME
#undef CG_MHD_SLOT
  size_t count = sizeof names / sizeof names[0];
  return cg_library_load(&library, CG_MHD_LIBRARY, names, slots, count, error, size);
}
