// The one C symbol the engine's wasm module needs that wasi-libc would only
// provide through WASI imports (its arc4random_buf reads entropy, and its
// error path pulls in stdio): with this definition the module imports
// nothing. Memory management (malloc, free, posix_memalign), memcpy and
// friends come from wasi-libc's libc.a (dlmalloc), and __multi3 from
// compiler-rt. Compiled only by `scholia wasm`.
#include <stddef.h>
#include <stdint.h>

// Hasher seeding for Dictionary and Set. A fixed sequence, so that hashing
// and therefore any iteration order is the same on every run: the engine
// must be deterministic, and it never sorts by hash anyway.
void arc4random_buf(void *buffer, size_t count) {
  uint8_t *bytes = buffer;
  uint32_t state = 0x9E3779B9u;
  for (size_t i = 0; i < count; i++) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    bytes[i] = (uint8_t)state;
  }
}
