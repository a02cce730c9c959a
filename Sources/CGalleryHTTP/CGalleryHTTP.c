#include "CGalleryHTTP.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include <microhttpd.h>

typedef struct {
  cg_http_handler handler;
  cg_http_completed completed;
  void *context;
} cg_server;

static cg_server servers[16];
static int server_count = 0;

static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url,
                                  const char *method, const char *version, const char *upload,
                                  size_t *upload_size, void **request_state) {
  (void)version;
  cg_server *server = cls;
  return server->handler(server->context, connection, url, method, upload, upload_size, request_state)
             ? MHD_YES
             : MHD_NO;
}

static void on_completed(void *cls, struct MHD_Connection *connection, void **request_state,
                         enum MHD_RequestTerminationCode code) {
  (void)connection;
  (void)code;
  cg_server *server = cls;
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

void *cg_http_start(const char *host, uint16_t port, cg_http_limits limits, cg_http_handler handler,
                    cg_http_completed completed, void *context, char *error, size_t error_size) {
  struct sockaddr_in v4;
  struct sockaddr_in6 v6;
  struct sockaddr *address;
  unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL;
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
  struct MHD_Daemon *daemon = MHD_start_daemon(
      flags, port, NULL, NULL, on_request, server,
      MHD_OPTION_SOCK_ADDR, address,
      MHD_OPTION_CONNECTION_LIMIT, (unsigned int)limits.connections,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int)limits.connections_per_address,
      MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)limits.idle_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.memory_per_connection,
      MHD_OPTION_NOTIFY_COMPLETED, on_completed, server,
      MHD_OPTION_UNESCAPE_CALLBACK, keep_escaped, NULL,
      MHD_OPTION_STRICT_FOR_CLIENT, (int)1,
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
