struct s { int a; char *p; };
static int g = 3;
int f(struct s *x, int n)
{
	if (n > g)
		return x->a + n;
	return 0;
}
/*
 * check-name: test-parsing shows a function as sparse's pseudo-assembly
 * check-command: test-parsing $file
 * check-output-ignore
 * check-output-contains: ^int static \[toplevel\] g$
 * check-output-contains: movi.32.*v1,\$3
 * check-output-contains: addi.64.*v2,vFP,\$offsetof(n:0x
 * check-output-contains: ld.32.*v3,\[v2\]
 * check-output-contains: (null).32.*v5,v3,v4
 * check-output-contains: je.*v5,.L1
 * check-output-contains: add.64.*v9,v7,v8
 * check-output-contains: st.32.*v13,\[v14\]
 * check-output-contains: ^.L1:$
 * check-output-contains: mov.32.*retval,18
 * check-output-pattern(3): ^.ret
 *
 * check-error-start
parsing/show-asm-function.c:3:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
