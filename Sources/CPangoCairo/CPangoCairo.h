#ifndef QUIRE_CPANGOCAIRO_H
#define QUIRE_CPANGOCAIRO_H

// Pango over cairo (Debian 12: libpango1.0-dev, which GTK's headers already pull in) for
// QuireGraphics: text a Canvas draws is laid out and shaped by Pango and painted by cairo, as GTK's
// labels are. Only QuireGraphics imports this module.

#include <pango/pangocairo.h>

#endif
