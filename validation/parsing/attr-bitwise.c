typedef unsigned int __attribute__((bitwise)) le32;
le32 x;
/*
 * check-name: sparse: a bitwise typedef is a restricted type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
restricted le32 [addressable] [toplevel] [usertype] x
 * check-output-end
 * check-error-start
parsing/attr-bitwise.c:2:6: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
