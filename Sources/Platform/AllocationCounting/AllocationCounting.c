// Counts heap allocations in-process, with nothing for a user to install: this file defines
// malloc and its siblings, which a program linking it uses instead of the C library's (an
// executable's definitions come first in symbol lookup), and forwards each call to the C
// library's own allocator. Only threads that asked to count pay for more than a thread-local
// check, and only their allocations are counted.
//
// Under ThreadSanitizer or AddressSanitizer the sanitizer's runtime defines malloc itself, so
// nothing is defined here and counting reports itself unavailable.

#include "CAllocationCounting.h"

#include <errno.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define WORKBENCH_ALLOCATIONS_NOT_COUNTED 1
#endif
#endif
#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
#define WORKBENCH_ALLOCATIONS_NOT_COUNTED 1
#endif

static __thread int counting;
static __thread uint64_t allocations;
static __thread uint64_t allocated_bytes;

void allocation_counting_begin(void) { counting = 1; }

allocation_tally allocation_counting_read(void) {
  allocation_tally tally = {allocations, allocated_bytes};
  return tally;
}

#ifdef WORKBENCH_ALLOCATIONS_NOT_COUNTED

int allocation_counting_is_available(void) { return 0; }

#else

int allocation_counting_is_available(void) { return 1; }

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static inline void note(size_t size) {
  if (counting) {
    allocations += 1;
    allocated_bytes += size;
  }
}

void *malloc(size_t size) {
  note(size);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note(count * size);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note(size);
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  note(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note(size);
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  note(size);
  *result = pointer;
  return 0;
}

#endif
