typedef unsigned int u32;
struct s { u32 m[2][3]; };
const u32 cu[2][3];
void f(struct s *x)
{
	int (*z)[3] = x->m;
	int (*y)[3] = cu;
	long (*w)[2][3] = &cu;
}
/*
 * check-name: types in messages: an array keeps the modifiers of its elements
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
typename/array-element-modifiers.c:6:23: warning: incorrect type in initializer (different signedness)
typename/array-element-modifiers.c:6:23:    expected int ( *z )[3]
typename/array-element-modifiers.c:6:23:    got unsigned int [usertype] ( * )[3]
typename/array-element-modifiers.c:7:23: warning: incorrect type in initializer (different modifiers)
typename/array-element-modifiers.c:7:23:    expected int ( *y )[3]
typename/array-element-modifiers.c:7:23:    got unsigned int const [usertype] ( * )[3]
typename/array-element-modifiers.c:8:28: warning: incorrect type in initializer (different type sizes)
typename/array-element-modifiers.c:8:28:    expected long ( *w )[2][3]
typename/array-element-modifiers.c:8:28:    got unsigned int const [usertype] ( * )[2][3]
 * check-error-end
 */
