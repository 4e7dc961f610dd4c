void die(void) __attribute__((noreturn));
void plain(void);
typedef void (*fp_t)(void);
typedef void __attribute__((noreturn)) (*nfp_t)(void);

nfp_t np, *npp;
fp_t pp, *ppp;

static void lose(void) { pp = die; pp = np; }
static void gain(void) { np = plain; np = pp; np = die; }
static void init(void) { fp_t a = die; nfp_t b = plain; (void)a; (void)b; }
static void deeper(void) { npp = ppp; ppp = npp; }
void take(nfp_t f);
static void arg(void) { take(plain); take(die); take(pp); }
static nfp_t ret(void) { return plain; }
static int compare(void) { return np == pp || die == plain; }
static void *cond(int c) { return c ? np : pp; }
/*
 * check-name: noreturn in pointer compatibility: a function pointer may lose it, not gain it; comparisons and conditionals do not mind
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/noreturn-pointer-compat.c:10:29: warning: incorrect type in assignment (different modifiers)
eval/noreturn-pointer-compat.c:10:29:    expected void ( [noreturn] *[addressable] [toplevel] [usertype] np )( ... )
eval/noreturn-pointer-compat.c:10:29:    got void ( * )( ... )
eval/noreturn-pointer-compat.c:10:41: warning: incorrect type in assignment (different modifiers)
eval/noreturn-pointer-compat.c:10:41:    expected void ( [noreturn] *[addressable] [toplevel] [usertype] np )( ... )
eval/noreturn-pointer-compat.c:10:41:    got void ( *[addressable] [assigned] [toplevel] [usertype] pp )( ... )
eval/noreturn-pointer-compat.c:11:50: warning: incorrect type in initializer (different modifiers)
eval/noreturn-pointer-compat.c:11:50:    expected void ( [noreturn] *[usertype] b )( ... )
eval/noreturn-pointer-compat.c:11:50:    got void ( * )( ... )
eval/noreturn-pointer-compat.c:12:32: warning: incorrect type in assignment (different modifiers)
eval/noreturn-pointer-compat.c:12:32:    expected void ( [noreturn] *[usertype] *[addressable] [toplevel] npp )( ... )
eval/noreturn-pointer-compat.c:12:32:    got void ( *[usertype] *[addressable] [toplevel] ppp )( ... )
eval/noreturn-pointer-compat.c:12:43: warning: incorrect type in assignment (different modifiers)
eval/noreturn-pointer-compat.c:12:43:    expected void ( *[usertype] *[addressable] [toplevel] ppp )( ... )
eval/noreturn-pointer-compat.c:12:43:    got void ( [noreturn] *[usertype] *[addressable] [toplevel] npp )( ... )
eval/noreturn-pointer-compat.c:14:30: warning: incorrect type in argument 1 (different modifiers)
eval/noreturn-pointer-compat.c:14:30:    expected void ( [noreturn] *[usertype] f )( ... )
eval/noreturn-pointer-compat.c:14:30:    got void ( * )( ... )
eval/noreturn-pointer-compat.c:14:54: warning: incorrect type in argument 1 (different modifiers)
eval/noreturn-pointer-compat.c:14:54:    expected void ( [noreturn] *[usertype] f )( ... )
eval/noreturn-pointer-compat.c:14:54:    got void ( *[addressable] [assigned] [toplevel] [usertype] pp )( ... )
eval/noreturn-pointer-compat.c:15:33: warning: incorrect type in return expression (different modifiers)
eval/noreturn-pointer-compat.c:15:33:    expected void ( [noreturn] * )( ... )
eval/noreturn-pointer-compat.c:15:33:    got void ( * )( ... )
 * check-error-end
 */
