#ifndef CGALLERY_MICROHTTPD_LIBRARY_H
#define CGALLERY_MICROHTTPD_LIBRARY_H

// GNU libmicrohttpd, loaded when a server starts rather than when the program starts.
//
// Why: only `gallery serve` serves, but every command paid for loading and binding libmicrohttpd and
// the libraries under it (GnuTLS, Nettle, GMP, p11-kit, libtasn1, libidn2, libunistring): about 1.8 ms
// of a command's start (a C program linked with it starts in 2.6 ms, one linked with nothing in 0.8).
// So this target is not linked with libmicrohttpd: `cg_mhd_load` opens it with dlopen once, and each
// function this target calls is reached through a pointer it looked up then, under the function's own
// name (the defines below), with the prototype of the header it was compiled with. The same is done
// for libvips (`CGalleryImaging/VipsLibrary.h`).
//
// Every function of this target that reaches the library runs only after `cg_http_start` loaded it:
// the others are called for a daemon, a connection or a response that only a started server has.

#include <stddef.h>
#include <microhttpd.h>

// The library's file name: Debian 12's libmicrohttpd12, as linking with -lmicrohttpd named it.
#define CG_MHD_LIBRARY "libmicrohttpd.so.12"

// The 15 functions looked up, each once, as X(function).
#define CG_MHD_FUNCTIONS(X)                                                                         \
  X(MHD_add_response_header) X(MHD_create_response_from_buffer) X(MHD_create_response_from_callback) \
  X(MHD_create_response_from_fd64) X(MHD_create_response_from_fd_at_offset64)                       \
  X(MHD_destroy_response) X(MHD_get_connection_info) X(MHD_get_connection_values)                  \
  X(MHD_get_daemon_info) X(MHD_get_reason_phrase_for) X(MHD_lookup_connection_value)                \
  X(MHD_queue_response) X(MHD_set_connection_option) X(MHD_start_daemon) X(MHD_stop_daemon)

#define CG_MHD_POINTER(name) __typeof__(name) *name;
/// A pointer to each function, set by `cg_mhd_load`.
struct cg_mhd_functions {
  CG_MHD_FUNCTIONS(CG_MHD_POINTER)
};
#undef CG_MHD_POINTER

extern struct cg_mhd_functions cg_mhd;

/// Opens libmicrohttpd and looks up every function, once, from any thread: 0 when every function was
/// found; else -1, with why in `error` (dlerror's words).
int cg_mhd_load(char *error, size_t size);

// The rest of this target calls the pointers under the functions' names.
#ifndef CG_MHD_LIBRARY_IMPLEMENTATION
#define MHD_add_response_header cg_mhd.MHD_add_response_header
#define MHD_create_response_from_buffer cg_mhd.MHD_create_response_from_buffer
#define MHD_create_response_from_callback cg_mhd.MHD_create_response_from_callback
#define MHD_create_response_from_fd64 cg_mhd.MHD_create_response_from_fd64
#define MHD_create_response_from_fd_at_offset64 cg_mhd.MHD_create_response_from_fd_at_offset64
#define MHD_destroy_response cg_mhd.MHD_destroy_response
#define MHD_get_connection_info cg_mhd.MHD_get_connection_info
#define MHD_get_connection_values cg_mhd.MHD_get_connection_values
#define MHD_get_daemon_info cg_mhd.MHD_get_daemon_info
#define MHD_get_reason_phrase_for cg_mhd.MHD_get_reason_phrase_for
#define MHD_lookup_connection_value cg_mhd.MHD_lookup_connection_value
#define MHD_queue_response cg_mhd.MHD_queue_response
#define MHD_set_connection_option cg_mhd.MHD_set_connection_option
#define MHD_start_daemon cg_mhd.MHD_start_daemon
#define MHD_stop_daemon cg_mhd.MHD_stop_daemon
#endif

#endif
