// CMemoryHints is header-only (static inline functions, inlined into the
// Swift that calls them); SwiftPM needs one source file per C target.
#include "CMemoryHints.h"
