import Foundation
import WorkbenchCommandLine

InterruptCleanup.install()
exit(WorkbenchCLI.main(Array(CommandLine.arguments.dropFirst())).rawValue)
