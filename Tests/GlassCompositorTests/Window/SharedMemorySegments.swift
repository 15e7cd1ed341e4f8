import Foundation

/// System V shared-memory segments as the kernel lists them in /proc/sysvipc/shm (what
/// `ipcs -m` shows), for checking that the viewer leaves none behind.
struct SharedMemorySegment {
    var id: Int
    /// Mode bits, including SHM_DEST (0o1000) once IPC_RMID was called.
    var mode: Int
    var size: Int
    var creatorPID: Int32
    /// Processes that have it attached (nattch).
    var attachments: Int

    /// Marked for removal (IPC_RMID): it disappears when the last process detaches.
    var isMarkedForRemoval: Bool { mode & 0o1000 != 0 }
    var permissions: Int { mode & 0o777 }

    /// All segments on the system.
    static func all() -> [SharedMemorySegment] {
        guard let text = ProcFile.text("/proc/sysvipc/shm") else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: " ")
            guard f.count > 6, let id = Int(f[1]), let mode = Int(f[2], radix: 8), let size = Int(f[3]),
                  let cpid = Int32(f[4]), let attached = Int(f[6]) else { return nil }
            return SharedMemorySegment(id: id, mode: mode, size: size, creatorPID: cpid, attachments: attached)
        }
    }

    /// The segments created by process `pid`.
    static func created(by pid: Int32) -> [SharedMemorySegment] { all().filter { $0.creatorPID == pid } }
}

/// The viewer's frame buffers whatever kind of shared memory holds them: the anonymous files
/// of MIT-SHM 1.2 (`memfd:glass-viewer-frame` mappings in /proc/PID/maps, which have no name
/// anywhere and vanish with the process) and System V segments of older servers.
enum FrameBuffers {
    /// The sizes in bytes of `pid`'s frame buffers.
    static func sizes(of pid: Int32) -> [Int] {
        var sizes = SharedMemorySegment.created(by: pid).map(\.size)
        if let maps = ProcFile.text("/proc/\(pid)/maps") {
            for line in maps.split(separator: "\n") where line.contains("/memfd:glass-viewer-frame") {
                let range = line.split(separator: " ")[0].split(separator: "-")
                if range.count == 2, let a = Int(range[0], radix: 16), let b = Int(range[1], radix: 16) { sizes.append(b - a) }
            }
        }
        return sizes
    }
}
