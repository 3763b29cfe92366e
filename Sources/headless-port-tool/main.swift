import HeadlessPort

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The tool HeadlessPortPlugin runs: `headless-port-tool INPUT OUTPUT [INPUT OUTPUT]...` ports
// the inputs together (a #selector in one may name a method in another) and writes each
// output, ported or copied. Errors name the file and line; the exit code is then 1.
exit(PortTool.main(Array(CommandLine.arguments.dropFirst())))
