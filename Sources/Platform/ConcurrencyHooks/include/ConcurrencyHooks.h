// Routes the concurrency runtime's jobs into a caller's own queue, one thread at a time.
//
// The Swift concurrency runtime exports hooks: every job headed for the global executor (a
// task starting or resuming off any actor, a default actor's turn) passes through
// `swift_task_enqueueGlobal_hook`, and whoever asks for the main actor's executor (a task
// created on the main actor, a hop to it, a continuation resuming on it) asks
// `swift_task_getMainExecutor_hook`. (`swift_task_enqueueMainExecutor_hook` is exported too,
// but this toolchain enqueues main-actor jobs through the main executor's own `enqueue`, so
// that hook never fires.)
//
// Once installed, the hooks here look at the calling thread. With a capture set on it, global
// jobs go to the capture's sink and the main actor's executor is the capture's executor, so
// every job of the code running on that thread lands in the caller's queue. Without one,
// everything passes through unchanged: other threads (other tests running at the same time)
// never see a difference. A C thread-local variable costs a plain memory access; Swift has no
// native thread-local storage.
#ifndef CONCURRENCY_HOOKS_H
#define CONCURRENCY_HOOKS_H

#include <stdint.h>

/// Receives a captured global job; `context` is the capture's.
typedef void (*ConcurrencyJobSink)(void *_Nullable context, void *_Nonnull job);

/// A thread's capture: where global jobs go, and which executor is the main actor's.
typedef struct {
  /// Nil: no capture, every job passes through.
  ConcurrencyJobSink _Nullable sink;
  void *_Nullable context;
  /// The main actor's executor while the capture is set (an `UnownedSerialExecutor`'s two
  /// words).
  const void *_Nullable mainIdentity;
  uintptr_t mainImplementation;
} ConcurrencyCapture;

/// Installs the hooks once per process (idempotent, thread-safe). Until a thread sets a
/// capture, every job passes through unchanged.
void concurrency_hooks_install(void);

/// Sets the calling thread's capture and returns the previous one (restore it when done).
ConcurrencyCapture concurrency_hooks_swap(ConcurrencyCapture capture);

/// Whether the calling thread has a capture set.
int concurrency_hooks_is_capturing(void);

/// The calling thread's capture context, or nil without a capture.
void *_Nullable concurrency_hooks_context(void);

/// Hands `job` to the process's real global executor (the cooperative pool).
void concurrency_hooks_enqueue_on_real_global(void *_Nonnull job);

/// Hands `job` to the process's real main executor (the main dispatch queue).
void concurrency_hooks_enqueue_on_real_main(void *_Nonnull job);

#endif
