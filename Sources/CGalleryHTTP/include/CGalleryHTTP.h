#ifndef CGALLERY_HTTP_H
#define CGALLERY_HTTP_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// Fixed-argument wrappers over GNU libmicrohttpd for the Swift server layer (Server/HTTPServer.swift).
/// Daemons, connections and responses are opaque pointers here, so Swift sees no variadic call and no
/// libmicrohttpd type. Every function that can fail says so by its return value.

/// Called once per request step, as libmicrohttpd's access handler: first with the headers
/// (`*request_state` NULL), then with body chunks (`*upload_size` > 0; set it to 0 once consumed), then
/// once more with `*upload_size` 0. Returns 1 to go on, 0 to close the connection.
typedef int (*cg_http_handler)(void *context, void *connection, const char *url, const char *method,
                               const char *upload, size_t *upload_size, void **request_state);
/// Called when a request is done, whatever its outcome, to free what `request_state` holds.
typedef void (*cg_http_completed)(void *context, void *request_state);
/// Fills `buffer` with up to `max` bytes of a streamed body; returns the count, or -1 at the end.
typedef ssize_t (*cg_http_reader)(void *context, uint64_t position, char *buffer, size_t max);
/// Frees a streamed body's context.
typedef void (*cg_http_reader_done)(void *context);

typedef struct {
  /// Most connections served at once (further ones are refused by the library).
  unsigned connections;
  /// Most connections from one address.
  unsigned connections_per_address;
  /// Seconds a connection may stay idle once its request's headers are in.
  unsigned idle_seconds;
  /// Seconds a connection may stay idle before its request's headers are all in (a client that opens
  /// connections and never finishes them holds each at most this long).
  unsigned header_seconds;
  /// "Name: value\r\n" lines for the answers this layer writes itself (libmicrohttpd's header errors).
  const char *always_headers;
  /// Bytes of memory per connection: bounds the request line and headers.
  size_t memory_per_connection;
} cg_http_limits;

/// Loads libmicrohttpd (once; every function below that reaches it runs after this): 0, or -1 with
/// why in `error`. `cg_http_start` loads it too; a command calls this first to fail before its work.
int cg_http_load(char *error, size_t error_size);

/// Starts a server on `host` (a numeric IPv4 or IPv6 address) and `port` (0: any free port), one thread
/// per connection. Returns the daemon, or NULL with a message in `error`.
void *cg_http_start(const char *host, uint16_t port, cg_http_limits limits, cg_http_handler handler,
                    cg_http_completed completed, void *context, char *error, size_t error_size);
/// The port the daemon listens on.
uint16_t cg_http_port(void *daemon);
/// Stops accepting, waits for every connection's thread, frees the daemon.
void cg_http_stop(void *daemon);

/// A request header's value, or NULL.
const char *cg_http_header(void *connection, const char *name);
/* A query argument of the request's URL (`?photo=ID`), decoded by the library; NULL when absent. */
const char *cg_http_argument(void *connection, const char *name);
/// Whether the peer's address is a loopback address (127.0.0.0/8, ::1, ::ffff:127.0.0.0/104).
int cg_http_peer_is_loopback(void *connection);

/// A response holding a copy of `count` bytes.
void *cg_http_response_bytes(const void *bytes, size_t count);
/// A response sending `size` bytes of the open file `fd` (closed by the library when done).
void *cg_http_response_file(int fd, uint64_t size);
/// A response of `size` bytes of the open file `fd` from `offset` (a byte range); the server closes `fd`.
void *cg_http_response_file_range(int fd, uint64_t offset, uint64_t size);
/// A response of unknown length, produced by `reader` (streamed events).
void *cg_http_response_stream(cg_http_reader reader, cg_http_reader_done done, void *context);
/// Adds a header; returns 1, or 0 when the library refuses it.
int cg_http_add_header(void *response, const char *name, const char *value);
/// Asks the library to close the connection after this response.
void cg_http_close_after(void *response);
/// Queues the response with `status` and releases the caller's reference; returns 1 or 0.
int cg_http_queue(void *connection, unsigned status, void *response);

/// The first of `names` (at most 8) that the request sends more than once, or NULL.
const char *cg_http_repeated_header(void *connection, const char *const *names, size_t count);
/// The bytes of a request's header lines as sent (names, values, separators and line ends).
size_t cg_http_header_bytes(void *connection);
/// The connection's socket, or -1.
int cg_http_socket(void *connection);

/// A signal a streamed body waits on (an eventfd), or -1.
int cg_http_signal_create(void);
/// Wakes whoever waits on the signal.
void cg_http_signal_raise(int signal);
void cg_http_signal_close(int signal);
/// Waits up to `timeout_ms` for the signal or for the peer to close `socket`: 1 signalled (and
/// reset), 0 timed out, -1 the peer is gone.
int cg_http_wait(int socket, int signal, int timeout_ms);

#endif
