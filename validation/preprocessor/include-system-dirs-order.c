#include <stdint.h>
#ifdef FROM_GCC_BASE
int from_gcc_base;
int f(void) { return from_gcc_base; }
#else
int from_usr_include;
int f(void) { return from_usr_include; }
#endif
/*
 * check-name: <...> finds /usr/include's header before the one of the gcc base dir, as sparse (glibc's <stdint.h>, not gcc's wrapper)
 * check-command: test-linearize -Wno-decl -gcc-base-dir preprocessor/gcc-base $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r1 <- 0[from_usr_include]
	ret.32      %r1


 * check-output-end
 */
