__attribute__((noreturn)) void (**a1)(void);
void (* __attribute__((noreturn)) a2)(void);
__attribute__((noreturn)) void (*(*a3)(void))(void);
void (*a4)(void) __attribute__((noreturn)), (*a5)(void);
struct s { __attribute__((noreturn)) void (*m)(void); } s;
_Noreturn void (*a6)(void);
void __attribute__((noreturn)) nf(void), (*a7)(void);
void (*a8)(void) __attribute__((noreturn)) = 0;
__attribute__((unused, pure)) int (*a9)(void);

static void f(void)
{
	int b;
	typeof(nf) *q;

	b = a1; b = a2; b = a3; b = a4; b = a5; b = s.m; b = a6; b = nf;
	b = a7; b = a8; b = a9; b = q; b = *a7;
}
/*
 * check-name: function attributes go to each function of the declarators, _Noreturn to the name
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/noreturn-attribute-placement.c:8:46: warning: Using plain integer as NULL pointer
parsing/noreturn-attribute-placement.c:16:11: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:16:11:    expected int b
parsing/noreturn-attribute-placement.c:16:11:    got void ( [noreturn] **[addressable] [toplevel] a1 )( ... )
parsing/noreturn-attribute-placement.c:16:19: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:16:19:    expected int b
parsing/noreturn-attribute-placement.c:16:19:    got void ( [noreturn] *[addressable] [toplevel] a2 )( ... )
parsing/noreturn-attribute-placement.c:16:27: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:16:27:    expected int b
parsing/noreturn-attribute-placement.c:16:27:    got void ( [noreturn] *( [noreturn] *[addressable] [toplevel] a3 )( ... ) )( ... )
parsing/noreturn-attribute-placement.c:16:35: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:16:35:    expected int b
parsing/noreturn-attribute-placement.c:16:35:    got void ( *[addressable] [toplevel] a4 )( ... )
parsing/noreturn-attribute-placement.c:16:43: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:16:43:    expected int b
parsing/noreturn-attribute-placement.c:16:43:    got void ( [noreturn] *[addressable] [toplevel] a5 )( ... )
parsing/noreturn-attribute-placement.c:16:51: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:16:51:    expected int b
parsing/noreturn-attribute-placement.c:16:51:    got void ( [noreturn] *[addressable] [toplevel] m )( ... )
parsing/noreturn-attribute-placement.c:16:60: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:16:60:    expected int b
parsing/noreturn-attribute-placement.c:16:60:    got void ( *[addressable] [noreturn] [toplevel] a6 )( ... )
parsing/noreturn-attribute-placement.c:16:68: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:16:68:    expected int b
parsing/noreturn-attribute-placement.c:16:68:    got void ( [noreturn] * )( ... )
parsing/noreturn-attribute-placement.c:17:11: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:17:11:    expected int b
parsing/noreturn-attribute-placement.c:17:11:    got void ( [noreturn] *[addressable] [toplevel] a7 )( ... )
parsing/noreturn-attribute-placement.c:17:19: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:17:19:    expected int b
parsing/noreturn-attribute-placement.c:17:19:    got void ( *[addressable] [toplevel] a8 )( ... )
parsing/noreturn-attribute-placement.c:17:27: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:17:27:    expected int b
parsing/noreturn-attribute-placement.c:17:27:    got int ( [pure] *[addressable] [toplevel] [unused] a9 )( ... )
parsing/noreturn-attribute-placement.c:17:35: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:17:35:    expected int b
parsing/noreturn-attribute-placement.c:17:35:    got void ( *q )( ... )
parsing/noreturn-attribute-placement.c:17:42: warning: incorrect type in assignment (different base types)
parsing/noreturn-attribute-placement.c:17:42:    expected int b
parsing/noreturn-attribute-placement.c:17:42:    got void ( [noreturn] * )( ... )
 * check-error-end
 */
