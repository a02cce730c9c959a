import CGalleryAllocator
import Foundation
import GalleryCommands

// jemalloc's settings are linked in (CGalleryAllocator): referenced so no linker leaves them out.
precondition(cg_allocator_settings_present() == 1)

// The command line is a thin shell over GalleryCommands' commands (`GalleryTool`): run, exit.
exit(GalleryTool.main(Array(CommandLine.arguments.dropFirst()), console: Terminal.console))
