// JPEG through libjpeg(-turbo). Its errors longjmp back here, so no error
// ever unwinds through Swift frames.
#include "CImageCodecs.h"

#include <stdio.h>  // jpeglib.h uses FILE without including it
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
} error_manager;

static void on_error(j_common_ptr info) {
    error_manager *manager = (error_manager *)info->err;
    (*info->err->format_message)(info, manager->message);
    longjmp(manager->escape, 1);
}

static void on_message(j_common_ptr info) { (void)info; }  // warnings are not errors here

int cic_jpeg_decode(const uint8_t *data, size_t length, uint64_t maximum_pixels, cic_bitmap *out,
                    char *error, size_t error_length) {
    return cic_jpeg_decode_scaled(data, length, maximum_pixels, 0, 0, out, error, error_length);
}

int cic_jpeg_decode_scaled(const uint8_t *data, size_t length, uint64_t maximum_pixels, uint32_t minimum_width,
                           uint32_t minimum_height, cic_bitmap *out, char *error, size_t error_length) {
    struct jpeg_decompress_struct info;
    error_manager manager;
    uint8_t *volatile pixels = NULL;
    memset(&manager, 0, sizeof manager);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = on_error;
    manager.base.output_message = on_message;
    if (setjmp(manager.escape)) {
        if (error_length) snprintf(error, error_length, "JPEG: %s", manager.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        if (error_length) snprintf(error, error_length, "JPEG: CMYK and YCCK images are not supported");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    // The header's size decides, before jpeg_start_decompress allocates
    // buffers that grow with the image (a whole-image coefficient buffer
    // for progressive files). JPEG sides are at most 65,535, so the product
    // fits in 64 bits.
    if ((uint64_t)info.image_width * (uint64_t)info.image_height > maximum_pixels) {
        out->width = info.image_width;
        out->height = info.image_height;
        jpeg_destroy_decompress(&info);
        return CIC_TOO_LARGE;
    }
    info.out_color_space = JCS_EXT_RGBA;
    // The IDCT scales by n/8 as it decodes, touching each coefficient once:
    // the smallest n whose output still covers the size asked for costs a
    // fraction of a full decode and never holds the full-size pixels.
    if (minimum_width > 0 && minimum_height > 0) {
        for (unsigned int eighths = 1; eighths <= 8; eighths++) {
            info.scale_num = eighths;
            info.scale_denom = 8;
            jpeg_calc_output_dimensions(&info);
            if (info.output_width >= minimum_width && info.output_height >= minimum_height) break;
        }
    }
    jpeg_start_decompress(&info);
    const size_t stride = (size_t)info.output_width * 4;
    if (info.output_width == 0 || info.output_height == 0 || (size_t)info.output_height > SIZE_MAX / stride) {
        if (error_length) snprintf(error, error_length, "JPEG: image dimensions are zero or too large");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    pixels = malloc(stride * info.output_height);
    if (!pixels) {
        if (error_length) snprintf(error, error_length, "JPEG: out of memory for the decoded pixels");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    out->pixels = pixels;
    out->width = info.output_width;
    out->height = info.output_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int cic_jpeg_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                  char *error, size_t error_length) {
    struct jpeg_decompress_struct info;
    error_manager manager;
    memset(&manager, 0, sizeof manager);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = on_error;
    manager.base.output_message = on_message;
    if (setjmp(manager.escape)) {
        if (error_length) snprintf(error, error_length, "JPEG: %s", manager.message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int cic_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                    uint8_t **out, size_t *out_length, char *error, size_t error_length) {
    struct jpeg_compress_struct info;
    error_manager manager;
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;
    memset(&manager, 0, sizeof manager);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = on_error;
    manager.base.output_message = on_message;
    if (setjmp(manager.escape)) {
        if (error_length) snprintf(error, error_length, "JPEG: %s", manager.message);
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    if (width == 0 || height == 0) {
        if (error_length) snprintf(error, error_length, "JPEG: image dimensions are zero");
        return -1;
    }
    jpeg_create_compress(&info);
    unsigned char *destination = NULL;
    jpeg_mem_dest(&info, &destination, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    const size_t stride = (size_t)width * 4;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    buffer = destination;
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_length = (size_t)size;
    return 0;
}
