#ifndef QUIRE_CCAIRO_H
#define QUIRE_CCAIRO_H

// cairo 1.16 (Debian 12) for QuireGraphics: image surfaces, PNG reading and writing, PDF surfaces.
// Only QuireGraphics imports this module.

#include <cairo.h>
#include <cairo-pdf.h>

#endif
