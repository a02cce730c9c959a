#ifndef CGALLERY_RESAMPLE_H
#define CGALLERY_RESAMPLE_H

#include <stdint.h>

// The horizontal half of a resample, for 8-bit interleaved pixels. libvips 8.14's horizontal reduce is
// a scalar loop that costs about the same per pixel whatever the kernel, three to six times its
// vertical one: most of a resample's time. This one takes two taps per SSE2 multiply-add (plain C
// elsewhere); on photographs it is within one level of 8 bits of libvips' result, with pixel centres
// exactly where they belong. Internal to CGalleryImaging.

/// The kernels: the triangle filter, Catmull-Rom (libvips' "cubic") and lanczos3.
typedef enum { CG_LINEAR = 0, CG_CUBIC = 1, CG_LANCZOS3 = 2 } cg_kernel;

/// Takes each output row, `y` from 0 in order; returns 0 to go on, else the resample stops with it.
typedef int (*cg_row_sink)(void *context, int y, const uint8_t *row);

/// Resamples each row of `in` (`width` x `height`, `bands` of 1-4 bytes a pixel, rows packed) to
/// `out_width` pixels with `kernel`, stretched by the scale when shrinking so it filters as it shrinks,
/// pixel centres aligned as libvips aligns them; edges repeat the border pixel. Each row is made in
/// `line` (`out_width` x `bands` bytes) and handed to `sink`. Returns 0, the sink's failure, or -1 when
/// a size is not positive or memory runs out.
int cg_resample_rows(const uint8_t *in, int width, int height, int bands, uint8_t *line, int out_width,
                     cg_kernel kernel, cg_row_sink sink, void *context);

#endif
