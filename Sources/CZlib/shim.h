// zlib (Debian zlib1g-dev), reached through pkg-config: only its crc32, the checksum every ZIP member
// carries (GallerySite's ZipArchive; the members are stored, not deflated).
#include <zlib.h>
