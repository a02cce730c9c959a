#include "Resample.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/// Weights are 16-bit fixed point with this many fraction bits (lanczos3's largest weight, under 1,
/// fits; the sums stay far inside 32 bits).
enum { FRACTION = 14 };

static double sinc(double x) {
  if (x == 0) return 1;
  x *= M_PI;
  return sin(x) / x;
}

/// The kernel at distance `x` in its own units (source pixels when not shrinking).
static double kernel_at(cg_kernel kernel, double x) {
  x = fabs(x);
  switch (kernel) {
    case CG_LINEAR:
      return x < 1 ? 1 - x : 0;
    case CG_CUBIC:  // Catmull-Rom (B = 0, C = 1/2), libvips' "cubic".
      if (x < 1) return (1.5 * x - 2.5) * x * x + 1;
      if (x < 2) return ((-0.5 * x + 2.5) * x - 4) * x + 2;
      return 0;
    default:
      return x < 3 ? sinc(x) * sinc(x / 3) : 0;
  }
}

static double kernel_support(cg_kernel kernel) {
  return kernel == CG_LINEAR ? 1 : (kernel == CG_CUBIC ? 2 : 3);
}

static inline uint8_t to_byte(int32_t sum) {
  sum = (sum + (1 << (FRACTION - 1))) >> FRACTION;
  return (uint8_t)(sum < 0 ? 0 : (sum > 255 ? 255 : sum));
}

/// Output pixel `x` of one row from the weights `w` of `taps` source pixels starting at `first`,
/// folding pixels past an edge onto the border.
static void pixel_at_edge(const uint8_t *row, int width, int bands, int first, int taps, const int16_t *w,
                          uint8_t *out) {
  int32_t sum[4] = {0, 0, 0, 0};
  for (int t = 0; t < taps; t++) {
    int i = first + t;
    i = i < 0 ? 0 : (i >= width ? width - 1 : i);
    for (int b = 0; b < bands; b++) sum[b] += w[t] * row[i * bands + b];
  }
  for (int b = 0; b < bands; b++) out[b] = to_byte(sum[b]);
}

#ifdef __SSE2__
/// Two taps at a time: the bytes of neighbouring pixels interleaved to 16 bits and multiplied by their
/// two weights in one pmaddwd, four bands a lane each. Reads 4 bytes a pixel (with 3 bands, the next
/// pixel's first byte, weighted by nothing).
static inline void pixel_sse2(const uint8_t *p, int bands, int taps, const int16_t *w, uint8_t *out) {
  __m128i zero = _mm_setzero_si128(), sum = zero;
  for (int t = 0; t < taps; t += 2, p += 2 * bands) {
    int32_t a, b;
    memcpy(&a, p, 4);
    memcpy(&b, p + bands, 4);
    __m128i pair = _mm_unpacklo_epi8(_mm_unpacklo_epi8(_mm_cvtsi32_si128(a), _mm_cvtsi32_si128(b)), zero);
    __m128i weights = _mm_set1_epi32((int32_t)((uint32_t)(uint16_t)w[t] | ((uint32_t)(uint16_t)w[t + 1] << 16)));
    sum = _mm_add_epi32(sum, _mm_madd_epi16(pair, weights));
  }
  sum = _mm_srai_epi32(_mm_add_epi32(sum, _mm_set1_epi32(1 << (FRACTION - 1))), FRACTION);
  __m128i bytes = _mm_packus_epi16(_mm_packs_epi32(sum, zero), zero);
  int32_t packed = _mm_cvtsi128_si32(bytes);
  memcpy(out, &packed, (size_t)bands);
}
#endif

int cg_resample_rows(const uint8_t *in, int width, int height, int bands, uint8_t *line, int out_width,
                     cg_kernel kernel, cg_row_sink sink, void *context) {
  if (width < 1 || height < 1 || out_width < 1 || bands < 1 || bands > 4) return -1;
  double scale = (double)width / out_width;
  double stretch = scale > 1 ? scale : 1;
  double support = kernel_support(kernel) * stretch;
  // Source pixels strictly within `support` of a centre: at most ceil(2 x support); even, for pairs.
  int taps = (int)ceil(2 * support);
  taps += taps % 2;
  int *first = malloc(sizeof(int) * out_width);
  int16_t *weights = calloc((size_t)out_width * taps, sizeof(int16_t));
  double *raw = malloc(sizeof(double) * taps);
  if (!first || !weights || !raw) {
    free(first);
    free(weights);
    free(raw);
    return -1;
  }
  for (int x = 0; x < out_width; x++) {
    // Pixel centres line up: output pixel x covers source pixels [x, x + 1) x scale.
    double centre = (x + 0.5) * scale - 0.5;
    first[x] = (int)floor(centre - support) + 1;
    double total = 0;
    for (int t = 0; t < taps; t++) total += raw[t] = kernel_at(kernel, (first[x] + t - centre) / stretch);
    int16_t *w = weights + (long)x * taps;
    int sum = 0, heaviest = 0;
    for (int t = 0; t < taps; t++) {
      w[t] = (int16_t)lround(raw[t] / total * (1 << FRACTION));
      sum += w[t];
      if (w[t] > w[heaviest]) heaviest = t;
    }
    // The weights sum to one exactly, so flat areas stay flat.
    w[heaviest] = (int16_t)(w[heaviest] + (1 << FRACTION) - sum);
  }
  free(raw);
  long in_line = (long)width * bands;
  int status = 0;
  for (int y = 0; y < height && status == 0; y++) {
    const uint8_t *row = in + y * in_line;
    for (int x = 0; x < out_width; x++) {
      const int16_t *w = weights + (long)x * taps;
#ifdef __SSE2__
      // Inside the row, with the 4-byte read of the last tap's pixel inside it too.
      if (bands >= 3 && first[x] >= 0 && first[x] + taps < width) {
        pixel_sse2(row + (long)first[x] * bands, bands, taps, w, line + (long)x * bands);
        continue;
      }
#endif
      pixel_at_edge(row, width, bands, first[x], taps, w, line + (long)x * bands);
    }
    status = sink(context, y, line);
  }
  free(first);
  free(weights);
  return status;
}
