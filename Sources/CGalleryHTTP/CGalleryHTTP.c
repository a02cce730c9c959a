#define _GNU_SOURCE  // POLLRDHUP
#include "CGalleryHTTP.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include "MicroHTTPDLibrary.h"

typedef struct {
  cg_http_handler handler;
  cg_http_completed completed;
  void *context;
  /// "Name: value\r\n" lines sent on the answers written here (see `answer_library_error`).
  char always_headers[1024];
  unsigned header_seconds;
  unsigned idle_seconds;
} cg_server;

static cg_server servers[16];
static int server_count = 0;

/// The connection whose request line this thread has read and whose headers are not yet handed to
/// the access handler (one thread per connection, so a thread-local names it). Set by `on_uri`,
/// cleared by `on_request`: while it is set, an error the library reports is one about the headers.
static __thread struct MHD_Connection *reading_headers = NULL;

static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url,
                                  const char *method, const char *version, const char *upload,
                                  size_t *upload_size, void **request_state) {
  (void)version;
  cg_server *server = cls;
  if (reading_headers == connection) {
    reading_headers = NULL;
    // The headers are in: from now on the connection may be quiet for as long as a request takes
    // (a move, a stream between events), not only as long as headers may take to arrive.
    MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, server->idle_seconds);
  }
  return server->handler(server->context, connection, url, method, upload, upload_size, request_state)
             ? MHD_YES
             : MHD_NO;
}

static void on_completed(void *cls, struct MHD_Connection *connection, void **request_state,
                         enum MHD_RequestTerminationCode code) {
  (void)code;
  cg_server *server = cls;
  // The next request on a kept-alive connection gets the short time for its headers again.
  if (connection != NULL && code == MHD_REQUEST_TERMINATED_COMPLETED_OK) {
    MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, server->header_seconds);
  }
  if (request_state != NULL && *request_state != NULL) {
    server->completed(server->context, *request_state);
    *request_state = NULL;
  }
}

/// The URL exactly as sent: the Swift layer decodes it, so that an encoded dot, slash or NUL can be
/// refused rather than silently turned into a path.
static size_t keep_escaped(void *cls, struct MHD_Connection *connection, char *text) {
  (void)cls;
  (void)connection;
  return strlen(text);
}

/// Called by the library once a request line is read, on the connection's own thread.
static void *on_uri(void *cls, const char *uri, struct MHD_Connection *connection) {
  (void)cls;
  (void)uri;
  reading_headers = connection;
  return NULL;
}

/// libmicrohttpd 0.9.75 to 0.9.77 send the status line and headers of an error they find in the
/// request's headers twice (a huge or malformed Content-Length, HTTP/1.1 without Host): their
/// `MHD_CONNECTION_HEADERS_RECEIVED` step builds the error's headers, then moves the connection on
/// as if the headers were fine, and the reply step builds them again (fixed upstream after 0.9.77:
/// that step now stops when the state changed). The library says so through its logger first, on
/// the connection's thread, before anything is sent: this server then writes one whole answer of its
/// own (with the headers every answer carries) and shuts the socket, so the library's copies are
/// never sent.
static void answer_library_error(void *cls, const char *format, va_list arguments) {
  static const char prefix[] = "Error processing request (HTTP response code is %u";
  cg_server *server = cls;
  struct MHD_Connection *connection = reading_headers;
  if (connection == NULL || strncmp(format, prefix, sizeof prefix - 1) != 0) return;
  reading_headers = NULL;
  unsigned status = va_arg(arguments, unsigned);
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  if (info == NULL) return;
  const char *reason = MHD_get_reason_phrase_for(status);
  const char *text = status == 413   ? "The request says it has a longer body than this server reads.\n"
                     : status == 431 ? "The request's headers are longer than this server reads.\n"
                                     : "The request's headers could not be read (a bad Content-Length, or no Host).\n";
  char answer[2048];
  int length = snprintf(answer, sizeof answer,
                        "HTTP/1.1 %u %s\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n"
                        "Content-Length: %zu\r\n%s\r\n%s",
                        status, reason == NULL || reason[0] == 0 ? "Error" : reason, strlen(text),
                        server->always_headers, text);
  if (length <= 0 || (size_t)length >= sizeof answer) return;
  size_t sent = 0;
  while (sent < (size_t)length) {
    ssize_t count = send(info->connect_fd, answer + sent, (size_t)length - sent, MSG_NOSIGNAL);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    sent += (size_t)count;
  }
  // The library's own copies then fail to send, and it closes the connection.
  shutdown(info->connect_fd, SHUT_WR);
}

