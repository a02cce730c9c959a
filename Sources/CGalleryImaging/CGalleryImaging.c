#include "CGalleryImaging.h"

#include <math.h>
#include <string.h>
#include <vips/vips.h>

/// libvips prints warnings (a truncated file's "premature end") straight to stderr; the build reports
/// each bad file itself, in one line, so these would only repeat it less clearly.
static void quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {}

int cg_start(const char *program, int threads) {
  if (VIPS_INIT(program) != 0) return -1;
  g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE, quiet, NULL);
  // GLib and GObject warn on stderr too (an SVG 2,147,483,648 pixels wide makes GObject complain of
  // a value out of range); every failure that matters reaches the caller through the error buffer.
  g_log_set_default_handler(quiet, NULL);
  vips_concurrency_set(threads);
  // Each image is decoded once and never revisited: libvips' operation cache would only hold memory.
  vips_cache_set_max(0);
  vips_cache_set_max_mem(0);
  return 0;
}

void cg_take_error(char *text, size_t size) {
  if (size == 0) return;
  const char *buffer = vips_error_buffer();
  strncpy(text, buffer ? buffer : "", size - 1);
  text[size - 1] = '\0';
  vips_error_clear();
}

int cg_read_header(const void *bytes, size_t length, cg_header *header) {
  memset(header, 0, sizeof(*header));
  const char *loader = vips_foreign_find_load_buffer(bytes, length);
  if (loader == NULL) return -1;
  strncpy(header->loader, loader, sizeof(header->loader) - 1);
  VipsImage *image = vips_image_new_from_buffer(bytes, length, "", NULL);
  if (image == NULL) return -1;
  header->width = vips_image_get_width(image);
  header->height = vips_image_get_height(image);
  header->has_alpha = vips_image_hasalpha(image);
  header->has_profile = vips_image_get_typeof(image, VIPS_META_ICC_NAME) != 0;
  g_object_unref(image);
  return 0;
}

/// A copy of the named blob, when the image has one of at most `limit` bytes.
static void copy_blob(VipsImage *image, const char *name, size_t limit, void **out, size_t *length) {
  const void *data = NULL;
  size_t size = 0;
  if (!vips_image_get_typeof(image, name) || vips_image_get_blob(image, name, &data, &size) != 0) return;
  if (data == NULL || size == 0 || size > limit) return;
  void *copy = g_malloc(size);
  memcpy(copy, data, size);
  *out = copy;
  *length = size;
}

