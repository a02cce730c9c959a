// OpenSSL's libcrypto from Debian (libssl-dev): SHA-256 and HMAC-SHA256 for the cache's seals. Only
// the EVP digest calls and the one-shot HMAC, none of them deprecated in OpenSSL 3.0.
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
