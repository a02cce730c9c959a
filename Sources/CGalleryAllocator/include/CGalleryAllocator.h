#ifndef CGALLERY_ALLOCATOR_H
#define CGALLERY_ALLOCATOR_H

/// Always 1: referenced by the executable so the linker keeps the settings (see Allocator.c).
int cg_allocator_settings_present(void);

#endif
