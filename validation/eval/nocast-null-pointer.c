typedef unsigned int __attribute__((nocast)) nc_t;
static unsigned int u;
static void f(void)
{
	nc_t *p1 = (void *)0;
	nc_t *p2 = &u;
}
/*
 * check-name: nocast: a null pointer converts silently to a pointer to a nocast type, another pointer does not
 * check-command: sparse $file
 *
 * check-error-start
eval/nocast-null-pointer.c:6:21: warning: incorrect type in initializer (different modifiers)
eval/nocast-null-pointer.c:6:21:    expected unsigned int [nocast] [usertype] *p2
eval/nocast-null-pointer.c:6:21:    got unsigned int *
eval/nocast-null-pointer.c:6:21: warning: implicit cast to nocast type
 * check-error-end
 */
