#ifndef GLASS_CX11_SHIM_H
#define GLASS_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XTest.h>
#include <X11/Xlib-xcb.h>
#include <xcb/shm.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <stdlib.h>
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
// An anonymous file of shared memory (memfd_create), close-on-exec; -1 and errno on failure.
static inline int cx11_memfd(const char *name) { return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */); }
static inline void *cx11_map_failed(void) { return MAP_FAILED; }
// Whether the server speaks MIT-SHM 1.2 (file descriptors instead of System V segments).
static inline int cx11_shm_has_fd_passing(Display *d) {
    xcb_connection_t *c = XGetXCBConnection(d);
    xcb_shm_query_version_reply_t *r = xcb_shm_query_version_reply(c, xcb_shm_query_version(c), NULL);
    if (!r) return 0;
    int ok = r->major_version > 1 || (r->major_version == 1 && r->minor_version >= 2);
    free(r);
    return ok;
}
// Attaches the shared memory behind `fd` to the server as a new segment (MIT-SHM 1.2
// ShmAttachFd) and waits for the answer. The fd is sent and closed either way. Returns the
// segment id, or 0 when the server refused it.
static inline unsigned long cx11_shm_attach_fd(Display *d, int fd) {
    xcb_connection_t *c = XGetXCBConnection(d);
    uint32_t seg = xcb_generate_id(c);
    xcb_generic_error_t *e = xcb_request_check(c, xcb_shm_attach_fd_checked(c, seg, fd, 0));
    if (e) { free(e); return 0; }
    return seg;
}
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
// XCreateIC is variadic, which Swift cannot call: an input context on `w` that draws no
// preedit or status of its own (dead keys and compose sequences from the locale's tables).
static inline XIC cx11_create_ic(XIM im, Window w) {
    return XCreateIC(im, XNInputStyle, (long)(XIMPreeditNothing | XIMStatusNothing),
                     XNClientWindow, w, XNFocusWindow, w, (char *)NULL);
}
#endif
