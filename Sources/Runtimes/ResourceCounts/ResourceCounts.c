#include "ResourceCounts.h"

_Thread_local intptr_t resource_counts[3];
