#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
