#ifndef CGALLERY_VIPS_LIBRARY_H
#define CGALLERY_VIPS_LIBRARY_H

// libvips, loaded when the first image is made rather than when the program starts.
//
// Why: libvips is linked with about ninety libraries of its own (every format it can read: OpenEXR,
// HDF5, poppler, librsvg, ...). Loading and binding them took 45 ms of the 67 ms a `gallery` command
// spent before its first line of code, on every command, including the edits and builds that make no
// image at all (a bulk tag of 500 photos: 0.29 s in all). So this target is not linked with libvips:
// `cg_vips_load` opens it with dlopen once, and each libvips (and GLib) function this target calls is
// reached through a pointer it looked up then, under the function's own name (the defines below), with
// the prototype of the headers it was compiled with.
//
// Every `cg_` function that reaches libvips is called only after `cg_start` loaded it (`LibVips` in
// Swift is the one door to this target and starts it first).

#include <stddef.h>
#include <vips/vips.h>

// The 66 functions looked up, each once, as X(function).
#define CG_VIPS_FUNCTIONS(X)                                                                        \
  X(g_free) X(g_log) X(g_log_set_default_handler) X(g_log_set_handler) X(g_malloc) X(g_object_ref)  \
  X(g_object_unref) X(g_strfreev) X(g_try_malloc) X(g_type_from_name) X(vips_add) X(vips_autorot)   \
  X(vips_bandjoin) X(vips_cache_set_max) X(vips_cache_set_max_mem) X(vips_cast_uchar)               \
  X(vips_colourspace) X(vips_concurrency_set) X(vips_copy) X(vips_dzsave) X(vips_error)             \
  X(vips_error_buffer) X(vips_error_clear) X(vips_extract_band) X(vips_foreign_find_load_buffer)    \
  X(vips_format_sizeof_unsafe) X(vips_gaussnoise) X(vips_getpoint) X(vips_heifsave_buffer)          \
  X(vips_icc_transform) X(vips_image_copy_memory) X(vips_image_get_bands) X(vips_image_get_blob)    \
  X(vips_image_get_fields) X(vips_image_get_format) X(vips_image_get_height) X(vips_image_get_int)  \
  X(vips_image_get_interpretation) X(vips_image_get_typeof) X(vips_image_get_width)                 \
  X(vips_image_hasalpha) X(vips_image_new_from_buffer) X(vips_image_new_from_source)                \
  X(vips_image_new_memory) X(vips_image_pipelinev) X(vips_image_remove) X(vips_image_set_int)       \
  X(vips_image_write_line) X(vips_image_write_to_memory) X(vips_init) X(vips_isprefix)              \
  X(vips_jpegload_buffer) X(vips_jpegsave_buffer) X(vips_linear1) X(vips_nickname_find)             \
  X(vips_pngsave_buffer) X(vips_reducev) X(vips_resize) X(vips_shrink)                              \
  X(vips_source_new_from_descriptor) X(vips_stats) X(vips_thumbnail) X(vips_thumbnail_buffer)       \
  X(vips_version) X(vips_webpsave_buffer) X(vips_xyz)

#define CG_VIPS_POINTER(name) __typeof__(name) *name;
/// A pointer to each function, set by `cg_vips_load`.
struct cg_vips_functions {
  CG_VIPS_FUNCTIONS(CG_VIPS_POINTER)
};
#undef CG_VIPS_POINTER

extern struct cg_vips_functions cg_vips;

/// Opens libvips (the version of the headers) and looks up every function, once, from any thread:
/// 0 when every function was found; else -1, with why in `error` (dlerror's words).
int cg_vips_load(char *error, size_t size);

