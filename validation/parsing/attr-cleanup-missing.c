int __attribute__((cleanup)) x;
/*
 * check-name: cleanup needs an argument
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/attr-cleanup-missing.c:1:27: error: an argument is expected for attribute 'cleanup'
 * check-error-end
 */
