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

/// Decodes a PNG of any color type and bit depth to RGBA8.
/// Returns 0 on success; otherwise writes a message to `error` and returns -1.
int cic_png_decode(const uint8_t *data, size_t length, cic_bitmap *out, char *error, size_t error_length);

/// Encodes RGBA8 pixels as a PNG. `*out` is malloc'ed; release with cic_free.
int cic_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                   uint8_t **out, size_t *out_length, char *error, size_t error_length);

/// Decodes a baseline or progressive JPEG (grayscale or YCbCr) to RGBA8.
int cic_jpeg_decode(const uint8_t *data, size_t length, cic_bitmap *out, char *error, size_t error_length);

/// Encodes RGBA8 pixels as a baseline JPEG (alpha dropped) at `quality` 1–100.
/// `*out` is malloc'ed; release with cic_free.
int cic_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                    uint8_t **out, size_t *out_length, char *error, size_t error_length);

/// Releases memory returned by this library.
void cic_free(void *pointer);

#endif
