package import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension FileHandle {
  /// Everything left to read, up to the end of the file: `readDataToEndOfFile()`, except
  /// that a read a signal interrupted is retried. Foundation's method traps on `EINTR`,
  /// which a signal arriving while another thread reads a pipe causes (a child process
  /// ending, in a test suite that runs commands side by side). Any other error ends the
  /// read with what came before it.
  package func readToEndRetryingInterrupts() -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        Glibc.read(fileDescriptor, bytes.baseAddress, bytes.count)
      }
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return data
      }
    }
  }
}