int cg_read_metadata(int descriptor, size_t limit, cg_metadata *metadata) {
  memset(metadata, 0, sizeof(*metadata));
  VipsSource *source = vips_source_new_from_descriptor(descriptor);
  if (source == NULL) return -1;
  // A lazy, sequential image: loading it reads the header (and the metadata before the pixels) only.
  VipsImage *image = vips_image_new_from_source(source, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
  g_object_unref(source);
  if (image == NULL) return -1;
  copy_blob(image, VIPS_META_XMP_NAME, limit, &metadata->xmp, &metadata->xmp_length);
  copy_blob(image, VIPS_META_IPTC_NAME, limit, &metadata->iptc, &metadata->iptc_length);
  g_object_unref(image);
  return 0;
}

/// 16-bit images (some PNGs and TIFFs) become 8-bit sRGB, which is what browsers and JPEG take.
static int to_8bit_srgb(VipsImage *in, VipsImage **out) {
  VipsInterpretation interpretation = vips_image_get_interpretation(in);
  if (interpretation == VIPS_INTERPRETATION_RGB16 || interpretation == VIPS_INTERPRETATION_GREY16 ||
      vips_image_get_format(in) != VIPS_FORMAT_UCHAR) {
    VipsInterpretation target =
        vips_image_get_bands(in) <= 2 ? VIPS_INTERPRETATION_B_W : VIPS_INTERPRETATION_sRGB;
    return vips_colourspace(in, out, target, NULL);
  }
  *out = in;
  g_object_ref(in);
  return 0;
}

static int keep_in_memory(VipsImage *lazy, cg_image **out) {
  VipsImage *converted = NULL;
  int failed = to_8bit_srgb(lazy, &converted);
  g_object_unref(lazy);
  if (failed) return -1;
  // Computes the pipeline now, once: the caller saves it and shrinks it again from these pixels.
  VipsImage *memory = vips_image_copy_memory(converted);
  g_object_unref(converted);
  if (memory == NULL) return -1;
  *out = memory;
  return 0;
}

int cg_thumbnail_buffer(const void *bytes, size_t length, int box, int strict, int to_srgb, cg_image **out) {
  VipsImage *lazy = NULL;
  // fail_on reaches the loader only through the option string when loading from memory (8.14).
  const char *options = strict ? "fail_on=error" : "";
  int status = to_srgb
      ? vips_thumbnail_buffer((void *)bytes, length, &lazy, box, "height", box, "size", VIPS_SIZE_DOWN,
                              "export_profile", "srgb", "option_string", options, NULL)
      : vips_thumbnail_buffer((void *)bytes, length, &lazy, box, "height", box, "size", VIPS_SIZE_DOWN,
                              "option_string", options, NULL);
  if (status != 0) return -1;
  return keep_in_memory(lazy, out);
}

int cg_thumbnail_image(cg_image *in, int box, cg_image **out) {
  int width = vips_image_get_width(in), height = vips_image_get_height(in);
  int longest = width > height ? width : height;
  VipsImage *shrunk = NULL;
  int factor = longest > box ? (int)((double)longest / box + 0.5) : 1;
  if (factor >= 2 && fabs((double)longest / factor - box) < 1.0) {
    // A whole fraction (1600 to 400, or to 533 by thirds): one pass of block averaging is a clean
    // reduction and takes a fraction of the time of resampling with lanczos3.
    if (vips_shrink(in, &shrunk, factor, factor, NULL) != 0) return -1;
  } else if (longest > box) {
    // A step of the ladder (1.6 at most) from pixels already resampled once: a triangle filter as wide
    // as the step averages every source pixel into the result at a third of lanczos3's cost, and is
    // as sharp at these scales.
    if (vips_resize(in, &shrunk, (double)box / longest, "kernel", VIPS_KERNEL_LINEAR, NULL) != 0) return -1;
  } else {
    shrunk = in;
    g_object_ref(in);
  }
  // Left unevaluated: it is encoded once, straight from the pixels in memory it is computed from.
  *out = shrunk;
  return 0;
}

int cg_image_to_memory(cg_image *in, cg_image **out) {
  VipsImage *memory = vips_image_copy_memory(in);
  if (memory == NULL) return -1;
  *out = memory;
  return 0;
}

int cg_image_width(const cg_image *image) { return vips_image_get_width(image); }
int cg_image_height(const cg_image *image) { return vips_image_get_height(image); }
int cg_image_has_alpha(const cg_image *image) { return vips_image_hasalpha((VipsImage *)image); }

int cg_encode(cg_image *image, cg_format format, int quality, int strip, void **bytes, size_t *length) {
  switch (format) {
    case CG_PNG:
      return vips_pngsave_buffer(image, bytes, length, "strip", strip, "compression", 6, NULL);
    case CG_WEBP:
      return vips_webpsave_buffer(image, bytes, length, "Q", quality, "strip", strip, NULL);
    case CG_HEIF:
      return vips_heifsave_buffer(image, bytes, length, "Q", quality, "strip", strip, NULL);
    default:
      return vips_jpegsave_buffer(image, bytes, length, "Q", quality, "strip", strip, NULL);
  }
}

int cg_average_color(cg_image *image, double rgb[3]) {
  // vips_stats gives one row per band (after the all-bands row), with the mean in column 4.
  VipsImage *stats = NULL;
  if (vips_stats(image, &stats, NULL) != 0) return -1;
  int bands = vips_image_get_bands(image);
  for (int band = 0; band < 3; band++) {
    int row = 1 + (band < bands ? band : 0);
    double *value = NULL;
    int count = 0;
    if (vips_getpoint(stats, &value, &count, 4, row, NULL) != 0 || count < 1) {
      g_object_unref(stats);
      return -1;
    }
    rgb[band] = value[0];
    g_free(value);
  }
  g_object_unref(stats);
  return 0;
}

int cg_noise_image(int width, int height, int bands, cg_image **out) {
  VipsImage *noise = NULL, *grey = NULL, *joined = NULL, *tagged = NULL;
  int status = -1;
  if (vips_gaussnoise(&noise, width, height, "mean", 128.0, "sigma", 40.0, NULL) != 0) goto done;
  if (vips_cast_uchar(noise, &grey, NULL) != 0) goto done;
  VipsImage *planes[4] = {grey, grey, grey, grey};
  if (vips_bandjoin(planes, &joined, bands, NULL) != 0) goto done;
  if (vips_copy(joined, &tagged, "interpretation", VIPS_INTERPRETATION_sRGB, NULL) != 0) goto done;
  *out = vips_image_copy_memory(tagged);
  status = *out ? 0 : -1;
done:
  if (noise) g_object_unref(noise);
  if (grey) g_object_unref(grey);
  if (joined) g_object_unref(joined);
  if (tagged) g_object_unref(tagged);
  return status;
}

void cg_set_orientation(cg_image *image, int orientation) {
  vips_image_set_int(image, VIPS_META_ORIENTATION, orientation);
}

void cg_free_image(cg_image *image) {
  if (image) g_object_unref(image);
}

void cg_free_buffer(void *bytes) { g_free(bytes); }
