// libvips' headers (Debian libvips-dev), with GLib's include paths from pkg-config. Only the C target
// CGalleryImaging includes them; Swift code talks to that target's fixed-argument functions, because
// vips' own API is variadic. Nothing links libvips: CGalleryImaging loads it (VipsLibrary.h).
#include <vips/vips.h>
