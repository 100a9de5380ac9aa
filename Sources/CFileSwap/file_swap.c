// Swift's Glibc module does not declare renameat2, so the one call the
// output folder needs lives here.
#define _GNU_SOURCE
#include "CFileSwap.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#elif defined(__APPLE__)
#include <stdio.h>
#endif

int scholia_exchange_paths(const char *a, const char *b) {
#if defined(__linux__) && defined(SYS_renameat2)
  return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#elif defined(__APPLE__)
  return renamex_np(a, b, RENAME_SWAP);
#else
  (void)a;
  (void)b;
  errno = ENOTSUP;
  return -1;
#endif
}
