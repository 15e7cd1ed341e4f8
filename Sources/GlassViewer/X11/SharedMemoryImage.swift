#if canImport(Glibc)
import Glibc
#endif
import CX11
import GlassCompositor

/// One MIT-SHM `ZPixmap` image and its shared memory; `surface` draws straight into the
/// memory the server reads.
///
/// Where the server speaks MIT-SHM 1.2 (Xorg and Xvfb do) the memory is an anonymous file
/// (`memfd_create`) mapped here and handed to the server as a file descriptor
/// (`ShmAttachFd`): it has no name in any namespace at any moment, so a viewer killed at any
/// point leaves nothing behind; the kernel frees it when the last mapping and descriptor go.
///
/// Older servers get a System V segment. Set-up removes the segment's name before the server ever sees it: `shmget(IPC_PRIVATE)`
/// (mode 0600) → `shmat` → `shmctl(IPC_RMID)` → `XShmAttach` → `XSync`. From the `IPC_RMID` on,
/// the segment disappears when the last process detaches, so a viewer killed at any later
/// moment leaves nothing; the only window is the two system calls between `shmget` and
/// `IPC_RMID`. Linux lets a removed segment be attached by its id while any process still
/// has it attached, and Xvfb and Xorg on Linux do attach it. A server that refuses (BadAccess
/// for the removed segment) gets the old order once, `XShmAttach` before `IPC_RMID` (the
/// window then spans one round trip), and keeps it for the rest of the process. Teardown is
/// `XShmDetach` → `XDestroyImage` → `shmdt`. Owned by one presenter: `close()` once.
final class SharedMemoryImage {
    let image: UnsafeMutablePointer<XImage>
    /// The image's pixels (premultiplied BGRA, `stride` = bytes_per_line / 4).
    let surface: Surface
    /// The server-side segment id (`ShmSeg`), which ShmCompletion events carry.
    var segment: ShmSeg { info.pointee.shmseg }
    private let display: X11Display
    /// Whether this process's X server attached a segment already marked IPC_RMID: nil until
    /// an attach has been tried, false once the server refused it and accepted the old order.
    nonisolated(unsafe) static var serverAttachesRemovedSegments: Bool?
    // XShmCreateImage keeps a pointer to this in image->obdata, so it must not move.
    private let info: UnsafeMutablePointer<XShmSegmentInfo>
    private var closed = false
    /// The memory is a mapped anonymous file (MIT-SHM 1.2), not a System V segment.
    private let passedByDescriptor: Bool
    private let byteCount: Int
    /// Whether this process's X server takes file descriptors: nil until asked.
    nonisolated(unsafe) static var serverTakesDescriptors: Bool?

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
        let bytes = bytesPerRow * height
        byteCount = bytes
        if let mapped = Self.attachByDescriptor(d, info: info, bytes: bytes) {
            passedByDescriptor = true
            img.pointee.data = info.pointee.shmaddr
            self.info = info
            image = img
            Self.touchEveryPage(mapped, bytes: bytes)
            surface = Surface(borrowing: mapped.assumingMemoryBound(to: UInt32.self),
                              width: width, height: height, stride: bytesPerRow / 4)
            return
        }
        passedByDescriptor = false
        var attached = false
        var failure = ""
        var address: UnsafeMutableRawPointer?
        // The early removal first, unless this server has refused it before; then the old order.
        for removeFirst in SharedMemoryImage.serverAttachesRemovedSegments == false ? [false] : [true, false] {
            let id = shmget(key_t(cx11_ipc_private()), bytes, cx11_ipc_creat() | 0o600)
            guard id >= 0 else {
                let e = errno
                _ = cx11_destroy_image(img); info.deallocate()
                throw X11Error.system("shmget(\(bytes) bytes)", errno: e)
            }
            let mapped = shmat(id, nil, 0)
            guard let mapped, mapped != cx11_shm_failed() else {
                let e = errno
                shmctl(id, cx11_ipc_rmid(), nil)
                _ = cx11_destroy_image(img); info.deallocate()
                throw X11Error.system("shmat", errno: e)
            }
            if removeFirst { shmctl(id, cx11_ipc_rmid(), nil) }
            info.pointee.shmid = id
            info.pointee.shmaddr = mapped.assumingMemoryBound(to: CChar.self)
            info.pointee.readOnly = 0
            let (ok, errors) = X11ErrorReporter.trap(d) { XShmAttach(d, info) != 0 }
            if !removeFirst { shmctl(id, cx11_ipc_rmid(), nil) }
            if ok && errors.isEmpty {
                SharedMemoryImage.serverAttachesRemovedSegments = SharedMemoryImage.serverAttachesRemovedSegments ?? removeFirst
                attached = true
                address = mapped
                break
            }
            shmdt(mapped)
            failure = errors.first.map { "\($0)" } ?? "refused"
            if removeFirst { SharedMemoryImage.serverAttachesRemovedSegments = false }
        }
        guard attached, let address else {
            // Both orders refused: the server cannot see our memory at all (remote, or
            // another IPC namespace). Let the next image try the early removal again.
            SharedMemoryImage.serverAttachesRemovedSegments = nil
            _ = cx11_destroy_image(img)
            info.deallocate()
            throw X11Error(call: "XShmAttach", reason: failure)
        }
        img.pointee.data = info.pointee.shmaddr
        self.info = info
        image = img
        Self.touchEveryPage(address, bytes: bytes)
        surface = Surface(borrowing: address.assumingMemoryBound(to: UInt32.self),
                          width: width, height: height, stride: bytesPerRow / 4)
    }

    /// Maps an anonymous file of `bytes` and attaches it to the server by descriptor; nil when
    /// the server does not take descriptors (the caller then makes a System V segment).
    private static func attachByDescriptor(_ d: OpaquePointer, info: UnsafeMutablePointer<XShmSegmentInfo>,
                                           bytes: Int) -> UnsafeMutableRawPointer? {
        // GLASS_VIEWER_NO_SHM_FD=1 keeps to System V segments (to test that path on a new server).
        if serverTakesDescriptors == nil {
            serverTakesDescriptors = cx11_shm_has_fd_passing(d) != 0 && getenv("GLASS_VIEWER_NO_SHM_FD").map { String(cString: $0) != "1" } ?? true
        }
        guard serverTakesDescriptors == true else { return nil }
        let fd = cx11_memfd("glass-viewer-frame")
        guard fd >= 0 else { return nil }
        guard ftruncate(fd, off_t(bytes)) == 0,
              let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != cx11_map_failed() else {
            Glibc.close(fd)
            return nil
        }
        // The descriptor goes to the server (and is closed here) whether or not it accepts.
        let segment = cx11_shm_attach_fd(d, fd)
        guard segment != 0 else {
            munmap(mapped, bytes)
            serverTakesDescriptors = false
            return nil
        }
        info.pointee.shmseg = ShmSeg(segment)
        info.pointee.shmid = -1
        info.pointee.shmaddr = mapped.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        return mapped
    }

    deinit {
        if !closed { fputs("glass-viewer: internal: shared-memory image was not closed\n", standardError) }
    }

    /// Detaches the segment from the server and unmaps it here. Requests already queued that
    /// read the image are processed by the server before the detach.
    func close() {
        guard !closed else { return }
        closed = true
        let address = info.pointee.shmaddr
        XShmDetach(display.handle, info)
        _ = cx11_destroy_image(image) // MIT-SHM images do not free their data
        if passedByDescriptor { munmap(address, byteCount) } else { shmdt(address) }
        info.deallocate()
    }

    /// Writes every page of a new segment once, now. The kernel maps shared memory a page at a
    /// time on first write, and the first frame drawn into the second buffer (the press of the
    /// first tap, seconds after launch) otherwise paid for all 2,000 pages of a 1080p frame
    /// inside it: 20 ms of its content stage in the window under Xvfb.
    private static func touchEveryPage(_ memory: UnsafeMutableRawPointer, bytes: Int) {
        memset(memory, 0, bytes)
    }
}