int cg_http_load(char *error, size_t error_size) { return cg_mhd_load(error, error_size); }

void *cg_http_start(const char *host, uint16_t port, cg_http_limits limits, cg_http_handler handler,
                    cg_http_completed completed, void *context, char *error, size_t error_size) {
  struct sockaddr_in v4;
  struct sockaddr_in6 v6;
  struct sockaddr *address;
  if (cg_mhd_load(error, error_size) != 0) return NULL;
  unsigned flags =
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL | MHD_USE_ERROR_LOG;
  memset(&v4, 0, sizeof v4);
  memset(&v6, 0, sizeof v6);
  if (inet_pton(AF_INET, host, &v4.sin_addr) == 1) {
    v4.sin_family = AF_INET;
    v4.sin_port = htons(port);
    address = (struct sockaddr *)&v4;
  } else if (inet_pton(AF_INET6, host, &v6.sin6_addr) == 1) {
    v6.sin6_family = AF_INET6;
    v6.sin6_port = htons(port);
    address = (struct sockaddr *)&v6;
    flags |= MHD_USE_IPv6;
  } else {
    snprintf(error, error_size, "not a numeric IPv4 or IPv6 address");
    return NULL;
  }
  if (server_count >= (int)(sizeof servers / sizeof servers[0])) {
    snprintf(error, error_size, "too many servers in one process");
    return NULL;
  }
  cg_server *server = &servers[server_count++];
  server->handler = handler;
  server->completed = completed;
  server->context = context;
  server->header_seconds = limits.header_seconds;
  server->idle_seconds = limits.idle_seconds;
  snprintf(server->always_headers, sizeof server->always_headers, "%s",
           limits.always_headers == NULL ? "" : limits.always_headers);
  struct MHD_Daemon *daemon = MHD_start_daemon(
      flags, port, NULL, NULL, on_request, server,
      MHD_OPTION_SOCK_ADDR, address,
      MHD_OPTION_CONNECTION_LIMIT, (unsigned int)limits.connections,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int)limits.connections_per_address,
      MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)limits.header_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.memory_per_connection,
      MHD_OPTION_NOTIFY_COMPLETED, on_completed, server,
      MHD_OPTION_UNESCAPE_CALLBACK, keep_escaped, NULL,
      MHD_OPTION_STRICT_FOR_CLIENT, (int)1,
      MHD_OPTION_URI_LOG_CALLBACK, on_uri, NULL,
      MHD_OPTION_EXTERNAL_LOGGER, answer_library_error, server,
      MHD_OPTION_END);
  if (daemon == NULL) {
    snprintf(error, error_size, "cannot listen there (the port may be in use, or the address not this machine's)");
  }
  return daemon;
}

uint16_t cg_http_port(void *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

void cg_http_stop(void *daemon) { MHD_stop_daemon(daemon); }

const char *cg_http_header(void *connection, const char *name) {
  return MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
}

const char *cg_http_argument(void *connection, const char *name) {
  return MHD_lookup_connection_value(connection, MHD_GET_ARGUMENT_KIND, name);
}

int cg_http_peer_is_loopback(void *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL) return 0;
  const struct sockaddr *address = info->client_addr;
  if (address->sa_family == AF_INET) {
    const struct sockaddr_in *v4 = (const struct sockaddr_in *)address;
    return (ntohl(v4->sin_addr.s_addr) >> 24) == 127;
  }
  if (address->sa_family == AF_INET6) {
    const struct in6_addr *v6 = &((const struct sockaddr_in6 *)address)->sin6_addr;
    if (IN6_IS_ADDR_LOOPBACK(v6)) return 1;
    return IN6_IS_ADDR_V4MAPPED(v6) && v6->s6_addr[12] == 127;
  }
  return 0;
}

