#ifndef SCHOLIA_CFILESWAP_H
#define SCHOLIA_CFILESWAP_H

/// Atomically exchanges the two paths `a` and `b` (both must exist, on one
/// filesystem): at every instant each name refers to one whole tree, the
/// old or the new. Returns 0, or -1 with errno set (ENOTSUP/EINVAL where the
/// system or filesystem cannot exchange).
int scholia_exchange_paths(const char *a, const char *b);

#endif
