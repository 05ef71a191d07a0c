// Cairo and Pango for OpenUIKitRendering, through Debian's libcairo2-dev and libpango1.0-dev; pixman,
// Cairo's own pixel compositor (libpixman-1-dev, which libcairo2-dev depends on), for copying a cached
// rendering's pixels and pasting text masks without Cairo's per-operation setup
// (CairoCanvas+CachedRendering.swift, CairoCanvas+Text.swift).
#ifndef OPENUIKIT_CCAIRO_SHIM_H
#define OPENUIKIT_CCAIRO_SHIM_H

#include <cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>

// PANGO_SCALE is a macro that imports, but as a plain Int32 literal; this keeps the unit explicit.
static inline int ccairo_pango_scale(void) { return PANGO_SCALE; }

// g_object_unref takes a gpointer; this keeps call sites typed.
static inline void ccairo_layout_release(PangoLayout *layout) { g_object_unref(layout); }
static inline void ccairo_context_release(PangoContext *context) { g_object_unref(context); }
static inline void ccairo_font_map_release(PangoFontMap *map) { g_object_unref(map); }

#endif
