struct list_head { struct list_head *next, *prev; };
#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)
static LIST_HEAD(l);
struct tab { const char *name; int (*fn)(void); unsigned flags:2; };
static int f0(void) { return 0; }
static const struct tab tabs[] = {
	{ "a", f0, 1 },
	{ .name = "b", .fn = f0 },
	{ },
};
static char buf[] = { [0 ... 3] = 'x', [4] = 0 };
static const char *names[] = { [2] = "two", [0] = "zero" };
static int g(void) { return sizeof(tabs) / sizeof(tabs[0]) + (l.next == &l) + buf[0] + !!names[1]; }
/*
 * check-name: kernel-style static tables and list heads are silent
 * check-command: sparse $file
 */
