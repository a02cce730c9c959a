#ifndef CGALLERY_IMAGING_H
#define CGALLERY_IMAGING_H

#include <stddef.h>

// Fixed-argument wrappers over the variadic libvips calls CleanGallery needs (Swift cannot call C
// variadic functions). Images are opaque to Swift; every function returns 0 on success and -1 on
// failure, with the reason left in libvips' error buffer (see cg_take_error).

typedef struct _VipsImage cg_image;

/// Loads libvips (the process is not linked with it: see VipsLibrary.h) and starts it, once per
/// process; every other function here may be called only after it returned 0. `threads` is libvips'
/// own worker count per image: the caller already runs one image per core, so 1 keeps the two levels
/// from competing for the same cores.
int cg_start(const char *program, int threads);

/// Copies the current error text (at most `size` bytes, NUL-terminated) and clears it; when libvips
/// could not be loaded, why.
void cg_take_error(char *text, size_t size);

/// What an image's header says, read without decoding its pixels.
typedef struct {
  int width;
  int height;
  int has_alpha;
  /// Whether it embeds an ICC profile (then it is converted to sRGB; without one it is taken as sRGB).
  int has_profile;
  /// libvips' loader name, e.g. "jpegload_buffer"; empty when no loader recognised the bytes.
  char loader[64];
} cg_header;

int cg_read_header(const void *bytes, size_t length, cg_header *header);

/// The XMP packet and the IPTC block (JPEG's APP13 "Photoshop 3.0" resources) an image's header
/// carries, as copies the caller frees with cg_free_buffer; each NULL with length 0 when absent.
typedef struct {
  void *xmp;
  size_t xmp_length;
  void *iptc;
  size_t iptc_length;
} cg_metadata;

/// Reads `metadata` from the image open on `descriptor` (left open; libvips reads a duplicate of it),
/// loading its header only: no pixel is decoded, and only the bytes before the picture data are read.
/// Blocks over `limit` bytes are left out.
int cg_read_metadata(int descriptor, size_t limit, cg_metadata *metadata);

/// Decodes `bytes` once, shrinking on load, to fit a `box`×`box` square (never enlarging), upright
/// by its EXIF orientation, in 8-bit sRGB; the result is held in memory so it can be saved and
/// shrunk again without decoding a second time. A JPEG (RGB or grey) is decoded at the smallest of
/// libjpeg's scales (1/2, 1/4, 1/8) that still covers the box and resampled once with a cubic kernel;
/// other images (and CMYK JPEGs) go through vips_thumbnail (lanczos3). `strict` fails on truncated or corrupt data;
/// `to_srgb` converts from the embedded ICC profile (a colour transform costs a third more time, so
/// it is asked for only when there is a profile).
int cg_thumbnail_buffer(const void *bytes, size_t length, int box, int strict, int to_srgb, cg_image **out);

/// The shrink-on-load factor (8, 4, 2 or 1) a JPEG whose long edge is `longest` is decoded at for a
/// `box`: the largest that still leaves a resample of at least 2 to the box. libjpeg's scaled decode
/// is softer than a resample (a 5640 px photo decoded at 1/2 and resampled to 2,560 px scores SSIM
/// 0.978 against lanczos3 from the whole original; decoded whole, 0.996), so, as vips_thumbnail
/// does, the resample after it does the fine work.
int cg_jpeg_shrink(int longest, int box);

/// The two ways cg_thumbnail_buffer decodes: libjpeg at scale then one cubic resample (RGB and grey
/// JPEGs), or vips_thumbnail (every other image, CMYK JPEGs included).
typedef enum { CG_DECODER_JPEG_AT_SCALE = 0, CG_DECODER_THUMBNAIL = 1 } cg_decoder;

/// Which of the two cg_thumbnail_buffer takes for `bytes`: the rule it follows, for tests.
cg_decoder cg_decoder_for(const void *bytes, size_t length);

/// Shrinks an image already in memory to fit a `box`×`box` square (never enlarging): by averaging
/// 2×2 blocks when `box` is half its long edge, else with lanczos3 (libvips' vertical reduce, then
/// CleanGallery's own horizontal pass: Resample.h). The result is
/// computed when it is encoded, and needs `in` until then.
int cg_thumbnail_image(cg_image *in, int box, cg_image **out);

/// Computes an image now and holds its pixels in memory, so images shrunk from it do not compute it
/// again each time.
int cg_image_to_memory(cg_image *in, cg_image **out);

int cg_image_width(const cg_image *image);
int cg_image_height(const cg_image *image);
int cg_image_has_alpha(const cg_image *image);

/// The encodings `cg_encode` makes. CG_JPEG_FULL_CHROMA is a JPEG without chroma subsampling (4:4:4):
/// an HDR gain map's three channels are exponents, and halving two of them in resolution would make a
/// channel's gain wrong at every coloured edge (issue 48).
typedef enum { CG_JPEG = 0, CG_PNG = 1, CG_WEBP = 2, CG_HEIF = 3, CG_JPEG_FULL_CHROMA = 4 } cg_format;

/// Encodes as JPEG or WebP of `quality`, or PNG; `strip` drops all metadata (EXIF with GPS, XMP,
/// ICC). The buffer is freed with cg_free_buffer.
int cg_encode(cg_image *image, cg_format format, int quality, int strip, void **bytes, size_t *length);

/// Writes the original in `bytes` as a DeepZoom tile pyramid with libvips' dzsave: `<base>.dzi` and
/// `<base>_files/<level>/<column>_<row>.jpg` (or .png), `tile_size` square tiles without overlap, levels
/// from one tile up to the original's own pixels, each half the next (rounded up). Decoded whole (no
/// shrink), upright by its EXIF orientation, in 8-bit sRGB, without metadata; `width` and `height` get
/// the top level's size. dzsave also writes a `vips-properties.xml` (with a date): the caller drops it.
/// `format`: CG_JPEG, CG_JPEG_FULL_CHROMA or CG_PNG tiles.
int cg_zoom_tiles(const void *bytes, size_t length, int strict, int to_srgb, const char *base, int tile_size,
                  int quality, cg_format format, int *width, int *height);

/// The mean of each of the first three bands (red, green, blue; grey repeated), 0–255: the colour a
/// page paints where the image will be, before it arrives.
int cg_average_color(cg_image *image, double rgb[3]);

/// A noisy grey picture of `bands` bands (3: RGB, 4: RGBA), for tests that need real images to shrink.
int cg_noise_image(int width, int height, int bands, cg_image **out);

/// For tests: a `width` x `height` ramp of `bands` bands (10 + x + y, so at most 245 pixels across both) shrunk to fit `box` as the
/// ladder shrinks it (libvips' vertical reduce, then CleanGallery's own horizontal pass), and the
/// largest difference, in levels of 8 bits, from the ramp's exact value at each output pixel's centre
/// (away from the edges): how well pixel centres line up and the weights add up.
int cg_resample_ramp_error(int width, int height, int bands, int box, double *largest);

/// For tests: the image in CMYK (a prepress file), to check CMYK originals come out in sRGB.
int cg_to_cmyk(cg_image *in, cg_image **out);

/// Sets the EXIF orientation a saved image will carry (when metadata is kept), for rotation tests.
void cg_set_orientation(cg_image *image, int orientation);

/// For tests: the image's pixels, row by row, band-interleaved (freed with cg_free_buffer).
int cg_image_pixels(cg_image *image, void **pixels, size_t *length);
int cg_image_bands(const cg_image *image);

void cg_free_image(cg_image *image);
void cg_free_buffer(void *bytes);

#endif
