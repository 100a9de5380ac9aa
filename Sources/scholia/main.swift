import ScholiaCommandLine

// Scholia's own tool: the command line with Scholia's replicas only, the
// way an author's tool is built with theirs (docs/tutorial.md).
ScholiaTool(libraries: [], compiledFrom: CompiledSources.modules).main()
