struct ops { int (*open)(int *, char); void (*close)(void); };

#define NULL ((void *)0)
typedef unsigned int u32;
struct ops2 { u32 (*get)(const char *); };
static int o(int *p, char c)
{
	return *p + c;
}
static void cl(void)
{
}
static unsigned int get(const char *s)
{
	return *s;
}
static struct ops a = { .open = o, .close = cl };
static struct ops b = { o, NULL };
static struct ops2 c = { .get = get };
static struct ops d[] = { { .open = &o }, { .close = &cl } };
/*
 * check-name: methods with matching prototypes, and NULL, are silent
 * check-command: sparse $file
 */
