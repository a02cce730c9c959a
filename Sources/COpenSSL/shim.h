// OpenSSL's libcrypto from Debian (libssl-dev): SHA-256 and HMAC-SHA256 for the cache's seals; AES-256-GCM
// (EVP cipher calls), PBKDF2-HMAC-SHA256 and the system's random bytes for private albums. None of them
// deprecated in OpenSSL 3.0.
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
