typedef int __attribute__((mode(XX))) t;
/*
 * check-name: an unknown mode
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/attr-mode-unknown.c:1:33: error: unknown mode attribute XX
 * check-error-end
 */
