thread_local int a;
static _Thread_local int b;
extern __thread int c;
/*
 * check-name: thread_local in C23, _Thread_local and __thread before
 * check-command: test-parsing -std=c23 $file
 *
 * check-output-start
int [addressable] [tls] [toplevel] a
int static [tls] [toplevel] b
int extern [addressable] [tls] [toplevel] c
 * check-output-end
 */
