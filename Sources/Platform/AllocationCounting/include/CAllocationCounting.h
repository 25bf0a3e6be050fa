#ifndef C_ALLOCATION_COUNTING_H
#define C_ALLOCATION_COUNTING_H

#include <stdint.h>

/// Heap allocations made on the calling thread since it began counting.
typedef struct {
  uint64_t count;
  uint64_t bytes;
} allocation_tally;

/// Starts counting the calling thread's allocations (harmless when already counting).
void allocation_counting_begin(void);

/// What the calling thread has allocated since it began counting.
allocation_tally allocation_counting_read(void);

/// 1 when this binary counts (its malloc is ours); 0 under a sanitizer, whose allocator owns
/// malloc.
int allocation_counting_is_available(void);

#endif
