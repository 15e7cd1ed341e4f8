#if canImport(Glibc)
import Glibc
#endif
import CX11
import GlassCompositor

/// One MIT-SHM `ZPixmap` image and its System V shared-memory segment; `surface` draws
/// straight into the segment the server reads.
///
/// Set-up is mpv's order, all at once: `shmget` (mode 0600) → `shmat` → `XShmAttach` →
/// `XSync` → `shmctl(IPC_RMID)`. After it the segment has no name and disappears when the
/// last process detaches, so even a killed viewer leaves none behind. Teardown is
/// `XShmDetach` → `XDestroyImage` → `shmdt`. Owned by one presenter: `close()` once.
final class SharedMemoryImage {
    let image: UnsafeMutablePointer<XImage>
    /// The image's pixels (premultiplied BGRA, `stride` = bytes_per_line / 4).
    let surface: Surface
    /// The server-side segment id (`ShmSeg`), which ShmCompletion events carry.
    var segment: ShmSeg { info.pointee.shmseg }
    private let display: X11Display
    // XShmCreateImage keeps a pointer to this in image->obdata, so it must not move.
    private let info: UnsafeMutablePointer<XShmSegmentInfo>
    private var closed = false

    /// Makes and attaches a `width`×`height` image.
    ///
    /// - Throws: `X11Error` naming the failing call; for `XShmAttach` it carries the X error
    ///   (typically BadAccess when the server cannot see our memory). Nothing is left behind.
    init(display: X11Display, visual: X11Visual, width: Int, height: Int) throws {
        self.display = display
        let d = display.handle
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let img = XShmCreateImage(d, visual.visual, UInt32(visual.depth), ZPixmap, nil, info,
                                        UInt32(width), UInt32(height)) else {
            info.deallocate()
            throw X11Error(call: "XShmCreateImage", reason: "failed for \(width)x\(height)")
        }
        let bytesPerRow = Int(img.pointee.bytes_per_line)
        guard cx11_image_bits_per_pixel(img) == 32, bytesPerRow % 4 == 0 else {
            _ = cx11_destroy_image(img); info.deallocate()
            throw X11Error(call: "XShmCreateImage", reason: "image is not 32 bits per pixel")
        }
        let id = shmget(key_t(cx11_ipc_private()), bytesPerRow * height, cx11_ipc_creat() | 0o600)
        guard id >= 0 else {
            let e = errno
            _ = cx11_destroy_image(img); info.deallocate()
            throw X11Error.system("shmget(\(bytesPerRow * height) bytes)", errno: e)
        }
        let address = shmat(id, nil, 0)
        guard let address, address != cx11_shm_failed() else {
            let e = errno
            shmctl(id, cx11_ipc_rmid(), nil)
            _ = cx11_destroy_image(img); info.deallocate()
            throw X11Error.system("shmat", errno: e)
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        img.pointee.data = info.pointee.shmaddr
        let (attached, errors) = X11ErrorReporter.trap(d) { XShmAttach(d, info) != 0 }
        shmctl(id, cx11_ipc_rmid(), nil)
        guard attached, errors.isEmpty else {
            _ = cx11_destroy_image(img)
            shmdt(address)
            info.deallocate()
            throw X11Error(call: "XShmAttach", reason: errors.first.map { "\($0)" } ?? "refused")
        }
        self.info = info
        image = img
        surface = Surface(borrowing: address.assumingMemoryBound(to: UInt32.self),
                          width: width, height: height, stride: bytesPerRow / 4)
    }

    deinit {
        if !closed { fputs("glass-viewer: internal: shared-memory image was not closed\n", stderr) }
    }

    /// Detaches the segment from the server and unmaps it here. Requests already queued that
    /// read the image are processed by the server before the detach.
    func close() {
        guard !closed else { return }
        closed = true
        let address = info.pointee.shmaddr
        XShmDetach(display.handle, info)
        _ = cx11_destroy_image(image) // MIT-SHM images do not free their data
        shmdt(address)
        info.deallocate()
    }
}
