#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations `port` needs, on POSIX calls: reading whole files, walking
/// directories once each (symlink loops included), and writing by temporary file and rename.
enum FileSystem {
  /// What a path names.
  enum Kind { case file, directory, missing, other }

  /// What `path` names, following symlinks; `missing` for a dangling one.
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// Whether `path` is a symlink.
  static func isSymlink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// The canonical path, symlinks resolved; `nil` when it cannot be resolved.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The system's words for the last error.
  static var lastError: String { String(cString: strerror(errno)) }

  /// The whole file at `path`.
  /// - Throws: ``PortError/unreadable(path:reason:)``.
  static func readFile(_ path: String) throws(PortError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: lastError) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: lastError) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(path: path, reason: "not a regular file")
    }
    // Straight into the array at the size `fstat` gave (one byte more, to see the end
    // without a second array), then on in chunks if the file grew meanwhile: no buffer to
    // zero, no copy.
    var bytes: [UInt8] = []
    var capacity = max(Int(info.st_size), 0) + 1
    var failure: Int32 = 0
    var atEnd = false
    while !atEnd {
      let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        initialized = 0
        while initialized < buffer.count {
          let count = read(
            descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
          if count < 0, errno == EINTR { continue }
          if count < 0 { failure = errno }
          if count <= 0 {
            atEnd = true
            return
          }
          initialized += count
        }
      }
      if failure != 0 {
        errno = failure
        throw .unreadable(path: path, reason: lastError)
      }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      capacity = 1 << 16
    }
    return bytes
  }

  /// The names in directory `path`, sorted.
  /// - Throws: ``PortError/unreadable(path:reason:)``.
  static func entries(of path: String) throws(PortError) -> [String] {
    guard let directory = opendir(path) else {
      throw .unreadable(path: path, reason: lastError)
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Writes `bytes` to `path` whole or not at all: into a temporary file beside it, then
  /// renamed over it. An existing file keeps its permissions.
  /// - Throws: ``PortError/unwritable(path:reason:)``; the temporary file is removed.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PortError) {
    let directory = parent(of: path)
    try makeDirectories(directory)
    var mode: mode_t = 0o644
    var info = stat()
    if stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).port-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, mode)
    guard descriptor >= 0 else { throw .unwritable(path: path, reason: lastError) }
    var written = 0
    var failure: String?
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failure = lastError
        break
      }
      written += count
    }
    if close(descriptor) != 0, failure == nil { failure = lastError }
    if failure == nil, rename(temporary, path) != 0 { failure = lastError }
    if let failure {
      unlink(temporary)
      throw .unwritable(path: path, reason: failure)
    }
  }

  /// Creates `path` and its missing parents.
  static func makeDirectories(_ path: String) throws(PortError) {
    guard !path.isEmpty, kind(of: path) != .directory else { return }
    try makeDirectories(parent(of: path))
    if mkdir(path, 0o755) != 0, errno != EEXIST {
      throw .unwritable(path: path, reason: lastError)
    }
  }

  /// The path without its last component; empty for a bare name.
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` made absolute against the working directory.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let directory = getcwd(nil, 0) else { return path }
    defer { free(directory) }
    return String(cString: directory) + "/" + path
  }
}

extension FileSystem {
  /// Writes `text` on standard error.
  static func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
  }
}
