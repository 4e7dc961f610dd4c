void qsort(void *, unsigned long, unsigned long, int (*)(const void *, const void *));
void g(int f(int), int (*h)(void));
/*
 * check-name: parameters that are functions and pointers to them
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] qsort( ... )
void extern [addressable] [toplevel] g( ... )
 * check-output-end
 */
