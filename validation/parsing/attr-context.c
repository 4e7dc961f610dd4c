void lock(void) __attribute__((context(l, 0, 1)));
void unlock(void) __attribute__((context(l, 1, 0)));
void both(void) __attribute__((context(0, 0)));
/*
 * check-name: sparse: context attributes on functions
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] lock( ... )
void extern [addressable] [toplevel] unlock( ... )
void extern [addressable] [toplevel] both( ... )
 * check-output-end
 */
