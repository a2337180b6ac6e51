#ifndef QUIRE_CGDKPIXBUF_H
#define QUIRE_CGDKPIXBUF_H

// gdk-pixbuf 2.42 (Debian 12) for QuireGraphics: decoding JPEG (PNG goes through cairo). Its PNG and
// JPEG loaders are built into the library on Debian, so no loader modules or display are needed.

#include <gdk-pixbuf/gdk-pixbuf.h>

#endif
