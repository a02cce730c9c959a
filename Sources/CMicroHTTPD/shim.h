// GNU libmicrohttpd (Debian libmicrohttpd-dev), reached through pkg-config. Only the C target
// CGalleryHTTP includes it; Swift code talks to that target's fixed-argument functions, because
// MHD_start_daemon and the info queries are variadic.
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
