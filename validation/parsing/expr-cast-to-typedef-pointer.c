typedef struct s S;
void *p;
S *q = (S *)p;
/*
 * check-name: a cast to a pointer to a typedef type
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
void *[addressable] [toplevel] p
.align 8
struct s *[addressable] [toplevel] q
 = 
	(struct s *)p
 * check-output-end
 */
