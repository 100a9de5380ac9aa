#ifndef SCHOLIA_CFUZZERDRIVER_H
#define SCHOLIA_CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver (`LLVMFuzzerRunDriver`) on `callback`, with the
/// command line it was given. SwiftPM names an executable's entry point
/// itself, so the fuzz build keeps that entry point and calls the driver
/// from it instead of linking libFuzzer's own `main`. Returns -1 when the
/// binary was not linked with libFuzzer (an ordinary build).
int scholia_run_fuzzer(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