// The rest of this target calls the pointers under the functions' names (a name in its own define is
// not replaced again).
#ifndef CG_VIPS_LIBRARY_IMPLEMENTATION
#define g_free cg_vips.g_free
#define g_log cg_vips.g_log
#define g_log_set_default_handler cg_vips.g_log_set_default_handler
#define g_log_set_handler cg_vips.g_log_set_handler
#define g_malloc cg_vips.g_malloc
#undef g_object_ref // GLib's own define keeps the argument's type: the pointer is called instead
#define g_object_ref cg_vips.g_object_ref
#define g_object_unref cg_vips.g_object_unref
#define g_strfreev cg_vips.g_strfreev
#define g_try_malloc cg_vips.g_try_malloc
#define g_type_from_name cg_vips.g_type_from_name
#define vips_add cg_vips.vips_add
#define vips_autorot cg_vips.vips_autorot
#define vips_bandjoin cg_vips.vips_bandjoin
#define vips_cache_set_max cg_vips.vips_cache_set_max
#define vips_cache_set_max_mem cg_vips.vips_cache_set_max_mem
#define vips_cast_uchar cg_vips.vips_cast_uchar
#define vips_colourspace cg_vips.vips_colourspace
#define vips_concurrency_set cg_vips.vips_concurrency_set
#define vips_copy cg_vips.vips_copy
#define vips_dzsave cg_vips.vips_dzsave
#define vips_error cg_vips.vips_error
#define vips_error_buffer cg_vips.vips_error_buffer
#define vips_error_clear cg_vips.vips_error_clear
#define vips_extract_band cg_vips.vips_extract_band
#define vips_foreign_find_load_buffer cg_vips.vips_foreign_find_load_buffer
#define vips_format_sizeof_unsafe cg_vips.vips_format_sizeof_unsafe
#define vips_gaussnoise cg_vips.vips_gaussnoise
#define vips_getpoint cg_vips.vips_getpoint
#define vips_heifsave_buffer cg_vips.vips_heifsave_buffer
#define vips_icc_transform cg_vips.vips_icc_transform
#define vips_image_copy_memory cg_vips.vips_image_copy_memory
#define vips_image_get_bands cg_vips.vips_image_get_bands
#define vips_image_get_blob cg_vips.vips_image_get_blob
#define vips_image_get_fields cg_vips.vips_image_get_fields
#define vips_image_get_format cg_vips.vips_image_get_format
#define vips_image_get_height cg_vips.vips_image_get_height
#define vips_image_get_int cg_vips.vips_image_get_int
#define vips_image_get_interpretation cg_vips.vips_image_get_interpretation
#define vips_image_get_typeof cg_vips.vips_image_get_typeof
#define vips_image_get_width cg_vips.vips_image_get_width
#define vips_image_hasalpha cg_vips.vips_image_hasalpha
#define vips_image_new_from_buffer cg_vips.vips_image_new_from_buffer
#define vips_image_new_from_source cg_vips.vips_image_new_from_source
#define vips_image_new_memory cg_vips.vips_image_new_memory
#define vips_image_pipelinev cg_vips.vips_image_pipelinev
#define vips_image_remove cg_vips.vips_image_remove
#define vips_image_set_int cg_vips.vips_image_set_int
#define vips_image_write_line cg_vips.vips_image_write_line
#define vips_image_write_to_memory cg_vips.vips_image_write_to_memory
#define vips_init cg_vips.vips_init
#define vips_isprefix cg_vips.vips_isprefix
#define vips_jpegload_buffer cg_vips.vips_jpegload_buffer
#define vips_jpegsave_buffer cg_vips.vips_jpegsave_buffer
#define vips_linear1 cg_vips.vips_linear1
#define vips_nickname_find cg_vips.vips_nickname_find
#define vips_pngsave_buffer cg_vips.vips_pngsave_buffer
#define vips_reducev cg_vips.vips_reducev
#define vips_resize cg_vips.vips_resize
#define vips_shrink cg_vips.vips_shrink
#define vips_source_new_from_descriptor cg_vips.vips_source_new_from_descriptor
#define vips_stats cg_vips.vips_stats
#define vips_thumbnail cg_vips.vips_thumbnail
#define vips_thumbnail_buffer cg_vips.vips_thumbnail_buffer
#define vips_version cg_vips.vips_version
#define vips_webpsave_buffer cg_vips.vips_webpsave_buffer
#define vips_xyz cg_vips.vips_xyz
#endif

#endif
