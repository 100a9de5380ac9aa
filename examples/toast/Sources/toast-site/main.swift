import ScholiaCommandLine
import ToastCatalog

// This project's Scholia: the command line with Toast's replicas beside
// Scholia's own, and the modules it was compiled from (recorded by the
// CompiledSources plugin) for the page engine.
ScholiaTool(libraries: [ToastLibrary.self], compiledFrom: CompiledSources.modules).main()
