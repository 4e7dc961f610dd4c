#define F(a) [a]
F(1
#if 0
2
#endif
)
/*
 * check-name: a conditional inside the arguments is obeyed quietly
 * check-command: sparse -E $file
 *
 * check-output-start

[1]
 * check-output-end
 */
