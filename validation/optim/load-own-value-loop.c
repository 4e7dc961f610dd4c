int f(void)
{
	long *a[2];

	for (;;) {
		long **p = &a[1];

		*p = a[1];
	}
}
/*
 * check-name: a load every path of a loop brings back its own value (stored where it was read) is left alone, in bounded time and memory
 * check-command: test-linearize -Wno-decl $file
 * check-timeout: 10
 *
 * check-output-start
f:
.L0:
	<entry-point>
	br          .L1

.L1:
	br          .L1


 * check-output-end
 */
