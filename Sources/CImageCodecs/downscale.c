// Downscaling decoded pictures to the size a screen draws them at, with
// Cairo (pixman), which the raster backend links already.
#include "CImageCodecs.h"

#include <cairo/cairo.h>
#include <stdio.h>
#include <stdlib.h>

/// Cairo's image surfaces are limited to 32,767 pixels a side.
#define SIDE_LIMIT 32767u

static int fail(char *error, size_t error_length, const char *message) {
    if (error_length) snprintf(error, error_length, "downscale: %s", message);
    return -1;
}

/// Straight RGBA8 into a premultiplied ARGB32 surface.
static cairo_surface_t *premultiplied_surface(const uint8_t *rgba, uint32_t width, uint32_t height) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)width, (int)height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) return surface;
    cairo_surface_flush(surface);
    unsigned char *data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    for (uint32_t y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(data + (size_t)y * (size_t)stride);
        const uint8_t *source = rgba + (size_t)y * width * 4;
        for (uint32_t x = 0; x < width; x++, source += 4) {
            const uint32_t alpha = source[3];
            if (alpha == 255) {
                row[x] = 0xFF000000u | (uint32_t)source[0] << 16 | (uint32_t)source[1] << 8 | source[2];
            } else {
                row[x] = alpha << 24 | ((source[0] * alpha + 127) / 255) << 16 | ((source[1] * alpha + 127) / 255) << 8
                    | ((source[2] * alpha + 127) / 255);
            }
        }
    }
    cairo_surface_mark_dirty(surface);
    return surface;
}

int cic_rgba_downscale(const uint8_t *rgba, uint32_t width, uint32_t height, uint32_t target_width,
                       uint32_t target_height, uint8_t **out, char *error, size_t error_length) {
    if (width == 0 || height == 0 || target_width == 0 || target_height == 0) return fail(error, error_length, "a side is zero");
    if (width > SIDE_LIMIT || height > SIDE_LIMIT || target_width > SIDE_LIMIT || target_height > SIDE_LIMIT) {
        return fail(error, error_length, "a side is over 32,767 pixels");
    }
    cairo_surface_t *source = premultiplied_surface(rgba, width, height);
    cairo_surface_t *target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)target_width, (int)target_height);
    uint8_t *pixels = malloc((size_t)target_width * target_height * 4);
    if (cairo_surface_status(source) != CAIRO_STATUS_SUCCESS || cairo_surface_status(target) != CAIRO_STATUS_SUCCESS || !pixels) {
        cairo_surface_destroy(source);
        cairo_surface_destroy(target);
        free(pixels);
        return fail(error, error_length, "out of memory");
    }
    cairo_t *cr = cairo_create(target);
    cairo_scale(cr, (double)target_width / width, (double)target_height / height);
    cairo_set_source_surface(cr, source, 0, 0);
    cairo_pattern_t *pattern = cairo_get_source(cr);
    // GOOD is a box filter when reducing (Cairo 1.14 and later): every source pixel counts once.
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD);
    // Padded, so the outermost pixels are not blended with transparency.
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_flush(target);
    const unsigned char *data = cairo_image_surface_get_data(target);
    const int stride = cairo_image_surface_get_stride(target);
    for (uint32_t y = 0; y < target_height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * (size_t)stride);
        uint8_t *destination = pixels + (size_t)y * target_width * 4;
        for (uint32_t x = 0; x < target_width; x++, destination += 4) {
            const uint32_t pixel = row[x];
            const uint32_t alpha = pixel >> 24;
            uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
            if (alpha != 255 && alpha != 0) {
                red = (red * 255 + alpha / 2) / alpha;
                green = (green * 255 + alpha / 2) / alpha;
                blue = (blue * 255 + alpha / 2) / alpha;
            }
            destination[0] = (uint8_t)(red > 255 ? 255 : red);
            destination[1] = (uint8_t)(green > 255 ? 255 : green);
            destination[2] = (uint8_t)(blue > 255 ? 255 : blue);
            destination[3] = (uint8_t)alpha;
        }
    }
    cairo_surface_destroy(source);
    cairo_surface_destroy(target);
    *out = pixels;
    return 0;
}
