// The bytes the process's malloc has handed out and not freed: for the benchmarks' memory figure.
// Swift's Glibc module does not export <malloc.h>, hence this small C target.
#ifndef MALLOC_PROBE_H
#define MALLOC_PROBE_H

#include <stddef.h>

/// Whether this platform has a probe (glibc or Darwin); when 0, malloc_probe_bytes_in_use returns 0.
int malloc_probe_is_available(void);

/// Linux (glibc): mallinfo2's uordblks (bytes in use in the arenas) plus hblkhd (bytes in blocks
/// malloc took with mmap). Darwin: malloc_zone_statistics over every zone, size_in_use.
size_t malloc_probe_bytes_in_use(void);

#endif
