// Live-subscription counts of the reactive runtimes, one set per thread.
//
// The runtimes are serial: one thread (the app's main thread) drives an app, so counting per
// thread gives the app's counts exactly, and work on other threads (other tests running at
// the same time, objects released elsewhere) never disturbs them. A C thread-local variable
// costs a plain memory access; Swift has no native thread-local storage.
#ifndef RESOURCE_COUNTS_H
#define RESOURCE_COUNTS_H

#include <stdint.h>

/// Which runtime a count belongs to.
typedef enum {
  ResourceCountRxLite = 0,
  ResourceCountBondLite = 1,
  ResourceCountKVOLite = 2,
} ResourceCountKind;

extern _Thread_local intptr_t resource_counts[3];

/// Adds `delta` to the calling thread's count of `kind`.
static inline void resource_count_add(ResourceCountKind kind, intptr_t delta) {
  resource_counts[kind] += delta;
}

/// The calling thread's count of `kind`.
static inline intptr_t resource_count(ResourceCountKind kind) {
  return resource_counts[kind];
}

#endif
