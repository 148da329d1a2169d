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

/// Encodes RGBA8 pixels as a baseline JPEG (alpha dropped) at `quality` 1–100.
/// `*out` is malloc'ed; release with cic_free.
int cic_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                    uint8_t **out, size_t *out_length, char *error, size_t error_length);

/// Releases memory returned by this library.
void cic_free(void *pointer);

#endif
