#include "CGalleryImaging.h"
#include "Resample.h"
#include "VipsLibrary.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <webp/mux.h>

/// libvips prints warnings (a truncated file's "premature end") straight to stderr; the build reports
/// each bad file itself, in one line, so these would only repeat it less clearly.
static void quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {}

int cg_start(const char *program, int threads) {
  if (cg_vips_load(NULL, 0) != 0 || VIPS_INIT(program) != 0) return -1;
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
  // Why libvips could not be loaded, when it could not (then there is no libvips error buffer).
  if (cg_vips_load(text, size) != 0) return;
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

/// The kernel of the one resample from the decoded original to the largest size. Catmull-Rom (cubic)
/// reads two thirds of lanczos3's taps, and this step is the largest of a build (46% of its CPU was
/// lanczos3 here): checked by Benchmarks/kernel-check against lanczos3 from the whole original, the
/// 2,560 px size keeps SSIM >= 0.995 on photographs.
static const VipsKernel first_kernel = VIPS_KERNEL_CUBIC;

/// The kernel of each step down the ladder from the size above (a factor of 1.6 at most): lanczos3,
/// because a step is cheap (a quarter of the first step's taps at most) and errors add up down a chain
/// of steps (the triangle filter used before left 1000, 625 and 400 px at SSIM 0.96-0.97, visibly soft).
static const VipsKernel step_kernel = VIPS_KERNEL_LANCZOS3;

int cg_jpeg_shrink(int longest, int box) {
  for (int shrink = 8; shrink >= 2; shrink /= 2) {
    if (longest / shrink >= 2 * box) return shrink;
  }
  return 1;
}

static int write_row(void *image, int y, const uint8_t *row) {
  return vips_image_write_line((VipsImage *)image, y, (VipsPel *)row);
}

/// `in` (not consumed) resampled to `width` x `height` with `kernel`, into memory: libvips' vertical
/// reduce, then the rows from memory by cg_resample_rows (see Resample.h); the whole takes 40-60% of
/// the time vips_resize takes in libvips 8.14. 8-bit images of 1-4 bands only.
static int resample_8bit(VipsImage *in, int width, int height, cg_kernel kernel, VipsKernel vips_kernel,
                         VipsImage **out) {
  VipsImage *tall = NULL;
  if (vips_image_get_height(in) == height) {
    tall = in;
    g_object_ref(in);
  } else if (vips_reducev(in, &tall, (double)vips_image_get_height(in) / height, "kernel", vips_kernel,
                          NULL) != 0) {
    return -1;
  }
  VipsImage *rows = vips_image_copy_memory(tall);
  g_object_unref(tall);
  if (rows == NULL) return -1;
  if (vips_image_get_width(rows) == width) {
    *out = rows;
    return 0;
  }
  // A memory image with the header and metadata of `rows`, written a line at a time.
  VipsImage *image = vips_image_new_memory();
  int bands = vips_image_get_bands(rows);
  VipsPel *line = g_try_malloc((size_t)width * bands);
  int status = -1;
  if (line != NULL && vips_image_pipelinev(image, VIPS_DEMAND_STYLE_THINSTRIP, rows, NULL) == 0) {
    image->Xsize = width;
    status = cg_resample_rows(VIPS_IMAGE_ADDR(rows, 0, 0), vips_image_get_width(rows), height, bands, line,
                              width, kernel, write_row, image);
  }
  g_free(line);
  g_object_unref(rows);
  if (status != 0) {
    vips_error("cg_resample", "cannot resample to %d x %d", width, height);
    g_object_unref(image);
    return -1;
  }
  *out = image;
  return 0;
}

/// Resamples `in` (consumed) so its long edge is `box` (never enlarging), with `kernel`: by
/// resample_8bit when it is 8-bit and shrinks by less than 2 (every step of a ladder and the first
/// from a JPEG decoded at scale), else by vips_resize (which first shrinks by whole factors).
static int fit(VipsImage *in, int box, VipsKernel kernel, VipsImage **out) {
  int width = vips_image_get_width(in), height = vips_image_get_height(in);
  int longest = width > height ? width : height;
  if (longest <= box) {
    *out = in;
    return 0;
  }
  int status;
  int bands = vips_image_get_bands(in);
  int ours = kernel == VIPS_KERNEL_LINEAR || kernel == VIPS_KERNEL_CUBIC || kernel == VIPS_KERNEL_LANCZOS3;
  if (ours && vips_image_get_format(in) == VIPS_FORMAT_UCHAR && bands <= 4 && longest < 2 * box) {
    double scale = (double)box / longest;
    int to_width = width == longest ? box : VIPS_MAX(1, (int)lround(width * scale));
    int to_height = height == longest ? box : VIPS_MAX(1, (int)lround(height * scale));
    cg_kernel own = kernel == VIPS_KERNEL_LINEAR ? CG_LINEAR : (kernel == VIPS_KERNEL_CUBIC ? CG_CUBIC : CG_LANCZOS3);
    status = resample_8bit(in, to_width, to_height, own, kernel, out);
  } else {
    status = vips_resize(in, out, (double)box / longest, "kernel", kernel, NULL);
  }
  g_object_unref(in);
  return status;
}

/// A JPEG in RGB or grey, decoded at the scale the box needs: libjpeg's shrink-on-load by
/// cg_jpeg_shrink (an 8000 x 6000 photo decodes at 4000 x 3000 for 1,600 px, a quarter of the work),
/// then one resample, the colour transform on the smaller image, and the rotation
/// last, from memory. Only for the JPEGs jpeg_at_scale accepts, whose long edge is `longest`.
static int decode_jpeg(const void *bytes, size_t length, int longest, int box, int strict, int to_srgb,
                       cg_image **out) {
  VipsImage *loaded = NULL, *sized = NULL, *coloured = NULL, *memory = NULL;
  if (vips_jpegload_buffer((void *)bytes, length, &loaded, "shrink", cg_jpeg_shrink(longest, box), "access",
                           VIPS_ACCESS_SEQUENTIAL, "fail_on", strict ? VIPS_FAIL_ON_ERROR : VIPS_FAIL_ON_NONE,
                           NULL) != 0)
    return -1;
  if (fit(loaded, box, first_kernel, &sized) != 0) return -1;
  if (to_srgb) {
    int failed = vips_icc_transform(sized, &coloured, "srgb", "embedded", TRUE, NULL);
    g_object_unref(sized);
    if (failed) return -1;
  } else {
    coloured = sized;
  }
  if (keep_in_memory(coloured, &memory) != 0) return -1;
  int orientation = 1;
  if (vips_image_get_typeof(memory, VIPS_META_ORIENTATION) != 0 &&
      vips_image_get_int(memory, VIPS_META_ORIENTATION, &orientation) != 0)
    orientation = 1;
  if (orientation == 1) {
    *out = memory;
    return 0;
  }
  // Turned (or mirrored) upright once it is small, from memory, as vips_thumbnail does.
  VipsImage *rotated = NULL;
  int failed = vips_autorot(memory, &rotated, NULL);
  g_object_unref(memory);
  if (failed) return -1;
  *out = vips_image_copy_memory(rotated);
  g_object_unref(rotated);
  return *out ? 0 : -1;
}

/// Whether libvips' JPEG loader is the one for `bytes`. libvips answers with the loader's type name
/// ("VipsForeignLoadJpegBuffer"), not its nickname, so the nickname is looked up from the type.
static int is_jpeg(const void *bytes, size_t length) {
  const char *loader = vips_foreign_find_load_buffer(bytes, length);
  if (loader == NULL) {
    vips_error_clear();
    return 0;
  }
  GType type = g_type_from_name(loader);
  const char *nickname = type ? vips_nickname_find(type) : NULL;
  return nickname != NULL && strcmp(nickname, "jpegload_buffer") == 0;
}

/// Whether `bytes` is a JPEG in RGB or grey (the ones decode_jpeg takes), reading its header once;
/// its long edge goes to `longest`.
static int jpeg_at_scale(const void *bytes, size_t length, int *longest) {
  if (!is_jpeg(bytes, length)) return 0;
  VipsImage *header = NULL;
  if (vips_jpegload_buffer((void *)bytes, length, &header, NULL) != 0) {
    vips_error_clear();
    return 0;
  }
  int bands = vips_image_get_bands(header);
  *longest = VIPS_MAX(vips_image_get_width(header), vips_image_get_height(header));
  g_object_unref(header);
  return bands == 1 || bands == 3;
}

cg_decoder cg_decoder_for(const void *bytes, size_t length) {
  int longest = 0;
  return jpeg_at_scale(bytes, length, &longest) ? CG_DECODER_JPEG_AT_SCALE : CG_DECODER_THUMBNAIL;
}

int cg_thumbnail_buffer(const void *bytes, size_t length, int box, int strict, int to_srgb, cg_image **out) {
  int longest = 0;
  if (jpeg_at_scale(bytes, length, &longest))
    return decode_jpeg(bytes, length, longest, box, strict, to_srgb, out);
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
  if (factor == 2 && fabs((double)longest / factor - box) < 1.0) {
    // Exactly half (a ladder of halves): averaging 2 x 2 blocks is a clean reduction at a fraction of
    // a resample's cost. Larger whole factors are resampled: a 4 x 4 box aliases (SSIM 0.98).
    if (vips_shrink(in, &shrunk, factor, factor, NULL) != 0) return -1;
  } else if (longest > box) {
    g_object_ref(in);
    if (fit(in, box, step_kernel, &shrunk) != 0) return -1;
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
int cg_image_bands(const cg_image *image) { return vips_image_get_bands(image); }
int cg_image_has_alpha(const cg_image *image) { return vips_image_hasalpha((VipsImage *)image); }

// A copy of the image (the pixels shared) without its EXIF, XMP, IPTC and Photoshop fields: libvips
// 8.14's webpsave writes an EXIF chunk rebuilt from the parsed exif-* fields even with "strip" (GPS and a
// camera's serial number included; found by the site writer's check of what it publishes), so the
// fields themselves go before any save that strips, and then the chunks it still writes (its own
// resolution and orientation) are taken out of the WebP by libwebp's mux (`cg_webp_without_metadata`).
static VipsImage *cg_without_metadata(VipsImage *image) {
  VipsImage *copy = NULL;
  if (vips_copy(image, &copy, NULL) != 0) return NULL;
  gchar **fields = vips_image_get_fields(copy);
  for (int i = 0; fields != NULL && fields[i] != NULL; i++) {
    const char *name = fields[i];
    if (vips_isprefix("exif-", name) || vips_isprefix("xmp-", name) || vips_isprefix("iptc-", name) ||
        vips_isprefix("photoshop-", name)) {
      vips_image_remove(copy, name);
    }
  }
  g_strfreev(fields);
  return copy;
}

// Rewrites a WebP in *bytes (g_malloc'd, as vips gives it) without its EXIF and XMP chunks, through
// libwebp's mux; the new bytes replace the old (freed). 0 on success.
static int cg_webp_without_metadata(void **bytes, size_t *length) {
  WebPData input = {(const uint8_t *)*bytes, *length};
  WebPMux *mux = WebPMuxCreate(&input, 0);
  if (mux == NULL) return -1;
  WebPMuxError exif = WebPMuxDeleteChunk(mux, "EXIF");
  WebPMuxError xmp = WebPMuxDeleteChunk(mux, "XMP ");
  if (exif == WEBP_MUX_NOT_FOUND && xmp == WEBP_MUX_NOT_FOUND) {
    WebPMuxDelete(mux);
    return 0;
  }
  WebPData output;
  WebPDataInit(&output);
  if (WebPMuxAssemble(mux, &output) != WEBP_MUX_OK) {
    WebPMuxDelete(mux);
    return -1;
  }
  WebPMuxDelete(mux);
  size_t size = output.size;
  void *copy = g_malloc(size);
  memcpy(copy, output.bytes, size);
  WebPDataClear(&output);
  g_free(*bytes);
  *bytes = copy;
  *length = size;
  return 0;
}

int cg_encode(cg_image *image, cg_format format, int quality, int strip, void **bytes, size_t *length) {
  VipsImage *saved = image;
  if (strip) {
    saved = cg_without_metadata(image);
    if (saved == NULL) return -1;
  }
  int result;
  switch (format) {
    case CG_PNG:
      result = vips_pngsave_buffer(saved, bytes, length, "strip", strip, "compression", 6, NULL);
      break;
    case CG_WEBP:
      result = vips_webpsave_buffer(saved, bytes, length, "Q", quality, "strip", strip, NULL);
      if (result == 0 && strip) result = cg_webp_without_metadata(bytes, length);
      break;
    case CG_HEIF:
      result = vips_heifsave_buffer(saved, bytes, length, "Q", quality, "strip", strip, NULL);
      break;
    case CG_JPEG_FULL_CHROMA:
      result = vips_jpegsave_buffer(saved, bytes, length, "Q", quality, "strip", strip, "subsample_mode",
                                    VIPS_FOREIGN_SUBSAMPLE_OFF, NULL);
      break;
    default:
      result = vips_jpegsave_buffer(saved, bytes, length, "Q", quality, "strip", strip, NULL);
      break;
  }
  if (saved != image) g_object_unref(saved);
  return result;
}

int cg_zoom_tiles(const void *bytes, size_t length, int strict, int to_srgb, const char *base, int tile_size,
                  int quality, cg_format format, int *width, int *height) {
  const char *options = strict ? "fail_on=error" : "";
  // Sequential access streams the decode into the pyramid without holding the whole original; only an
  // original that must be turned upright is read with random access (a rotation reads across rows).
  VipsImage *loaded = vips_image_new_from_buffer(bytes, length, options, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
  if (loaded == NULL) return -1;
  int orientation = 1;
  if (vips_image_get_typeof(loaded, VIPS_META_ORIENTATION) != 0 &&
      vips_image_get_int(loaded, VIPS_META_ORIENTATION, &orientation) != 0)
    orientation = 1;
  if (orientation != 1) {
    g_object_unref(loaded);
    loaded = vips_image_new_from_buffer(bytes, length, options, "access", VIPS_ACCESS_RANDOM, NULL);
    if (loaded == NULL) return -1;
  }
  VipsImage *coloured = NULL, *converted = NULL, *upright = NULL;
  int failed = 0;
  if (to_srgb) {
    failed = vips_icc_transform(loaded, &coloured, "srgb", "embedded", TRUE, NULL);
    g_object_unref(loaded);
    if (failed) return -1;
  } else if (vips_image_get_interpretation(loaded) == VIPS_INTERPRETATION_CMYK) {
    // A CMYK original without a profile (the ladder's vips_thumbnail converts it the same way, with
    // libvips' own CMYK profile): browsers draw a CMYK JPEG tile wrongly or not at all.
    failed = vips_colourspace(loaded, &coloured, VIPS_INTERPRETATION_sRGB, NULL);
    g_object_unref(loaded);
    if (failed) return -1;
  } else {
    coloured = loaded;
  }
  failed = to_8bit_srgb(coloured, &converted);
  g_object_unref(coloured);
  if (failed) return -1;
  failed = vips_autorot(converted, &upright, NULL);
  g_object_unref(converted);
  if (failed) return -1;
  // An opaque photo's tiles are JPEGs; transparency needs PNG. Alpha is dropped from a JPEG tile.
  VipsImage *bare = cg_without_metadata(upright);
  g_object_unref(upright);
  if (bare == NULL) return -1;
  char suffix[64];
  if (format == CG_PNG)
    snprintf(suffix, sizeof suffix, ".png[strip]");
  else if (format == CG_JPEG_FULL_CHROMA)
    snprintf(suffix, sizeof suffix, ".jpg[Q=%d,strip,subsample_mode=off]", quality);
  else
    snprintf(suffix, sizeof suffix, ".jpg[Q=%d,strip]", quality);
  *width = vips_image_get_width(bare);
  *height = vips_image_get_height(bare);
  failed = vips_dzsave(bare, base, "layout", VIPS_FOREIGN_DZ_LAYOUT_DZ, "tile_size", tile_size, "overlap", 0,
                       "depth", VIPS_FOREIGN_DZ_DEPTH_ONETILE, "suffix", suffix, "strip", TRUE, NULL);
  g_object_unref(bare);
  return failed ? -1 : 0;
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

int cg_to_cmyk(cg_image *in, cg_image **out) {
  VipsImage *cmyk = NULL;
  if (vips_colourspace(in, &cmyk, VIPS_INTERPRETATION_CMYK, NULL) != 0) return -1;
  *out = vips_image_copy_memory(cmyk);
  g_object_unref(cmyk);
  return *out ? 0 : -1;
}

void cg_set_orientation(cg_image *image, int orientation) {
  vips_image_set_int(image, VIPS_META_ORIENTATION, orientation);
}

int cg_image_pixels(cg_image *image, void **pixels, size_t *length) {
  *pixels = vips_image_write_to_memory(image, length);
  return *pixels ? 0 : -1;
}

void cg_free_image(cg_image *image) {
  if (image) g_object_unref(image);
}

void cg_free_buffer(void *bytes) { g_free(bytes); }

int cg_resample_ramp_error(int width, int height, int bands, int box, double *largest) {
  VipsImage *xyz = NULL, *x = NULL, *y = NULL, *sum = NULL, *ramp = NULL, *joined = NULL, *shrunk = NULL,
            *memory = NULL;
  int status = -1;
  // 10 + x + y: a ramp across both axes in whole levels (so the source is exact), the same in every band.
  if (vips_xyz(&xyz, width, height, NULL) != 0 || vips_extract_band(xyz, &x, 0, NULL) != 0 ||
      vips_extract_band(xyz, &y, 1, NULL) != 0 || vips_add(x, y, &sum, NULL) != 0 ||
      vips_linear1(sum, &ramp, 1, 10, "uchar", TRUE, NULL) != 0)
    goto done;
  VipsImage *planes[4] = {ramp, ramp, ramp, ramp};
  if (vips_bandjoin(planes, &joined, bands, NULL) != 0) goto done;
  if (fit(joined, box, step_kernel, &shrunk) != 0) {
    joined = NULL;
    goto done;
  }
  joined = NULL;
  if ((memory = vips_image_copy_memory(shrunk)) == NULL) goto done;
  int out_width = vips_image_get_width(memory), out_height = vips_image_get_height(memory);
  double sx = (double)width / out_width, sy = (double)height / out_height, most = 0;
  // Inside a border the kernel's reach, where no edge is repeated.
  for (int j = 4; j < out_height - 4; j++) {
    for (int i = 4; i < out_width - 4; i++) {
      double ideal = 10 + ((i + 0.5) * sx - 0.5) + ((j + 0.5) * sy - 0.5);
      VipsPel *pixel = VIPS_IMAGE_ADDR(memory, i, j);
      for (int b = 0; b < bands; b++) most = VIPS_MAX(most, fabs(pixel[b] - ideal));
    }
  }
  *largest = most;
  status = 0;
done:;
  VipsImage *all[] = {xyz, x, y, sum, ramp, joined, shrunk, memory};
  for (size_t k = 0; k < sizeof(all) / sizeof(all[0]); k++)
    if (all[k]) g_object_unref(all[k]);
  return status;
}
