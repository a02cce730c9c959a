// libvips (Debian libvips-dev), reached through pkg-config. Only the C target CGalleryImaging includes
// it; Swift code talks to that target's fixed-argument functions, because vips' own API is variadic.
#include <vips/vips.h>
