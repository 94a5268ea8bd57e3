#ifndef TRACER_CALLOCATOR_H
#define TRACER_CALLOCATOR_H

// glibc's allocator tuning, which Swift's Glibc module does not export.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/prctl.h>
#endif

/// Fixes glibc's mmap threshold at `bytes` (which also stops glibc raising it);
/// returns 1 on success, 0 where there is no glibc.
static inline int tracer_fix_mmap_threshold(int bytes) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}

/// Gives freed heap memory back to the system; returns 1 if any was.
static inline int tracer_trim_heap(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}

/// Asks Linux to back this process's memory (and its children's) with ordinary pages
/// only; returns 1 on success, 0 elsewhere or when refused (see `MemoryPolicy`).
static inline int tracer_disable_huge_pages(void) {
#if defined(__linux__) && defined(PR_SET_THP_DISABLE)
    return prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0) == 0;
#else
    return 0;
#endif
}

#endif
