#ifndef SCHOLIA_MEMORY_HINTS_H
#define SCHOLIA_MEMORY_HINTS_H

/// Asks the processor to start loading the cache line at `address`, without
/// waiting for it and without any effect on the program's results. Swift has
/// no prefetch of its own; on wasm32 the builtin compiles to nothing.
static inline void scholia_prefetch(const void *address) {
  __builtin_prefetch(address, 1, 3);
}

#endif
