int gx;
static int sx;
extern int ex;
static void sf(void);
enum { EN };
typedef int TD;
void z(int sx2);
void z(int sx2)
{
	int gx = 0, sx = 0, ex = 0, sf = 0, EN = 0, TD = 0;
	(void)gx; (void)sx; (void)ex; (void)sf; (void)EN; (void)TD; (void)sx2;
}
/*
 * check-name: -Wshadow: a local hides an object or enumerator of the file, not a function
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
layout/shadow-file-scope.c:10:13: warning: symbol 'gx' shadows an earlier one
layout/shadow-file-scope.c:1:5: originally declared here
layout/shadow-file-scope.c:10:21: warning: symbol 'sx' shadows an earlier one
layout/shadow-file-scope.c:2:12: originally declared here
layout/shadow-file-scope.c:10:29: warning: symbol 'ex' shadows an earlier one
layout/shadow-file-scope.c:3:12: originally declared here
layout/shadow-file-scope.c:10:45: warning: symbol 'EN' shadows an earlier one
layout/shadow-file-scope.c:5:8: originally declared here
layout/shadow-file-scope.c:1:5: warning: symbol 'gx' was not declared. Should it be static?
 * check-error-end
 */
