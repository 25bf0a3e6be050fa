import Foundation

exit(WorkbenchCLI.main(Array(CommandLine.arguments.dropFirst())).rawValue)
