#include "MallocProbe.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>
#elif defined(__has_include)
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif

#if defined(__APPLE__)

int malloc_probe_is_available(void) { return 1; }

size_t malloc_probe_bytes_in_use(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return statistics.size_in_use;
}

#elif defined(__GLIBC__)

int malloc_probe_is_available(void) { return 1; }

size_t malloc_probe_bytes_in_use(void) {
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
  struct mallinfo2 info = mallinfo2();
#else
  struct mallinfo info = mallinfo();  // int fields: right below 2 GiB in use
#endif
  return (size_t)info.uordblks + (size_t)info.hblkhd;
}

#else

int malloc_probe_is_available(void) { return 0; }

size_t malloc_probe_bytes_in_use(void) { return 0; }

#endif
