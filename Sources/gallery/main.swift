import Foundation
import GalleryKit

// The command line is a thin shell over GalleryKit's commands (`GalleryTool`): run, exit.
exit(GalleryTool.main(Array(CommandLine.arguments.dropFirst()), console: Terminal.console))
