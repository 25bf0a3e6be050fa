#include "ConcurrencyHooks.h"

#include <pthread.h>
#include <stddef.h>

// The runtime's hook variables and entry points (swift/Runtime/Concurrency.h and
// ConcurrencyHooks.def); hooks and the functions they call use the Swift calling convention.
typedef struct {
  const void *identity;
  uintptr_t implementation;
} SerialExecutorRef;

typedef void (*EnqueueOriginal)(void *job) __attribute__((swiftcall));
typedef void (*EnqueueHook)(void *job, EnqueueOriginal original) __attribute__((swiftcall));
typedef SerialExecutorRef (*GetMainOriginal)(void) __attribute__((swiftcall));
typedef SerialExecutorRef (*GetMainHook)(GetMainOriginal original) __attribute__((swiftcall));

extern EnqueueHook swift_task_enqueueGlobal_hook;
extern GetMainHook swift_task_getMainExecutor_hook;
extern void swift_task_enqueueGlobal(void *job) __attribute__((swiftcall));
extern void swift_task_enqueue(void *job, SerialExecutorRef executor) __attribute__((swiftcall));

static _Thread_local ConcurrencyCapture current;
static pthread_once_t installed = PTHREAD_ONCE_INIT;
// Written once, before any capture can exist (the first getMainExecutor call passes through).
static _Atomic(GetMainOriginal) realMain;

__attribute__((swiftcall)) static void enqueue_global(void *job, EnqueueOriginal original) {
  ConcurrencyCapture capture = current;
  if (capture.sink == NULL) {
    original(job);
    return;
  }
  capture.sink(capture.context, job);
}

__attribute__((swiftcall)) static SerialExecutorRef get_main(GetMainOriginal original) {
  realMain = original;
  ConcurrencyCapture capture = current;
  if (capture.sink == NULL) return original();
  SerialExecutorRef executor = {capture.mainIdentity, capture.mainImplementation};
  return executor;
}

static void install_once(void) {
  swift_task_enqueueGlobal_hook = enqueue_global;
  swift_task_getMainExecutor_hook = get_main;
}

void concurrency_hooks_install(void) {
  pthread_once(&installed, install_once);
}

ConcurrencyCapture concurrency_hooks_swap(ConcurrencyCapture capture) {
  ConcurrencyCapture previous = current;
  current = capture;
  return previous;
}

int concurrency_hooks_is_capturing(void) { return current.sink != NULL; }

void concurrency_hooks_enqueue_on_real_global(void *job) { swift_task_enqueueGlobal(job); }

void concurrency_hooks_enqueue_on_real_main(void *job) {
  GetMainOriginal original = realMain;
  swift_task_enqueue(job, original());
}

void *concurrency_hooks_context(void) { return current.sink == NULL ? NULL : current.context; }
