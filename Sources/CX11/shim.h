#ifndef GLASS_CX11_SHIM_H
#define GLASS_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XTest.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <poll.h>

// Xlib exposes these as macros, which Swift cannot import.
static inline int cx11_connection_number(Display *d) { return ConnectionNumber(d); }
static inline int cx11_default_screen(Display *d) { return DefaultScreen(d); }
static inline Window cx11_root_window(Display *d, int s) { return RootWindow(d, s); }
static inline Visual *cx11_default_visual(Display *d, int s) { return DefaultVisual(d, s); }
static inline int cx11_default_depth(Display *d, int s) { return DefaultDepth(d, s); }
static inline GC cx11_default_gc(Display *d, int s) { return DefaultGC(d, s); }
static inline int cx11_image_byte_order(Display *d) { return ImageByteOrder(d); }
static inline int cx11_destroy_image(XImage *i) { return XDestroyImage(i); }
static inline int cx11_ipc_private(void) { return IPC_PRIVATE; }
static inline int cx11_ipc_creat(void) { return IPC_CREAT; }
static inline int cx11_ipc_rmid(void) { return IPC_RMID; }
static inline void *cx11_shm_failed(void) { return (void *)-1; }
static inline unsigned long cx11_all_planes(void) { return AllPlanes; }
static inline int cx11_shm_completion(void) { return ShmCompletion; }
// The ShmCompletion event is not a member of the XEvent union.
static inline ShmSeg cx11_shm_completion_segment(const XEvent *e) { return ((const XShmCompletionEvent *)e)->shmseg; }
static inline int cx11_image_bits_per_pixel(const XImage *i) { return i->bits_per_pixel; }
// XGetPixel is a macro over a function pointer.
static inline unsigned long cx11_get_pixel(XImage *i, int x, int y) { return XGetPixel(i, x, y); }
// XInput2's mask helpers are macros.
static inline int cx11_xi_mask_len(void) { return XIMaskLen(XI_LASTEVENT); }
static inline void cx11_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int cx11_xi_mask_is_set(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) != 0; }
#endif
