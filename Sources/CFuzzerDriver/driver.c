#include "CFuzzerDriver.h"

// Weak, so that an ordinary build (no libFuzzer) still links.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int scholia_run_fuzzer(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
  if (!LLVMFuzzerRunDriver) return -1;
  return LLVMFuzzerRunDriver(argc, argv, callback);
}
