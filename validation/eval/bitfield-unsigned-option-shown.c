typedef short S;
struct s { int d:3; unsigned u:3; S t:4; signed int v:2; char c:2; };
void f(struct s *p)
{
	p->d = (void *)0;
	p->u = (void *)0;
	p->t = (void *)0;
	p->v = (void *)0;
	p->c = (void *)0;
}
/*
 * check-name: -funsigned-bitfields: a field made unsigned shows the type it was declared with, as sparse
 * check-command: sparse -Wno-decl -funsigned-bitfields $file
 *
 * check-error-start
eval/bitfield-unsigned-option-shown.c:5:14: warning: incorrect type in assignment (different base types)
eval/bitfield-unsigned-option-shown.c:5:14:    expected int d:3
eval/bitfield-unsigned-option-shown.c:5:14:    got void *
eval/bitfield-unsigned-option-shown.c:6:14: warning: incorrect type in assignment (different base types)
eval/bitfield-unsigned-option-shown.c:6:14:    expected unsigned int u:3
eval/bitfield-unsigned-option-shown.c:6:14:    got void *
eval/bitfield-unsigned-option-shown.c:7:14: warning: incorrect type in assignment (different base types)
eval/bitfield-unsigned-option-shown.c:7:14:    expected short [usertype] t:4
eval/bitfield-unsigned-option-shown.c:7:14:    got void *
eval/bitfield-unsigned-option-shown.c:8:14: warning: incorrect type in assignment (different base types)
eval/bitfield-unsigned-option-shown.c:8:14:    expected signed int v:2
eval/bitfield-unsigned-option-shown.c:8:14:    got void *
eval/bitfield-unsigned-option-shown.c:9:14: warning: incorrect type in assignment (different base types)
eval/bitfield-unsigned-option-shown.c:9:14:    expected char c:2
eval/bitfield-unsigned-option-shown.c:9:14:    got void *
 * check-error-end
 */
