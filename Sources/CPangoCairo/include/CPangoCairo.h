// The C libraries RasterBackend draws and measures text with: Cairo and
// Fontconfig through their own headers, Pango and GObject through the small
// part of their stable 1.x / 2.x ABI that RasterBackend calls, declared here.
//
// Why not include <pango/pangocairo.h>: Pango's and GLib's headers live in
// versioned folders (/usr/include/pango-1.0, glib-2.0, and a per-architecture
// glibconfig.h) that only pkg-config knows, and pkg-config's flags carry
// -pthread, which SwiftPM refuses with a warning on every build; passing them
// as unsafeFlags would forbid using this package as a dependency. Cairo's and
// Fontconfig's headers are on the default include path, Pango's are not.
//
// Everything below must match the shared libraries' ABI exactly: values were
// checked against Pango 1.50's headers. Add a declaration here before using
// a new Pango function from Swift.
//
// Linked: pangocairo, pangoft2 (application fonts), pango, gobject, glib,
// cairo and fontconfig. On Debian: apt-get install libcairo2-dev libpango1.0-dev (which bring
// libglib2.0-dev and libfontconfig-dev); scripts/setup-system.sh does it.

#ifndef CPANGOCAIRO_H
#define CPANGOCAIRO_H

#include <cairo/cairo.h>
#include <fontconfig/fontconfig.h>
#include <stdint.h>

// MARK: - Units and value types

/// Pango units per point (device unit): sizes and positions are fixed-point.
#define PANGO_SCALE 1024

/// A rectangle in Pango units.
typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

/// Reference-counted objects, used only through pointers.
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;

/// The public head of a laid-out line (only these fields are read): the
/// line's byte range in the layout's text.
typedef struct {
    PangoLayout *layout;
    int start_index;
    int length;
} PangoLayoutLine;

/// The public head of every Pango attribute: callers set the byte range
/// (into the layout's UTF-8 text) before inserting it into a list.
typedef struct {
    const PangoAttrClass *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;

// MARK: - Enumerations (plain C enums: passed as unsigned int)

/// Numeric CSS-like weight: any value from 100 to 1000 is accepted.
typedef enum {
    PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_BOLD = 700,
} PangoWeight;

typedef enum {
    PANGO_STYLE_NORMAL = 0,
    PANGO_STYLE_OBLIQUE = 1,
    PANGO_STYLE_ITALIC = 2,
} PangoStyle;

typedef enum {
    PANGO_UNDERLINE_NONE = 0,
    PANGO_UNDERLINE_SINGLE = 1,
    PANGO_UNDERLINE_DOUBLE = 2,
    PANGO_UNDERLINE_LOW = 3,
    PANGO_UNDERLINE_ERROR = 4,
} PangoUnderline;

typedef enum {
    PANGO_ALIGN_LEFT = 0,
    PANGO_ALIGN_CENTER = 1,
    PANGO_ALIGN_RIGHT = 2,
} PangoAlignment;

typedef enum {
    PANGO_DIRECTION_LTR = 0,
    PANGO_DIRECTION_RTL = 1,
} PangoDirection;

typedef enum {
    PANGO_WRAP_WORD = 0,
    PANGO_WRAP_CHAR = 1,
    PANGO_WRAP_WORD_CHAR = 2,
} PangoWrapMode;

typedef enum {
    PANGO_ELLIPSIZE_NONE = 0,
    PANGO_ELLIPSIZE_START = 1,
    PANGO_ELLIPSIZE_MIDDLE = 2,
    PANGO_ELLIPSIZE_END = 3,
} PangoEllipsizeMode;

// MARK: - Functions
// GLib's gboolean is an int (0 or 1) and guint16 an unsigned 16-bit integer.

/// Drops one reference to any GObject (font map, context, layout).
void g_object_unref(void *object);

// Font map and context.
PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *font_map);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions);
// The direction of paragraphs of layouts made in the context whose auto-dir is off.
void pango_context_set_base_dir(PangoContext *context, PangoDirection direction);

