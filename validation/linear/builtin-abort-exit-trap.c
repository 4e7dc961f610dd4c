void abort_call(int x) { if (x) __builtin_abort(); }
void exit_call(int x) { if (x) __builtin_exit(1); }
void trap_call(int x) { if (x) __builtin_trap(); }
/*
 * check-name: __builtin_abort, __builtin_exit and __builtin_trap are calls that may return, as sparse has them
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
abort_call:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	call        __builtin_abort
	br          .L2

.L2:
	ret


exit_call:
.L3:
	<entry-point>
	cbr         %arg1, .L4, .L5

.L4:
	call        __builtin_exit, $1
	br          .L5

.L5:
	ret


trap_call:
.L6:
	<entry-point>
	cbr         %arg1, .L7, .L8

.L7:
	call        __builtin_trap
	br          .L8

.L8:
	ret


 * check-output-end
 */
