int a[2];
static int s[2];
void use(int);

int past(void) { return a[3]; }
int below(void) { return a[-1]; }
int in_static(void) { return s[4]; }
int in_branch(int i) { if (i) return a[5]; return 0; }
void twice_with_call(void) { use(a[3]); use(a[3]); }
int reloaded(void) { return a[3] + a[3]; }
int stored_first(void) { a[3] = 1; return a[3]; }
void stored_only(void) { a[3] = 1; }
int cancelled(void) { return a[3] - a[3]; }
int unused(void) { int x = a[4]; return 0; }
int inside(void) { return a[1]; }
int escaped(void) { int l[2]; use(l[0]); void take(int *); take(l); return l[3]; }

/*
 * check-name: invalid access: a load outside its symbol, once simplified
 * check-description: the loads left once the function is simplified are
 *   checked (flow.h's check_access()): a load the simplifier forwarded or
 *   found dead is not; offset and size in bytes; stores are not checked.
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
checks/invalid-access.c:5:26: warning: invalid access past the end of 'a' (12 8)
checks/invalid-access.c:6:27: warning: invalid access below 'a' (-4 8)
checks/invalid-access.c:7:31: warning: invalid access past the end of 's' (16 8)
checks/invalid-access.c:8:39: warning: invalid access past the end of 'a' (20 8)
checks/invalid-access.c:9:35: warning: invalid access past the end of 'a' (12 8)
checks/invalid-access.c:9:46: warning: invalid access past the end of 'a' (12 8)
checks/invalid-access.c:10:30: warning: invalid access past the end of 'a' (12 8)
checks/invalid-access.c:16:77: warning: invalid access past the end of 'l' (12 8)
 * check-error-end
 */
