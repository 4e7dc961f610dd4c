typedef struct s { const int q; struct { int z; } in; int bf:3; } S;
S t;
static volatile S vs;
extern struct s es;
_Thread_local S tl;

static void f(struct s *pa, struct s pv)
{
	static struct s ls;
	int *b;

	b = t.q; b = vs.q; b = es.q; b = tl.q; b = t.bf; b = t.in.z;
	b = ls.q; b = pv.q; b = pa->q; b = (*pa).q; b = &vs.in;
}
/*
 * check-name: a member of a named object shows the object's modifiers too
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/member-of-object-modifiers.c:12:11: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:12:11:    expected int *b
eval/member-of-object-modifiers.c:12:11:    got int const [addressable] [toplevel] [usertype] q
eval/member-of-object-modifiers.c:12:20: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:12:20:    expected int *b
eval/member-of-object-modifiers.c:12:20:    got int static const volatile [toplevel] [usertype] q
eval/member-of-object-modifiers.c:12:30: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:12:30:    expected int *b
eval/member-of-object-modifiers.c:12:30:    got int extern const [addressable] [toplevel] q
eval/member-of-object-modifiers.c:12:40: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:12:40:    expected int *b
eval/member-of-object-modifiers.c:12:40:    got int const [addressable] [tls] [toplevel] [usertype] q
eval/member-of-object-modifiers.c:12:50: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:12:50:    expected int *b
eval/member-of-object-modifiers.c:12:50:    got int [addressable] [toplevel] [usertype] bf:3
eval/member-of-object-modifiers.c:12:60: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:12:60:    expected int *b
eval/member-of-object-modifiers.c:12:60:    got int [addressable] [toplevel] [usertype] z
eval/member-of-object-modifiers.c:13:11: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:13:11:    expected int *b
eval/member-of-object-modifiers.c:13:11:    got int static const q
eval/member-of-object-modifiers.c:13:21: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:13:21:    expected int *b
eval/member-of-object-modifiers.c:13:21:    got int const q
eval/member-of-object-modifiers.c:13:31: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:13:31:    expected int *b
eval/member-of-object-modifiers.c:13:31:    got int const q
eval/member-of-object-modifiers.c:13:42: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:13:42:    expected int *b
eval/member-of-object-modifiers.c:13:42:    got int const q
eval/member-of-object-modifiers.c:13:55: warning: incorrect type in assignment (different base types)
eval/member-of-object-modifiers.c:13:55:    expected int *b
eval/member-of-object-modifiers.c:13:55:    got struct <noident> volatile *
 * check-error-end
 */
