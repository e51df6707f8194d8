#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

signal(SIGPIPE, SIG_IGN)
let status = CommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
