#ifndef GLASS_CCAIRO_SHIM_H
#define GLASS_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <librsvg/rsvg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

// PANGO_SCALE is a macro.
static inline int ccairo_pango_scale(void) { return PANGO_SCALE; }
#endif