void *cg_http_response_bytes(const void *bytes, size_t count) {
  return MHD_create_response_from_buffer(count, (void *)bytes, MHD_RESPMEM_MUST_COPY);
}

void *cg_http_response_file(int fd, uint64_t size) {
  return MHD_create_response_from_fd64(size, fd);
}

void *cg_http_response_file_range(int fd, uint64_t offset, uint64_t size) {
  return MHD_create_response_from_fd_at_offset64(size, fd, offset);
}

void *cg_http_response_stream(cg_http_reader reader, cg_http_reader_done done, void *context) {
  return MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 256, reader, context, done);
}

int cg_http_add_header(void *response, const char *name, const char *value) {
  return MHD_add_response_header(response, name, value) == MHD_YES;
}

void cg_http_close_after(void *response) {
  MHD_add_response_header(response, MHD_HTTP_HEADER_CONNECTION, "close");
}

int cg_http_queue(void *connection, unsigned status, void *response) {
  enum MHD_Result result = MHD_queue_response(connection, status, response);
  MHD_destroy_response(response);
  return result == MHD_YES;
}

typedef struct {
  const char *names[8];
  unsigned counts[8];
  size_t count;
} header_tally;

static enum MHD_Result tally_header(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
  (void)kind;
  (void)value;
  header_tally *tally = cls;
  for (size_t index = 0; index < tally->count; index++) {
    if (key != NULL && strcasecmp(key, tally->names[index]) == 0) tally->counts[index]++;
  }
  return MHD_YES;
}

const char *cg_http_repeated_header(void *connection, const char *const *names, size_t count) {
  header_tally tally;
  memset(&tally, 0, sizeof tally);
  tally.count = count < 8 ? count : 8;
  for (size_t index = 0; index < tally.count; index++) tally.names[index] = names[index];
  MHD_get_connection_values(connection, MHD_HEADER_KIND, tally_header, &tally);
  for (size_t index = 0; index < tally.count; index++) {
    if (tally.counts[index] > 1) return names[index];
  }
  return NULL;
}

static enum MHD_Result add_header_bytes(void *cls, enum MHD_ValueKind kind, const char *key,
                                        const char *value) {
  (void)kind;
  size_t *total = cls;
  // As sent: the name, ": ", the value and the line's end.
  *total += (key == NULL ? 0 : strlen(key)) + (value == NULL ? 0 : strlen(value)) + 4;
  return MHD_YES;
}

size_t cg_http_header_bytes(void *connection) {
  size_t total = 0;
  MHD_get_connection_values(connection, MHD_HEADER_KIND, add_header_bytes, &total);
  return total;
}

int cg_http_socket(void *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}

int cg_http_signal_create(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }

void cg_http_signal_raise(int signal) {
  uint64_t one = 1;
  while (write(signal, &one, sizeof one) < 0 && errno == EINTR) {
  }
}

void cg_http_signal_close(int signal) { close(signal); }

int cg_http_wait(int socket, int signal, int timeout_ms) {
  struct pollfd watched[2] = {{.fd = socket, .events = POLLRDHUP}, {.fd = signal, .events = POLLIN}};
  int ready;
  do {
    ready = poll(watched, 2, timeout_ms);
  } while (ready < 0 && errno == EINTR);
  if (ready < 0) return -1;
  if (watched[0].revents & (POLLRDHUP | POLLHUP | POLLERR | POLLNVAL)) return -1;
  if (watched[1].revents & POLLIN) {
    uint64_t value;
    while (read(signal, &value, sizeof value) < 0 && errno == EINTR) {
    }
    return 1;
  }
  return 0;
}
