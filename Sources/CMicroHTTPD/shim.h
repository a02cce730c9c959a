// GNU libmicrohttpd's header (Debian libmicrohttpd-dev). Only the C target CGalleryHTTP includes it;
// Swift code talks to that target's fixed-argument functions, because MHD_start_daemon and the info
// queries are variadic. Not linked: CGalleryHTTP loads the library when a server starts
// (`MicroHTTPDLibrary.h`).
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
