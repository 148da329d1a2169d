#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/// Result of a decode: RGBA8 pixels, straight alpha, row after row.
/// `pixels` is allocated with malloc; release it with cic_free.
typedef struct {
    uint8_t *pixels;
    uint32_t width;
    uint32_t height;
} cic_bitmap;

/// Returned by the decoders when the header's width × height exceeds
/// `maximum_pixels`; `out->width` and `out->height` then hold the header's
/// size and no pixel buffer was allocated.
#define CIC_TOO_LARGE (-2)

/// Decodes a PNG of any color type and bit depth to RGBA8, refusing before
/// any pixel buffer is allocated when width × height exceeds `maximum_pixels`.
/// Returns 0 on success, CIC_TOO_LARGE for an image over the limit;
/// otherwise writes a message to `error` and returns -1.
int cic_png_decode(const uint8_t *data, size_t length, uint64_t maximum_pixels, cic_bitmap *out,
                   char *error, size_t error_length);

/// Encodes RGBA8 pixels as a PNG. `*out` is malloc'ed; release with cic_free.
int cic_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                   uint8_t **out, size_t *out_length, char *error, size_t error_length);

/// Decodes a baseline or progressive JPEG (grayscale or YCbCr) to RGBA8, with
/// the same pixel limit and results as cic_png_decode (checked on the header,
/// before libjpeg allocates its decompression buffers).
int cic_jpeg_decode(const uint8_t *data, size_t length, uint64_t maximum_pixels, cic_bitmap *out,
                    char *error, size_t error_length);

/// Decodes a JPEG as cic_jpeg_decode does, scaled down by n/8 (n from 1 to 8)
/// in the IDCT: the smallest n whose output is at least `minimum_width` ×
/// `minimum_height` (the full size if none is smaller; 0 × 0 asks for the
/// full size). The pixel limit applies to the header's full size.
int cic_jpeg_decode_scaled(const uint8_t *data, size_t length, uint64_t maximum_pixels, uint32_t minimum_width,
                           uint32_t minimum_height, cic_bitmap *out, char *error, size_t error_length);

/// Reads a JPEG's header only: its width and height. Returns 0, or -1 with a message.
int cic_jpeg_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                  char *error, size_t error_length);

/// Reads a PNG's header only: its width and height. Returns 0, or -1 with a message.
int cic_png_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                 char *error, size_t error_length);

/// Scales RGBA8 pixels (straight alpha) of `width` × `height` down to
/// `target_width` × `target_height` with Cairo's GOOD filter (a box filter
/// for reductions), in premultiplied space so transparent pixels do not
/// darken their neighbours; edges are padded, not faded. `*out` is
/// malloc'ed; release with cic_free. Returns 0, or -1 with a message (a
/// side over Cairo's 32,767, or out of memory).
int cic_rgba_downscale(const uint8_t *rgba, uint32_t width, uint32_t height, uint32_t target_width,
                       uint32_t target_height, uint8_t **out, char *error, size_t error_length);

/// Encodes RGBA8 pixels as a baseline JPEG (alpha dropped) at `quality` 1–100.
/// `*out` is malloc'ed; release with cic_free.
int cic_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                    uint8_t **out, size_t *out_length, char *error, size_t error_length);

/// Releases memory returned by this library.
void cic_free(void *pointer);

#endif
