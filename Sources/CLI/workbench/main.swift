import Foundation
import WorkbenchCommandLine

exit(WorkbenchCLI.main(Array(CommandLine.arguments.dropFirst())).rawValue)
