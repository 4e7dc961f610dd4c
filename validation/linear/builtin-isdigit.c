int isdigit(int);
int digit(int c) { return __builtin_isdigit(c); }
int digit_char(char c) { return __builtin_isdigit(c); }
int digit_long(unsigned long c) { return __builtin_isdigit(c); }
int library(int c) { return isdigit(c); }
/*
 * check-name: __builtin_isdigit(c) of a variable is (c - '0') <=u 9; isdigit() stays a call
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
digit:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $0xffffffd0
	setbe.32    %r3 <- %r2, $9
	ret.32      %r3


digit_char:
.L2:
	<entry-point>
	sext.32     %r6 <- (8) %arg1
	add.32      %r7 <- %r6, $0xffffffd0
	setbe.32    %r8 <- %r7, $9
	ret.32      %r8


digit_long:
.L4:
	<entry-point>
	trunc.32    %r11 <- (64) %arg1
	add.32      %r12 <- %r11, $0xffffffd0
	setbe.32    %r13 <- %r12, $9
	ret.32      %r13


library:
.L6:
	<entry-point>
	call.32     %r16 <- isdigit, %arg1
	ret.32      %r16


 * check-output-end
 */
