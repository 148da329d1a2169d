// PNG through libpng's simplified API, which needs no setjmp of our own.
#include "CImageCodecs.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void copy_message(char *error, size_t error_length, const char *prefix, const char *message) {
    if (error_length == 0) return;
    snprintf(error, error_length, "%s%s", prefix, message);
}

int cic_png_decode(const uint8_t *data, size_t length, uint64_t maximum_pixels, cic_bitmap *out,
                   char *error, size_t error_length) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, length)) {
        copy_message(error, error_length, "PNG header: ", image.message);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    // Both sides are below 2^32, so their product fits in 64 bits: the
    // header alone decides, before libpng or we allocate anything per pixel.
    if ((uint64_t)image.width * (uint64_t)image.height > maximum_pixels) {
        out->width = image.width;
        out->height = image.height;
        png_image_free(&image);
        return CIC_TOO_LARGE;
    }
    const size_t stride = (size_t)image.width * 4;
    if (image.width == 0 || image.height == 0 || stride / 4 != image.width ||
        (size_t)image.height > SIZE_MAX / stride) {
        copy_message(error, error_length, "PNG: ", "image dimensions are zero or too large");
        png_image_free(&image);
        return -1;
    }
    uint8_t *pixels = malloc(stride * image.height);
    if (!pixels) {
        copy_message(error, error_length, "PNG: ", "out of memory for the decoded pixels");
        png_image_free(&image);
        return -1;
    }
    if (!png_image_finish_read(&image, NULL, pixels, (png_int_32)stride, NULL)) {
        copy_message(error, error_length, "PNG data: ", image.message);
        free(pixels);
        png_image_free(&image);
        return -1;
    }
    out->pixels = pixels;
    out->width = image.width;
    out->height = image.height;
    return 0;
}

int cic_png_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                 char *error, size_t error_length) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, length)) {
        copy_message(error, error_length, "PNG header: ", image.message);
        png_image_free(&image);
        return -1;
    }
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return 0;
}

int cic_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                   uint8_t **out, size_t *out_length, char *error, size_t error_length) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = 0;
    // First pass computes the size, second writes.
    if (!png_image_write_to_memory(&image, NULL, &size, 0, rgba, 0, NULL)) {
        copy_message(error, error_length, "PNG encode: ", image.message);
        png_image_free(&image);
        return -1;
    }
    uint8_t *buffer = malloc(size);
    if (!buffer) {
        copy_message(error, error_length, "PNG encode: ", "out of memory");
        return -1;
    }
    if (!png_image_write_to_memory(&image, buffer, &size, 0, rgba, 0, NULL)) {
        copy_message(error, error_length, "PNG encode: ", image.message);
        free(buffer);
        png_image_free(&image);
        return -1;
    }
    *out = buffer;
    *out_length = size;
    return 0;
}

void cic_free(void *pointer) { free(pointer); }
