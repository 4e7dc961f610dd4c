extern void *search(int (*cmp)(const void *a, const void *b));

static inline int cmp(const void *a, const void *b)
{
	return a == b;
}

static inline void *lookup(void)
{
	void *p = 0;

	return p ? p : search(cmp);
}

void *lookup(void);
/*
 * check-name: an inline function declared again has its body checked alone
 * check-command: test-linearize -Wno-decl $file
 *
 * check-error-start
linear/inline-redeclared-checks-body.c:10:19: warning: Using plain integer as NULL pointer
 * check-error-end
 *
 * check-output-start
cmp:
.L0:
	<entry-point>
	seteq.32    %r3 <- %arg1, %arg2
	ret.32      %r3


 * check-output-end
 */
