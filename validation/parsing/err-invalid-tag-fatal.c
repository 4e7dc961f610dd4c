int before;
struct s;
union s x;
int g(void) { return (void *)0 + 1; }
/*
 * check-name: a tag used as another kind is fatal, as sparse: nothing after it is checked
 * check-command: sparse $file
 * check-exit-value: 1
 *
 * check-error-start
parsing/err-invalid-tag-fatal.c:3:7: error: invalid tag applied to struct s
 * check-error-end
 */
