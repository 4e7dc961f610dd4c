int bool, true, false;
/*
 * check-name: before C23 bool, true and false are ordinary names
 * check-command: test-parsing --ast -std=gnu11 $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] bool
.align 4
int [addressable] [toplevel] true
.align 4
int [addressable] [toplevel] false
 * check-output-end
 * check-error-start
parsing/c23-not-keywords.c:1:5: warning: symbol 'bool' was not declared. Should it be static?
parsing/c23-not-keywords.c:1:11: warning: symbol 'true' was not declared. Should it be static?
parsing/c23-not-keywords.c:1:17: warning: symbol 'false' was not declared. Should it be static?
 * check-error-end
 */