// Tells a font map that its fontconfig configuration changed (application
// fonts were added): it forgets the fonts it loaded and lists them again.
void pango_fc_font_map_config_changed(PangoFontMap *font_map);

// Font descriptions (freed with pango_font_description_free, not unref).
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *description);
void pango_font_description_set_family(PangoFontDescription *description, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *description, double size);
void pango_font_description_set_weight(PangoFontDescription *description, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *description, PangoStyle style);

// Attributes: a list takes ownership of each attribute inserted.
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attribute);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *description);
PangoAttribute *pango_attr_foreground_new(uint16_t red, uint16_t green, uint16_t blue);
PangoAttribute *pango_attr_foreground_alpha_new(uint16_t alpha);
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_strikethrough_new(int strikethrough);
PangoAttribute *pango_attr_underline_color_new(uint16_t red, uint16_t green, uint16_t blue);
PangoAttribute *pango_attr_strikethrough_color_new(uint16_t red, uint16_t green, uint16_t blue);
PangoAttribute *pango_attr_background_new(uint16_t red, uint16_t green, uint16_t blue);
PangoAttribute *pango_attr_background_alpha_new(uint16_t alpha);
// Extra space between graphemes, in Pango units.
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
// OpenType features for the range, as "tnum 1,smcp 1" (since 1.38).
PangoAttribute *pango_attr_font_features_new(const char *features);
// Baseline shift up, in Pango units.
PangoAttribute *pango_attr_rise_new(int rise);
// Since 1.50: a line's logical height is this factor times its font's, the
// difference split above and below (as CSS's half-leading).
PangoAttribute *pango_attr_line_height_new(double factor);
// Since 1.50: a line's logical height is this many Pango units, whatever
// fonts its glyphs come from (CSS's fixed line-height, half-leading included).
PangoAttribute *pango_attr_line_height_new_absolute(int height);

// Layouts: widths in Pango units (-1: unlimited); a negative height is a
// line count for ellipsizing.
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *description);
// Takes its own reference to the list: the caller releases its one.
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attributes);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, int justify);
// Off: every paragraph runs in the context's base direction (CSS's `direction`),
// and left and right alignment are never swapped for right-to-left paragraphs.
void pango_layout_set_auto_dir(PangoLayout *layout, int auto_dir);
// Extra space between lines, in Pango units.
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
// Indent of each paragraph's first line, in Pango units; negative: hanging.
void pango_layout_set_indent(PangoLayout *layout, int indent);
// The byte index of the grapheme at a point (Pango units, layout coordinates);
// returns whether the point was inside the text's lines.
int pango_layout_xy_to_index(PangoLayout *layout, int x, int y, int *index, int *trailing);
int pango_layout_get_line_count(PangoLayout *layout);
// One per character and one past the end: PangoLogAttr's bitfield, read as
// a whole word. Bit 13 is break_inserts_hyphen (since 1.50): a line broken
// before this character ends with a hyphen.
typedef struct {
    unsigned int bits;
} PangoLogAttr;
const PangoLogAttr *pango_layout_get_log_attrs_readonly(PangoLayout *layout, int *n_attrs);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink, PangoRectangle *logical);
int pango_layout_is_ellipsized(PangoLayout *layout);
void pango_layout_index_to_pos(PangoLayout *layout, int byte_index, PangoRectangle *position);

// Line iteration.
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iterator);
int pango_layout_iter_next_line(PangoLayoutIter *iterator);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iterator, PangoRectangle *ink, PangoRectangle *logical);
int pango_layout_iter_get_baseline(PangoLayoutIter *iterator);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iterator);

// Visual ranges of a byte range in a line: pairs of x positions in Pango
// units from the layout's left edge; the array is freed with g_free.
void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges);
void g_free(void *memory);

// Drawing: at the Cairo context's current point.
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
// Adds the layout's glyph outlines to the current path (shadows are filled from it).
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);

#endif
