extern void lock(void) __attribute__((context(x, 0, 1)));

static void after_abort(int a) { if (a) { lock(); __builtin_abort(); } }
static void after_trap(int a) { if (a) { lock(); __builtin_trap(); } }
static void after_exit(int a) { if (a) { lock(); __builtin_exit(1); } }
static void after_unreachable(int a) { if (a) { lock(); __builtin_unreachable(); } }
/*
 * check-name: context: a lock held at __builtin_abort, trap or exit is an imbalance (sparse does not take them as noreturn), not at __builtin_unreachable
 *
 * check-error-start
context/builtin-abort-returns.c:3:34: warning: context imbalance in 'after_abort' - wrong count at exit
context/builtin-abort-returns.c:4:33: warning: context imbalance in 'after_trap' - wrong count at exit
context/builtin-abort-returns.c:5:33: warning: context imbalance in 'after_exit' - wrong count at exit
 * check-error-end
 */
