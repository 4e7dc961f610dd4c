__attribute__((pure)) int pf(void);
__attribute__((pure)) int (*ppf)(void);
__attribute__((const)) int (*pcf)(void);
__attribute__((noreturn, pure)) int (*pnp)(void);
int (*q)(void);

static void lose(void) { q = ppf; q = pcf; q = pnp; ppf = pnp; }
static void same(void) { ppf = pcf; pcf = ppf; }
static void gain(void) { ppf = q; pnp = ppf; }
static void degenerate(void) { ppf = pf; }
/*
 * check-name: pure in pointer compatibility: a function pointer may lose it, not gain it; const is pure
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/pure-pointer-compat.c:9:30: warning: incorrect type in assignment (different modifiers)
eval/pure-pointer-compat.c:9:30:    expected int ( [pure] *[addressable] [assigned] [toplevel] ppf )( ... )
eval/pure-pointer-compat.c:9:30:    got int ( *[addressable] [assigned] [toplevel] q )( ... )
eval/pure-pointer-compat.c:9:39: warning: incorrect type in assignment (different modifiers)
eval/pure-pointer-compat.c:9:39:    expected int ( [noreturn] [pure] *[addressable] [toplevel] pnp )( ... )
eval/pure-pointer-compat.c:9:39:    got int ( [pure] *[addressable] [assigned] [toplevel] ppf )( ... )
eval/pure-pointer-compat.c:10:36: warning: incorrect type in assignment (different modifiers)
eval/pure-pointer-compat.c:10:36:    expected int ( [pure] *[addressable] [assigned] [toplevel] ppf )( ... )
eval/pure-pointer-compat.c:10:36:    got int ( * )( ... )
 * check-error-end
 */
