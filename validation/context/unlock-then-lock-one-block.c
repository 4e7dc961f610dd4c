extern void relock(void) __attribute__((context(x, 1, 0))) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));
extern void lock(void) __attribute__((context(x, 0, 1)));
void f(void) { relock(); }
void g(void) { unlock(); lock(); }
/*
 * check-name: an unlock then a lock in one block: the block's changes add up first
 * check-command: sparse -Wno-decl $file
 */
