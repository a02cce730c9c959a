// The floor of a photo build (issue 44): the image work a build cannot avoid, with the tool's own C
// pipeline (Sources/CGalleryImaging, compiled in) and nothing else, one photo after another on one
// thread: each photo decoded once at the scale its largest size needs and resampled to it
// (cg_thumbnail_buffer: libjpeg's shrink-on-load, then one resample), each smaller size from the one
// above (cg_thumbnail_image), and every size encoded as JPEG at the build's quality without metadata
// (cg_encode). Each step is timed from memory to memory; the file is read first, untimed. No pages, no
// cache, no digests, no metadata reading, no threads: the sum over all photos divided by the cores is
// the wall time of a build that parallelised perfectly and did nothing else.
//
// usage: image-floor QUALITY SIZE... -- PHOTO...
// prints: photos decode_and_first_resample_s smaller_sizes_s encodes_s total_s
// Built and run by Benchmarks/image-bench: cc image-floor.c ../Sources/CGalleryImaging/*.c with
// $(pkg-config --cflags --libs vips libwebpmux) and -ljemalloc, the tool's allocator and its settings.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "CGalleryImaging.h"
#include <glib.h>

const char *malloc_conf = "thp:always"; // as Sources/CGalleryAllocator sets it for the tool

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  if (argc < 4 || cg_start(argv[0], 1) != 0) {
    fprintf(stderr, "usage: image-floor QUALITY SIZE... -- PHOTO...\n");
    return 64;
  }
  int quality = atoi(argv[1]);
  int sizes[16], count = 0, first = 2;
  for (; first < argc && strcmp(argv[first], "--") != 0 && count < 16; first++) sizes[count++] = atoi(argv[first]);
  first++;
  double decode = 0, resize = 0, encode = 0;
  int photos = 0;
  for (int i = first; i < argc; i++) {
    gchar *bytes = NULL;
    gsize length = 0;
    if (!g_file_get_contents(argv[i], &bytes, &length, NULL)) continue;
    cg_header header;
    if (cg_read_header(bytes, length, &header) != 0) {
      g_free(bytes);
      continue;
    }
    double t0 = now();
    cg_image *above = NULL;
    if (cg_thumbnail_buffer(bytes, length, sizes[count - 1], 0, header.has_profile, &above) != 0) {
      g_free(bytes);
      continue;
    }
    decode += now() - t0;
    for (int s = count - 1; s >= 0; s--) {
      cg_image *sized = above;
      if (s < count - 1) {
        // A smaller size the photo does not reach is not made (a build does not make it either).
        int longest = cg_image_width(above) > cg_image_height(above) ? cg_image_width(above) : cg_image_height(above);
        if (longest <= sizes[s]) continue;
        double r0 = now();
        cg_image *lazy = NULL;
        if (cg_thumbnail_image(above, sizes[s], &lazy) != 0 || cg_image_to_memory(lazy, &sized) != 0) return 1;
        cg_free_image(lazy);
        resize += now() - r0;
      }
      double e0 = now();
      void *jpeg = NULL;
      size_t jpeg_length = 0;
      if (cg_encode(sized, CG_JPEG, quality, 1, &jpeg, &jpeg_length) != 0) return 1;
      encode += now() - e0;
      cg_free_buffer(jpeg);
      if (sized != above) {
        cg_free_image(above);
        above = sized;
      }
    }
    cg_free_image(above);
    g_free(bytes);
    photos++;
  }
  printf("%d %.3f %.3f %.3f %.3f\n", photos, decode, resize, encode, decode + resize + encode);
  return 0;
}
