union tu { int *ip; long *lp; } __attribute__((transparent_union));
extern void take(union tu u);

static void f(int *p)
{
	take(p);
}
/*
 * check-name: -Wtransparent-union warns where the attribute is used
 * check-command: sparse -Wtransparent-union $file
 *
 * check-error-start
eval/transparent-union-warn.c:1:65: warning: attribute __transparent_union__
 * check-error-end
 */
