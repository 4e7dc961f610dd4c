enum { E = 3 };
int m0(void) { return __COUNTER__ + __COUNTER__; }

/*
 * check-name: several files: the IR of each, one program
 * check-description: each file's macros and __COUNTER__ are its own; the
 *	enumerator E of the first file is known in the last; the IR's
 *	labels and pseudos number on from one file to the next
 * check-command: test-linearize -Wno-decl $file scope/files/uses.h scope/files/uses-again.h
 *
 * check-output-start
m0:
.L0:
	<entry-point>
	ret.32      $1


m1:
.L2:
	<entry-point>
	ret.32      $1


m2:
.L4:
	<entry-point>
	ret.32      $3


 * check-output-end
 */
